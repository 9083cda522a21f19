// The default provider: a test checkout page on this server (/dev/checkout/{id}) with the buttons
// 'Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen'. Its state is its own table, as Mollie's would be.
import type { DB } from '../db/database';
import { randomToken } from '../lib/crypto';
import type { PaymentProvider, PaymentStatus } from './provider';

export const TEST_PAYMENT_LIFETIME_MS = 30 * 60 * 1000;

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
}

export interface TestProviderDeps {
  db: DB;
  now: () => number;
  baseUrl: () => string;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private deps: TestProviderDeps) {}

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]) {
    const id = `tr_test${randomToken(9).replace(/[-_]/g, 'x')}`;
    const now = this.deps.now();
    this.deps.db
      .prepare(
        `INSERT INTO test_provider_payments (id, amount_cents, description, redirect_url, webhook_url, status, form_token, created_at, expires_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)`,
      )
      .run(id, Math.round(Number(input.amount.value) * 100), input.description, input.redirectUrl, input.webhookUrl, randomToken(24), now, now + TEST_PAYMENT_LIFETIME_MS, now);
    return { id, checkoutUrl: `${this.deps.baseUrl()}/dev/checkout/${id}` };
  }

  async getPayment(id: string) {
    const row = this.find(id);
    if (!row) throw new Error(`Unknown test payment ${id}`);
    return { id, status: row.status };
  }

  async cancelPayment(id: string) {
    this.setStatus(id, 'canceled');
  }

  /** The row, with an open payment past its lifetime turned into 'expired' (as Mollie does). */
  find(id: string): TestPaymentRow | undefined {
    const row = this.deps.db.prepare('SELECT * FROM test_provider_payments WHERE id = ?').get(id) as TestPaymentRow | undefined;
    if (row && row.status === 'open' && row.expires_at <= this.deps.now()) {
      this.setStatus(id, 'expired');
      row.status = 'expired';
    }
    return row;
  }

  /** Only an open payment changes; a final status stays. Returns whether it changed. */
  setStatus(id: string, status: PaymentStatus): boolean {
    const r = this.deps.db
      .prepare("UPDATE test_provider_payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'open'")
      .run(status, this.deps.now(), id);
    return r.changes > 0;
  }
}
