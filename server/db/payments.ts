// payments: our record of each payment at the provider, for an order or a gift card.
import type { PaymentStatus } from '../payments/provider';
import type { DB } from './database';

export interface PaymentRow {
  id: number;
  uuid: string;
  provider: string;
  provider_id: string;
  order_id: number | null;
  gift_card_id: number | null;
  amount_cents: number;
  status: PaymentStatus;
  checkout_url: string | null;
  cart_key: string | null;
}

export const findPaymentByProviderId = (db: DB, providerId: string) =>
  db.prepare('SELECT * FROM payments WHERE provider_id = ?').get(providerId) as PaymentRow | undefined;

export const findPaymentByUuid = (db: DB, paymentUuid: string) =>
  db.prepare('SELECT * FROM payments WHERE uuid = ?').get(paymentUuid) as PaymentRow | undefined;

export const listPaymentsOf = (db: DB, of: { order_id: number } | { gift_card_id: number }) =>
  ('order_id' in of
    ? db.prepare('SELECT * FROM payments WHERE order_id = ?').all(of.order_id)
    : db.prepare('SELECT * FROM payments WHERE gift_card_id = ?').all(of.gift_card_id)) as PaymentRow[];

/** Payments made since `since` whose status is none of `final`, oldest first. */
export const listUnfinishedPayments = (db: DB, final: readonly string[], since: number) =>
  db
    .prepare(`SELECT * FROM payments WHERE status NOT IN (${final.map(() => '?').join(', ')}) AND created_at > ? ORDER BY id`)
    .all(...final, since) as PaymentRow[];

export interface NewPayment {
  uuid: string;
  provider: string;
  provider_id: string;
  order_id?: number;
  gift_card_id?: number;
  amount_cents: number;
  checkout_url?: string;
  cart_key?: string | null;
}

export function insertPayment(db: DB, p: NewPayment, now: number): void {
  db.prepare(
    `INSERT INTO payments (uuid, provider, provider_id, order_id, gift_card_id, amount_cents, status, checkout_url, cart_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)`,
  ).run(
    p.uuid,
    p.provider,
    p.provider_id,
    p.order_id ?? null,
    p.gift_card_id ?? null,
    p.amount_cents,
    p.checkout_url ?? null,
    p.cart_key ?? null,
    now,
    now,
  );
}

/**
 * The parent's still-payable payment for this cart: its order open and reserved past `until`, the
 * payment open, made from a cart with the same key. The newest, or undefined.
 */
export const findOpenPaymentForCart = (db: DB, userId: number, cartKey: string, until: number) =>
  db
    .prepare(
      `SELECT p.* FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE o.user_id = ? AND o.status = 'open' AND o.reserved_until > ? AND p.cart_key = ? AND p.status = 'open' AND p.checkout_url IS NOT NULL
       ORDER BY p.id DESC LIMIT 1`,
    )
    .get(userId, until, cartKey) as PaymentRow | undefined;

// --- payment_attempts: a payment asked of the provider whose answer is not recorded yet

export interface PaymentAttemptRow {
  payment_uuid: string;
  order_id: number | null;
  gift_card_id: number | null;
  amount_cents: number;
  /** the provider's create call as JSON, its idempotencyKey included */
  request: string;
  cart_key: string | null;
  /** the process that makes the call (domain/process-owner.ts) */
  owner: string;
  created_at: number;
}

export function insertPaymentAttempt(db: DB, a: PaymentAttemptRow): void {
  db.prepare(
    `INSERT INTO payment_attempts (payment_uuid, order_id, gift_card_id, amount_cents, request, cart_key, owner, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.payment_uuid, a.order_id, a.gift_card_id, a.amount_cents, a.request, a.cart_key, a.owner, a.created_at);
}

export const deletePaymentAttempt = (db: DB, paymentUuid: string) =>
  db.prepare('DELETE FROM payment_attempts WHERE payment_uuid = ?').run(paymentUuid);

export const listPaymentAttempts = (db: DB) =>
  db.prepare('SELECT * FROM payment_attempts ORDER BY created_at').all() as PaymentAttemptRow[];

/** Stores a new status; nothing when it is already that status. */
export function setPaymentStatus(db: DB, id: number, status: PaymentStatus, now: number): void {
  db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status != ?').run(status, now, id, status);
}
