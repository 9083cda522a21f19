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
}

export const findPaymentByProviderId = (db: DB, providerId: string) =>
  db.prepare('SELECT * FROM payments WHERE provider_id = ?').get(providerId) as PaymentRow | undefined;

export const findPaymentByUuid = (db: DB, paymentUuid: string) => db.prepare('SELECT * FROM payments WHERE uuid = ?').get(paymentUuid) as PaymentRow | undefined;

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
}

export function insertPayment(db: DB, p: NewPayment, now: number): void {
  db.prepare(
    `INSERT INTO payments (uuid, provider, provider_id, order_id, gift_card_id, amount_cents, status, checkout_url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)`,
  ).run(p.uuid, p.provider, p.provider_id, p.order_id ?? null, p.gift_card_id ?? null, p.amount_cents, p.checkout_url ?? null, now, now);
}

/** Stores a new status; nothing when it is already that status. */
export function setPaymentStatus(db: DB, id: number, status: PaymentStatus, now: number): void {
  db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status != ?').run(status, now, id, status);
}
