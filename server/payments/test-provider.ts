// The default provider: a test checkout page on this server (/dev/checkout/{id}) with the buttons
// 'Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen'. Its state is its own table, as Mollie's would be.
import type { DB } from '../db/database';
import {
  findTestPayment,
  findTestPaymentByKey,
  insertTestPayment,
  setOpenTestPaymentStatus,
  type TestPaymentRow,
} from '../db/test-provider-payments';
import { findTestRefundByKey, insertTestRefund, sumTestRefunds } from '../db/refunds';
import { randomToken } from '../lib/crypto';
import { RefundRefused, type PaymentProvider, type PaymentStatus, type RefundInput } from './provider';

export const TEST_PAYMENT_LIFETIME_MS = 30 * 60 * 1000;
/**
 * When the shop does not answer the webhook with 2xx, it is sent again after these delays (Mollie
 * retries 10 times over 26 hours; the demo's provider keeps it to half an hour). What is still
 * lost after that is settled when the order is next looked at, or by the sweep on start.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 2 * 60_000, 10 * 60_000, 20 * 60_000];

export interface TestProviderDeps {
  db: DB;
  now: () => number;
  baseUrl: () => string;
  /** how the webhook reaches the shop (in-process); read on every call, so tests can intercept it */
  dispatch: (request: Request) => Promise<Response>;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  /**
   * The test provider is asked in-process and has no rate limit, so a status is never shared: a
   * parent back from the test payment page sees the result at once. Tests of the sharing itself set
   * LOOKUP_INTERVAL_MS here.
   */
  lookupIntervalMs = 0;

  private readonly retryDelays: readonly number[];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private deps: TestProviderDeps,
    options: { webhookRetryDelaysMs?: readonly number[] } = {},
  ) {
    this.retryDelays = options.webhookRetryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  }

  /**
   * Calls the payment's webhook (only the id, like Mollie); when the shop does not answer 2xx,
   * tries again after each of the retry delays. Resolves after the first try.
   */
  async deliverWebhook(payment: Pick<TestPaymentRow, 'id' | 'webhook_url'>, attempt = 0): Promise<void> {
    let ok = false;
    try {
      const response = await this.deps.dispatch(
        new Request(payment.webhook_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id: payment.id }).toString(),
        }),
      );
      ok = response.ok;
      if (!ok) console.warn(`test provider: webhook for ${payment.id} answered ${response.status}`);
    } catch (err) {
      console.warn(`test provider: webhook for ${payment.id} failed`, err instanceof Error ? err.message : err);
    }
    const delay = this.retryDelays[attempt];
    if (ok || delay === undefined || this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliverWebhook(payment, attempt + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** No more retries (the server closes). */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]) {
    // like Mollie's Idempotency-Key: a repeated call gets the payment the first one made
    const earlier = input.idempotencyKey ? findTestPaymentByKey(this.deps.db, input.idempotencyKey) : undefined;
    if (earlier) return { id: earlier.id, checkoutUrl: this.checkoutUrl(earlier.id) };
    const id = `tr_test${randomToken(9).replace(/[-_]/g, 'x')}`;
    const now = this.deps.now();
    insertTestPayment(this.deps.db, {
      id,
      amount_cents: Math.round(Number(input.amount.value) * 100),
      description: input.description,
      redirect_url: input.redirectUrl,
      webhook_url: input.webhookUrl,
      form_token: randomToken(24),
      created_at: now,
      expires_at: now + TEST_PAYMENT_LIFETIME_MS,
      idempotency_key: input.idempotencyKey ?? null,
    });
    return { id, checkoutUrl: this.checkoutUrl(id) };
  }

  private checkoutUrl(id: string): string {
    return `${this.deps.baseUrl()}/dev/checkout/${id}`;
  }

  async getPayment(id: string) {
    const row = this.find(id);
    if (!row) throw new Error(`Unknown test payment ${id}`);
    return { id, status: row.status };
  }

  async cancelPayment(id: string) {
    this.setStatus(id, 'canceled');
  }

  /**
   * Like Mollie: only a paid payment, never more than is left on it, the same key answers the same
   * refund. The money is back at once (shown at /dev/refunds).
   */
  async refundPayment({ paymentId, amount, description, idempotencyKey }: RefundInput) {
    const earlier = findTestRefundByKey(this.deps.db, idempotencyKey);
    if (earlier) return { id: earlier.id, status: 'refunded' as const };
    const payment = this.find(paymentId);
    if (!payment || payment.status !== 'paid') throw new RefundRefused('The payment is not paid, so it cannot be refunded.');
    const cents = Math.round(Number(amount.value) * 100);
    if (cents > payment.amount_cents - sumTestRefunds(this.deps.db, paymentId))
      throw new RefundRefused('The amount is higher than what is left to refund on this payment.');
    const id = `re_test${randomToken(9).replace(/[-_]/g, 'x')}`;
    insertTestRefund(this.deps.db, {
      id,
      payment_id: paymentId,
      amount_cents: cents,
      description,
      idempotency_key: idempotencyKey,
      status: 'refunded',
      created_at: this.deps.now(),
    });
    return { id, status: 'refunded' as const };
  }

  /** The row, with an open payment past its lifetime turned into 'expired' (as Mollie does). */
  find(id: string): TestPaymentRow | undefined {
    const row = findTestPayment(this.deps.db, id);
    if (row && row.status === 'open' && row.expires_at <= this.deps.now()) {
      this.setStatus(id, 'expired');
      row.status = 'expired';
    }
    return row;
  }

  /** Only an open payment changes; a final status stays. Returns whether it changed. */
  setStatus(id: string, status: PaymentStatus): boolean {
    return setOpenTestPaymentStatus(this.deps.db, id, status, this.deps.now());
  }
}
