// refunds (docs/rules.md "Cancellation"): each amount going back to an account (through the payment
// provider) or onto a gift card, and the canceled marks of order lines and tickets.
import type { RefundStatus } from '../../shared/contract/cancellation';
import type { DB } from './database';

export interface RefundRow {
  id: number;
  uuid: string;
  order_id: number;
  /** back through the provider: the payment that brought the money */
  payment_id: number | null;
  /** back onto this gift card */
  gift_card_id: number | null;
  amount_cents: number;
  status: RefundStatus;
  /** raised by a retry after a failure, so the provider sees a new idempotency key */
  attempt: number;
  provider_refund_id: string | null;
  reason: string;
  error: string | null;
  created_by: number | null;
  created_at: number;
}

export type NewRefund = Pick<
  RefundRow,
  'uuid' | 'order_id' | 'payment_id' | 'gift_card_id' | 'amount_cents' | 'status' | 'reason' | 'created_by'
>;

export function insertRefund(db: DB, r: NewRefund, now: number): void {
  db.prepare(
    `INSERT INTO refunds (uuid, order_id, payment_id, gift_card_id, amount_cents, status, reason, created_by, created_at, updated_at)
     VALUES (@uuid, @order_id, @payment_id, @gift_card_id, @amount_cents, @status, @reason, @created_by, @now, @now)`,
  ).run({ ...r, now });
}

export const findRefundByUuid = (db: DB, uuid: string) =>
  db.prepare('SELECT * FROM refunds WHERE uuid = ?').get(uuid) as RefundRow | undefined;

export const listRefundsOfOrder = (db: DB, orderId: number) =>
  db.prepare('SELECT * FROM refunds WHERE order_id = ? ORDER BY id').all(orderId) as RefundRow[];

/** Refunds recorded but not sent (a crash between recording and calling the provider), oldest first. */
export const listPendingRefunds = (db: DB) => db.prepare("SELECT * FROM refunds WHERE status = 'pending' ORDER BY id").all() as RefundRow[];

/** What went or goes back of an order: every refund but none (a failed one keeps its amount until it is tried again). */
export const refundedCents = (db: DB, orderId: number, to?: 'account' | 'gift_card'): number =>
  db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) FROM refunds WHERE order_id = ?
       ${to === 'account' ? 'AND payment_id IS NOT NULL' : to === 'gift_card' ? 'AND gift_card_id IS NOT NULL' : ''}`,
    )
    .pluck()
    .get(orderId) as number;

/** pending → processing/refunded/failed, or failed → pending for a new attempt; false when the row was not in `from`. */
export function setRefundStatus(
  db: DB,
  id: number,
  from: RefundStatus,
  change: { status: RefundStatus; provider_refund_id?: string | null; error?: string | null; newAttempt?: boolean },
  now: number,
): boolean {
  return (
    db
      .prepare(
        `UPDATE refunds SET status = @status, provider_refund_id = COALESCE(@provider_refund_id, provider_refund_id), error = @error,
           attempt = attempt + @bump, updated_at = @now WHERE id = @id AND status = @from`,
      )
      .run({
        id,
        from,
        status: change.status,
        provider_refund_id: change.provider_refund_id ?? null,
        error: change.error ?? null,
        bump: change.newAttempt ? 1 : 0,
        now,
      }).changes === 1
  );
}

/** Puts money back onto a gift card (its balance goes up; an expired card stays expired). */
export function creditGiftCard(db: DB, cardId: number, cents: number, now: number): void {
  db.prepare('UPDATE gift_cards SET balance_cents = balance_cents + ?, updated_at = ? WHERE id = ?').run(cents, now, cardId);
}

export interface CancelableTicketRow {
  ticket_id: number;
  ticket_uuid: string;
  canceled_at: number | null;
  order_item_id: number;
  order_id: number;
  user_id: number;
  event_id: number;
  profile_id: number;
}

/** A parent's own ticket with its order line; another parent's is not found. */
export const findTicketOfUser = (db: DB, userId: number, ticketUuid: string) =>
  db
    .prepare(
      `SELECT t.id AS ticket_id, t.uuid AS ticket_uuid, t.canceled_at, t.order_item_id, oi.order_id, t.user_id, t.event_id, t.profile_id
       FROM tickets t JOIN order_items oi ON oi.id = t.order_item_id WHERE t.uuid = ? AND t.user_id = ?`,
    )
    .get(ticketUuid, userId) as CancelableTicketRow | undefined;

/** The ticket and its order line stop holding a place; false when it was canceled already (a second click). */
export function markTicketCanceled(db: DB, ticket: Pick<CancelableTicketRow, 'ticket_id' | 'order_item_id'>, now: number): boolean {
  const changed = db.prepare('UPDATE tickets SET canceled_at = ? WHERE id = ? AND canceled_at IS NULL').run(now, ticket.ticket_id).changes;
  if (changed === 0) return false;
  db.prepare('UPDATE order_items SET canceled_at = ? WHERE id = ?').run(now, ticket.order_item_id);
  return true;
}

/** The order's tickets, canceled ones too, with their line (the receipt, staff's whole-order cancel). */
export const listTicketsOfOrder = (db: DB, orderId: number) =>
  db
    .prepare(
      `SELECT t.id AS ticket_id, t.uuid AS ticket_uuid, t.canceled_at, t.order_item_id, oi.order_id, t.user_id, t.event_id, t.profile_id
       FROM tickets t JOIN order_items oi ON oi.id = t.order_item_id WHERE oi.order_id = ? ORDER BY oi.id`,
    )
    .all(orderId) as CancelableTicketRow[];

// --- the test provider's refunds (payments/test-provider.ts), as Mollie keeps them on its side

export interface TestRefundRow {
  id: string;
  payment_id: string;
  amount_cents: number;
  description: string;
  idempotency_key: string | null;
  status: string;
  created_at: number;
}

export const findTestRefundByKey = (db: DB, key: string) =>
  db.prepare('SELECT * FROM test_provider_refunds WHERE idempotency_key = ?').get(key) as TestRefundRow | undefined;

export function insertTestRefund(db: DB, r: TestRefundRow): void {
  db.prepare(
    `INSERT INTO test_provider_refunds (id, payment_id, amount_cents, description, idempotency_key, status, created_at)
     VALUES (@id, @payment_id, @amount_cents, @description, @idempotency_key, @status, @created_at)`,
  ).run(r);
}

export const sumTestRefunds = (db: DB, paymentId: string) =>
  db.prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM test_provider_refunds WHERE payment_id = ?').pluck().get(paymentId) as number;

export const listTestRefunds = (db: DB) =>
  db.prepare('SELECT * FROM test_provider_refunds ORDER BY created_at DESC, id').all() as TestRefundRow[];

/** Orders marked refund_needed whose money has no refund recorded yet (from before refunds were automatic). */
export const listUnrefundedOrders = (db: DB) =>
  db
    .prepare(
      `SELECT o.id FROM orders o WHERE o.status = 'refund_needed' AND o.total_cents > 0
       AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id) ORDER BY o.id`,
    )
    .pluck()
    .all() as number[];
