// Staff undo an order (docs/rules.md "Cancellation"): any ticket or the whole order at any time, with the
// full or a partial amount and a reason, logged. The money moves by the same machinery as a parent's cancel
// (domain/refunds.ts): recorded first, sent with an idempotency key, never more than is left.
import type { StaffRefundAnswer } from '../../../shared/contract/cancellation';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/database';
import { findEventById } from '../../db/events';
import { findOrder, listOrderItems } from '../../db/orders';
import { listRefundsOfOrder, listTicketsOfOrder, markTicketCanceled, refundedCents } from '../../db/refunds';
import { findStaffOrder } from '../../db/staff-orders';
import { formatEuro, toApiAmount, toCents } from '../../lib/money';
import { texts } from '../../texts';
import { lineShare } from '../cancellation';
import { fieldError, notFound } from '../errors';
import { recordRefunds, refundableCents, retryRefund, sendPendingRefunds, toRefund } from '../refunds';
import { offerFreePlaces } from '../waiting-list';
import { audit } from './audit';

/** '12.50' or '12,5' → 1250 */
const cents = (amount: string) => toCents(Number(amount.replace(',', '.')));

export async function staffRefund(
  deps: Deps,
  staffId: number,
  orderUuid: string,
  input: { tickets?: 'all' | string[]; amount?: string; reason: string },
): Promise<StaffRefundAnswer> {
  const result = inTransaction(deps.db, () => {
    const ref = findStaffOrder(deps.db, orderUuid);
    const order = ref && findOrder(deps.db, ref.id);
    if (!order) throw notFound(texts.orderNotFound);
    const tickets = listTicketsOfOrder(deps.db, order.id);
    const chosen =
      input.tickets === 'all'
        ? tickets.filter((t) => t.canceled_at === null)
        : tickets.filter((t) => input.tickets?.includes(t.ticket_uuid));
    if (Array.isArray(input.tickets) && chosen.length !== input.tickets.length) throw fieldError('tickets', texts.staffTicketsNotInOrder);
    if (chosen.some((t) => t.canceled_at !== null)) throw fieldError('tickets', texts.ticketAlreadyCanceled);
    // the shares are taken before the lines are marked: the last standing line gets the rest to the cent
    const items = listOrderItems(deps.db, order.id);
    let full = 0;
    const now = deps.now();
    for (const ticket of chosen) {
      const current = listOrderItems(deps.db, order.id);
      full += lineShare(
        order,
        current,
        current.find((i) => i.id === ticket.order_item_id)!,
      );
      markTicketCanceled(deps.db, ticket, now);
    }
    const amount = input.amount !== undefined ? cents(input.amount) : input.tickets === 'all' ? refundableCents(deps, order) : full;
    if (amount > refundableCents(deps, order)) throw fieldError('amount', texts.refundTooMuch(formatEuro(refundableCents(deps, order))));
    const refunds = recordRefunds(deps, order, amount, { reason: `${order.number}: ${input.reason}`, createdBy: staffId });
    if (chosen.length > 0) {
      const event = findEventById(deps.db, order.event_id);
      if (event) offerFreePlaces(deps, event, now);
    }
    audit(
      deps.db,
      staffId,
      'order.refund',
      order.number,
      { tickets: chosen.map((t) => t.ticket_uuid), amount_cents: amount, reason: input.reason, lines: items.length },
      now,
    );
    return { order, canceled: chosen.map((t) => t.ticket_uuid), refunds: refunds.map((r) => r.uuid) };
  });
  await sendPendingRefunds(deps, result.order.id);
  const made = new Set(result.refunds);
  return {
    order: result.order.uuid,
    canceled: result.canceled,
    refunds: listRefundsOfOrder(deps.db, result.order.id)
      .filter((r) => made.has(r.uuid))
      .map(toRefund),
    refunded_amount: toApiAmount(refundedCents(deps.db, result.order.id)),
  };
}

/** A refused or failed refund tried again (a new attempt, a new idempotency key), logged. */
export async function staffRetryRefund(deps: Deps, staffId: number, refundUuid: string) {
  const refund = await retryRefund(deps, refundUuid);
  audit(deps.db, staffId, 'refund.retry', refund.uuid, { status: refund.status, amount_cents: refund.amount_cents }, deps.now());
  return toRefund(refund);
}
