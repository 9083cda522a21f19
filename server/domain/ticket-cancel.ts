// A parent cancels a child's ticket (docs/rules.md "Cancellation"): what would come back now (the
// dialog shows the server's numbers), and the cancel itself — the ticket stops holding its place,
// the place goes to the waiting list at once, the refunds are recorded and sent, and a mail says it.
import type { CancelAnswer, CancelQuote } from '../../shared/contract/cancellation';
import { formatDate } from '../../shared/format';
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { findEventById, type EventRow } from '../db/events';
import { findOrder, listOrderItems, type OrderItemRow, type OrderRow } from '../db/orders';
import { findProfileById } from '../db/profiles';
import { findTicketOfUser, listRefundsOfOrder, markTicketCanceled, refundedCents, type CancelableTicketRow } from '../db/refunds';
import { toApiAmount } from '../lib/money';
import { texts } from '../texts';
import { cancelWindow, lineShare, ruleOf, splitRefund } from './cancellation';
import { sendCancelMail } from './cancel-mails';
import { conflict, fieldError, notFound } from './errors';
import { recordRefunds, sendPendingRefunds, toRefund } from './refunds';
import { offerFreePlaces } from './waiting-list';

interface Found {
  ticket: CancelableTicketRow;
  order: OrderRow;
  items: OrderItemRow[];
  item: OrderItemRow;
  event: EventRow;
}

/** The parent's own ticket with its order; another parent's is not found, like an unknown one (404). */
function findOwn(deps: Deps, userId: number, ticketUuid: string): Found {
  const ticket = findTicketOfUser(deps.db, userId, ticketUuid);
  const order = ticket && findOrder(deps.db, ticket.order_id);
  const event = ticket && findEventById(deps.db, ticket.event_id);
  const items = order ? listOrderItems(deps.db, order.id) : [];
  const item = items.find((i) => i.id === ticket?.order_item_id);
  if (!ticket || !order || !event || !item) throw notFound(texts.ownTicketNotFound);
  return { ticket, order, items, item, event };
}

interface Computed {
  quote: CancelQuote;
  /** what comes back in cents (0 when the parent cannot cancel) */
  amount: number;
}

function compute(deps: Deps, { ticket, order, items, item, event }: Found): Computed {
  const now = deps.now();
  const window = cancelWindow(ruleOf(deps, event), event.start_date, now);
  const share = lineShare(order, items, item);
  const canceled = ticket.canceled_at !== null;
  const canCancel = !canceled && window.percent > 0 && order.status === 'paid';
  const amount = canCancel ? Math.round((share * window.percent) / 100) : 0;
  const split = splitRefund(order, amount, {
    account: refundedCents(deps.db, order.id, 'account'),
    giftCard: refundedCents(deps.db, order.id, 'gift_card'),
  });
  const profile = findProfileById(deps.db, ticket.profile_id);
  return {
    amount,
    quote: {
      ticket: ticket.ticket_uuid,
      child_name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : '',
      event_title: event.title,
      can_cancel: canCancel,
      reason: canCancel
        ? null
        : canceled
          ? texts.ticketAlreadyCanceled
          : texts.cancelTooLate(formatDate(`${window.cancelUntil}T12:00:00Z`)),
      refund_amount: toApiAmount(amount),
      to_account: toApiAmount(split.account),
      to_gift_card: toApiAmount(split.giftCard),
      fee_amount: toApiAmount(canCancel ? share - amount : 0),
      free_until: window.freeUntil,
      cancel_until: window.cancelUntil,
      policy: window.policy,
    },
  };
}

/** GET /api/tickets/{uuid}/cancel: what a cancel would give back now, or why it cannot. */
export const cancelQuote = (deps: Deps, userId: number, ticketUuid: string): CancelQuote =>
  compute(deps, findOwn(deps, userId, ticketUuid)).quote;

/**
 * POST /api/tickets/{uuid}/cancel. One IMMEDIATE transaction marks the ticket, records the refunds and
 * offers the place; only the first of ten parallel clicks finds the ticket standing, the others are
 * told it is canceled already (409). The provider is called after the transaction.
 */
export async function cancelTicket(deps: Deps, userId: number, ticketUuid: string): Promise<CancelAnswer> {
  const result = inTransaction(deps.db, () => {
    const found = findOwn(deps, userId, ticketUuid);
    if (found.ticket.canceled_at !== null) throw conflict(texts.ticketAlreadyCanceled);
    const { quote, amount } = compute(deps, found);
    if (!quote.can_cancel) throw fieldError('ticket', quote.reason ?? texts.ticketAlreadyCanceled);
    markTicketCanceled(deps.db, found.ticket, deps.now());
    const refunds = recordRefunds(deps, found.order, amount, {
      reason: `${found.order.number}: ${quote.child_name} geannuleerd`,
      createdBy: userId,
    });
    offerFreePlaces(deps, found.event, deps.now());
    sendCancelMail(deps, found, quote);
    return { order: found.order, refunds };
  });
  await sendPendingRefunds(deps, result.order.id);
  const uuids = new Set(result.refunds.map((r) => r.uuid));
  const refunds = listRefundsOfOrder(deps.db, result.order.id).filter((r) => uuids.has(r.uuid));
  return {
    ticket: ticketUuid,
    order: result.order.uuid,
    refunds: refunds.map(toRefund),
    refund_amount: toApiAmount(refunds.reduce((sum, r) => sum + r.amount_cents, 0)),
  };
}
