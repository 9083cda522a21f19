// What a parent sees of an order (contract GET /api/orders/{uuid}) and of their registrations
// (GET /api/user/events): the contract's shapes from the stored rows.
import type { Order } from '../../shared/contract/order';
import type { UserEvent } from '../../shared/contract/user';
import type { Deps } from '../context';
import type { DB } from '../db/database';
import { findGiftCardById } from '../db/codes';
import { findEventById } from '../db/events';
import { findOrderExtras, findOwnOrder, listOrderItems, listOrdersOfUser, type OrderRow } from '../db/orders';
import { findProfileById, listProfiles } from '../db/profiles';
import { listUserTickets } from '../db/tickets';
import { readAnswers } from '../../shared/contract/questions';
import { answersEditable } from './answers';
import { toApiAmount } from '../lib/money';
import { texts } from '../texts';
import { notFound } from './errors';
import { settleOrder } from './payments';
import { paidCents } from './cancellation';
import { moneyIn, toRefund } from './refunds';
import { listRefundsOfOrder, listTicketsOfOrder } from '../db/refunds';
import { toProfile } from './profiles';

/**
 * The parent's own order; anyone else's is not found, like an unknown uuid. The webhook may have
 * been lost: an open order asks the provider first (domain/payments.ts settleOrder).
 */
export async function showOrder(deps: Deps, userId: number, orderUuid: string): Promise<Order> {
  const found = findOwnOrder(deps.db, userId, orderUuid);
  if (!found) throw notFound(texts.orderNotFound);
  await settleOrder(deps, found.id);
  return toOrder(deps.db, findOwnOrder(deps.db, userId, found.uuid) ?? found);
}

/**
 * The stored status, except that a paid order some or all of whose money went back says so
 * (docs/rules.md "Cancellation"): partially_refunded, refunded. A refund_needed order (never honoured)
 * keeps saying so; its refunds tell where the money is.
 */
function answeredStatus(order: OrderRow, refunded: number): Order['status'] {
  if (refunded <= 0 || order.status !== 'paid') return order.status;
  return refunded >= paidCents(moneyIn(order)) ? 'refunded' : 'partially_refunded';
}

function toOrder(db: DB, order: OrderRow): Order {
  const event = findEventById(db, order.event_id);
  const refunds = listRefundsOfOrder(db, order.id);
  const refunded = refunds.reduce((sum, r) => sum + r.amount_cents, 0);
  const tickets = new Map(listTicketsOfOrder(db, order.id).map((t) => [t.order_item_id, t]));
  return {
    uuid: order.uuid,
    number: order.number,
    status: answeredStatus(order, refunded),
    event_uuid: event?.uuid ?? '',
    items: listOrderItems(db, order.id).flatMap((item) => {
      const profile = findProfileById(db, item.profile_id);
      return profile
        ? [
            {
              profile: toProfile(profile),
              ...(tickets.has(item.id) ? { ticket: tickets.get(item.id)!.ticket_uuid } : {}),
              ...(item.canceled_at !== null ? { canceled: true } : {}),
              with_shirt: item.with_shirt === 1,
              shirt_size: item.shirt_size,
              price: toApiAmount(item.price_cents),
              shirt_price: toApiAmount(item.shirt_price_cents),
            },
          ]
        : [];
    }),
    base_amount: toApiAmount(order.base_cents),
    discount_amount: toApiAmount(order.base_cents - order.total_cents),
    total_amount: toApiAmount(order.total_cents),
    ...orderExtras(db, order),
    ...giftCardPart(db, order),
    ...(refunds.length > 0 ? { refunds: refunds.map(toRefund), refunded_amount: toApiAmount(refunded) } : {}),
  };
}

/**
 * What the gift card paid of the order ('0.00' without one, so a receipt can tell a voucher's discount from
 * a gift card's) and, once paid, what is left on the card now (success page).
 */
function giftCardPart(db: DB, order: OrderRow): Pick<Order, 'giftcard_amount' | 'giftcard_balance'> {
  if (order.gift_card_id === null || order.giftcard_cents <= 0) return { giftcard_amount: toApiAmount(0) };
  const card = findGiftCardById(db, order.gift_card_id);
  return {
    giftcard_amount: toApiAmount(order.giftcard_cents),
    ...(card && order.status === 'paid' ? { giftcard_balance: toApiAmount(card.balance_cents) } : {}),
  };
}

/**
 * The contract's optional additions to an order: when it was placed, the event's title (the dashboard's
 * list), and the balance left on the gift card that paid part of it (the success page, spec §2 "Success
 * and failed pages"). The balance only once the order is paid: before that the card has not paid yet.
 */
function orderExtras(db: DB, order: OrderRow): Pick<Order, 'created_at' | 'event_title' | 'giftcard_balance'> {
  const extras = findOrderExtras(db, order.id);
  if (!extras) return {};
  return {
    created_at: new Date(extras.created_at).toISOString(),
    ...(extras.event_title ? { event_title: extras.event_title } : {}),
    ...(extras.giftcard_balance_cents !== null && order.status === 'paid'
      ? { giftcard_balance: toApiAmount(extras.giftcard_balance_cents) }
      : {}),
  };
}

/** GET /api/user/orders: the parent's own orders, newest first (the query is by the session's user only). */
export const listUserOrders = (db: DB, userId: number): Order[] => listOrdersOfUser(db, userId).map((order) => toOrder(db, order));

/** One entry per event with the parent's tickets, in event order; the widgets add the CMS data. */
export function userEvents(deps: Deps, userId: number): UserEvent[] {
  const profiles = new Map(listProfiles(deps.db, userId).map((p) => [p.id, toProfile(p)]));
  const events: UserEvent[] = [];
  for (const row of listUserTickets(deps.db, userId)) {
    const profile = profiles.get(row.profile_id);
    if (!profile) continue;
    let entry = events.find((e) => e.uuid === row.event_uuid);
    if (!entry) events.push((entry = { uuid: row.event_uuid, tickets: [] }));
    entry.tickets.push({
      uuid: row.ticket_uuid,
      profile,
      feedback_text: row.feedback_text,
      trainer_name: row.trainer_name,
      trainer_photo: row.trainer_photo === null ? null : absolute(deps.baseUrl(), row.trainer_photo),
      answers: readAnswers(row.answers),
      answers_editable: answersEditable(row.start_date, deps.now()),
    });
  }
  return events;
}

/** Stored photo paths are site-relative; widgets may run on another origin, so answer absolute URLs. */
const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);
