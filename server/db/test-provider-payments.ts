// State of the built-in test payment provider (server/payments/test-provider.ts), which stands in
// for Mollie's side: all of its SQL.
import type { PaymentStatus } from '../payments/provider';
import type { DB } from './database';

export interface TestPaymentRow {
  id: string;
  amount_cents: number;
  description: string;
  redirect_url: string;
  webhook_url: string;
  status: PaymentStatus;
  form_token: string;
  created_at: number;
  expires_at: number;
  /** the create call's Idempotency-Key: the same key again gets this payment */
  idempotency_key: string | null;
}

export function insertTestPayment(db: DB, row: Omit<TestPaymentRow, 'status'>): void {
  db.prepare(
    `INSERT INTO test_provider_payments (id, amount_cents, description, redirect_url, webhook_url, status, form_token, created_at, expires_at, updated_at, idempotency_key)
     VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?)`,
  ).run(
    row.id,
    row.amount_cents,
    row.description,
    row.redirect_url,
    row.webhook_url,
    row.form_token,
    row.created_at,
    row.expires_at,
    row.created_at,
    row.idempotency_key,
  );
}

export const findTestPaymentByKey = (db: DB, key: string): TestPaymentRow | undefined =>
  db.prepare('SELECT * FROM test_provider_payments WHERE idempotency_key = ?').get(key) as TestPaymentRow | undefined;

export const findTestPayment = (db: DB, id: string): TestPaymentRow | undefined =>
  db.prepare('SELECT * FROM test_provider_payments WHERE id = ?').get(id) as TestPaymentRow | undefined;

/** Only an open payment changes; a final status stays. Returns whether it changed. */
export const setOpenTestPaymentStatus = (db: DB, id: string, status: PaymentStatus, now: number): boolean =>
  db.prepare("UPDATE test_provider_payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'open'").run(status, now, id).changes >
  0;
