// The order as the API answers it (GET /api/orders/{uuid}, GET /api/user/orders): the contract's Order
// with its optional additions: when it was placed, the event's title, and the balance left on the gift
// card that paid part of it (the success page shows it; spec §2 "Success and failed pages").
import type { Order } from '../../shared/contract/order';
import type { DB } from '../db/database';
import { findOrderExtras, listOrdersOfUser } from '../db/user-orders';
import { formatMoney } from '../lib/money';
import { toOrder, type OrderRow } from './orders';

export function orderAnswer(db: DB, order: OrderRow): Order {
  const extras = findOrderExtras(db, order.id);
  return {
    ...toOrder(db, order),
    ...(extras ? { created_at: new Date(extras.created_at).toISOString() } : {}),
    ...(extras?.event_title ? { event_title: extras.event_title } : {}),
    // only once the order is paid: before that the card has not paid yet, and its balance says nothing
    ...(extras?.giftcard_balance_cents != null && order.status === 'paid' ? { giftcard_balance: formatMoney(extras.giftcard_balance_cents) } : {}),
  };
}

/** GET /api/user/orders: the parent's own orders, newest first. */
export function listUserOrders(db: DB, userId: number): Order[] {
  return listOrdersOfUser<OrderRow>(db, userId).map((row) => orderAnswer(db, row));
}
