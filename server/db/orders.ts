// orders and order_items (an order per checkout, a line per child), and checkout_locks.
import type { ShirtSize } from '../../shared/contract/cart';
import type { OrderStatus } from '../../shared/contract/order';
import type { DB } from './database';

/**
 * Stored order statuses: the contract's, plus refund_needed for a payment that arrived when the
 * order could no longer be honoured (domain/order-status.ts). Answers show it as 'failed' until the
 * contract (shared/contract/order.ts) knows it.
 */
export type StoredOrderStatus = OrderStatus | 'refund_needed';
export type RefundReason = 'sold_out' | 'already_registered' | 'gift_card' | 'voucher' | 'replaced';

export interface OrderRow {
  id: number;
  uuid: string;
  user_id: number;
  event_id: number;
  status: StoredOrderStatus;
  base_cents: number;
  voucher_cents: number;
  giftcard_cents: number;
  total_cents: number;
  voucher_id: number | null;
  gift_card_id: number | null;
  reserved_until: number;
  /** the newer order of the same parent that replaced this one (a new checkout), or null */
  replaced_by: number | null;
  /** the short order number parents and the operator use ('SV-4821'; older orders 'SV-0000012') */
  number: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  profile_id: number;
  with_shirt: number;
  shirt_size: ShirtSize;
  free_shirt: number;
  price_cents: number;
  shirt_price_cents: number;
  /** the answers to the event's questions at checkout, JSON by question id */
  answers: string;
  /** when the child was canceled (domain/ticket-cancel.ts); the line then holds no place */
  canceled_at: number | null;
}

export const findOrder = (db: DB, id: number) => db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;

export const findOwnOrder = (db: DB, userId: number, orderUuid: string) =>
  db.prepare('SELECT * FROM orders WHERE uuid = ? AND user_id = ?').get(orderUuid, userId) as OrderRow | undefined;

export const listOrderItems = (db: DB, orderId: number) =>
  db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as OrderItemRow[];

type OrderRef = Pick<OrderRow, 'id' | 'uuid'>;

/** The event's paid orders, oldest first, at most `limit` (the bench's back-office cancellations). */
export const listPaidOrdersOfEvent = (db: DB, eventId: number, limit: number): OrderRef[] =>
  db.prepare("SELECT id, uuid FROM orders WHERE event_id = ? AND status = 'paid' ORDER BY id LIMIT ?").all(eventId, limit) as OrderRef[];

/** The children on the event's paid orders (each order item a place sold). */
export const countPaidOrderItems = (db: DB, eventId: number) =>
  db
    .prepare(
      "SELECT COUNT(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.event_id = ? AND o.status = 'paid' AND oi.canceled_at IS NULL",
    )
    .pluck()
    .get(eventId) as number;

export const orderNumberTaken = (db: DB, number: string): boolean =>
  db.prepare('SELECT 1 FROM orders WHERE number = ?').get(number) !== undefined;

/** The parent's unpaid ('open') orders with their payment at the provider, if any. */
/**
 * The end of the reservation a parent still has for an event: the latest reserved_until of their
 * unpaid orders for it (open, pending, or ended without payment) that has not passed; null when none.
 */
export const reservationEndOf = (db: DB, userId: number, eventId: number, now: number) =>
  db
    .prepare(
      `SELECT MAX(reserved_until) FROM orders
       WHERE user_id = ? AND event_id = ? AND status IN ('open', 'pending', 'failed', 'canceled', 'expired') AND reserved_until > ?`,
    )
    .pluck()
    .get(userId, eventId, now) as number | null;

export const listOpenOrders = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT o.id, p.provider_id FROM orders o LEFT JOIN payments p ON p.order_id = o.id
       WHERE o.user_id = ? AND o.status = 'open'`,
    )
    .all(userId) as Array<{ id: number; provider_id: string | null }>;

export type NewOrder = Pick<
  OrderRow,
  | 'uuid'
  | 'user_id'
  | 'event_id'
  | 'base_cents'
  | 'voucher_cents'
  | 'giftcard_cents'
  | 'total_cents'
  | 'voucher_id'
  | 'gift_card_id'
  | 'reserved_until'
  | 'number'
>;

/** An 'open' order; its id. */
export function insertOrder(db: DB, order: NewOrder, now: number): number {
  const result = db
    .prepare(
      `INSERT INTO orders (uuid, user_id, event_id, status, base_cents, voucher_cents, giftcard_cents, total_cents,
         voucher_id, gift_card_id, reserved_until, created_at, updated_at, number)
       VALUES (@uuid, @user_id, @event_id, 'open', @base_cents, @voucher_cents, @giftcard_cents, @total_cents,
         @voucher_id, @gift_card_id, @reserved_until, @now, @now, @number)`,
    )
    .run({ ...order, now });
  return Number(result.lastInsertRowid);
}

export function insertOrderItems(db: DB, orderId: number, items: Array<Omit<OrderItemRow, 'id' | 'order_id' | 'canceled_at'>>): void {
  const insert = db.prepare(
    `INSERT INTO order_items (order_id, profile_id, with_shirt, shirt_size, free_shirt, price_cents, shirt_price_cents, answers)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const i of items)
    insert.run(orderId, i.profile_id, i.with_shirt, i.shirt_size, i.free_shirt, i.price_cents, i.shirt_price_cents, i.answers);
}

export function setOrderReplacedBy(db: DB, id: number, newerId: number): void {
  db.prepare('UPDATE orders SET replaced_by = ? WHERE id = ?').run(newerId, id);
}

/** Sets the status; with `onlyFrom`, only when the order has that status now. */
export function setOrderStatus(db: DB, id: number, status: StoredOrderStatus, now: number, onlyFrom?: StoredOrderStatus): void {
  if (onlyFrom) db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = ?').run(status, now, id, onlyFrom);
  else db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
}

export function markOrderPaid(db: DB, id: number, now: number): void {
  db.prepare("UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ? WHERE id = ?").run(now, now, id);
}

export function markOrderRefundNeeded(db: DB, id: number, reason: RefundReason, now: number): void {
  db.prepare("UPDATE orders SET status = 'refund_needed', refund_reason = ?, paid_at = ?, updated_at = ? WHERE id = ?").run(
    reason,
    now,
    now,
    id,
  );
}

// --- checkout_locks: one checkout per parent at a time

/** Takes the parent's lock, first removing one taken before `staleBefore`; whether it was free. */
export function tryLockCheckout(db: DB, userId: number, token: string, now: number, staleBefore: number): boolean {
  db.prepare('DELETE FROM checkout_locks WHERE user_id = ? AND locked_at <= ?').run(userId, staleBefore);
  return (
    db.prepare('INSERT OR IGNORE INTO checkout_locks (user_id, token, locked_at) VALUES (?, ?, ?)').run(userId, token, now).changes === 1
  );
}

export function unlockCheckout(db: DB, userId: number, token: string): void {
  db.prepare('DELETE FROM checkout_locks WHERE user_id = ? AND token = ?').run(userId, token);
}

export const listCheckoutLocks = (db: DB) =>
  db.prepare('SELECT user_id, token FROM checkout_locks').all() as Array<{ user_id: number; token: string }>;

// The parent's own orders for the dashboard's list, and what the order answer adds to an order row.

/**
 * The orders that bought or are buying something: paid, on their way (open, pending) or being refunded.
 * Failed, canceled and expired attempts bought nothing, and an order a newer checkout replaced is that
 * newer order's history: neither belongs in the list. Newest first.
 */
export function listOrdersOfUser(db: DB, userId: number): OrderRow[] {
  return db
    .prepare(
      `SELECT * FROM orders WHERE user_id = ? AND replaced_by IS NULL AND status IN ('open', 'pending', 'paid', 'refund_needed')
       ORDER BY created_at DESC, id DESC`,
    )
    .all(userId) as OrderRow[];
}

export interface OrderExtrasRow {
  created_at: number;
  event_title: string | null;
  /** the current balance of the gift card that paid part of the order (null: no gift card paid) */
  giftcard_balance_cents: number | null;
}

export const findOrderExtras = (db: DB, orderId: number) =>
  db
    .prepare(
      `SELECT o.created_at, e.title AS event_title,
              CASE WHEN o.giftcard_cents > 0 THEN g.balance_cents END AS giftcard_balance_cents
       FROM orders o LEFT JOIN events e ON e.id = o.event_id LEFT JOIN gift_cards g ON g.id = o.gift_card_id
       WHERE o.id = ?`,
    )
    .get(orderId) as OrderExtrasRow | undefined;
