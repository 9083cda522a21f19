// The real provider, used when MOLLIE_API_KEY is set: Mollie's own Node client (@mollie/api-client)
// behind our provider interface. Mollie must reach the webhook, so BASE_URL has to be public then.
// the named export: Node loads the package's CommonJS build, whose default is the whole module
import { MollieApiError, createMollieClient, type MollieClient, type Payment } from '@mollie/api-client';
import {
  PAYMENT_STATUSES,
  RefundRefused,
  toRefundStatus,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentStatus,
  type RefundInput,
} from './provider';

export interface MollieOptions {
  apiKey: string;
  /** MOLLIE_API_BASE: default https://api.mollie.com; tests point it at a local fake (the client speaks HTTPS only) */
  apiBase?: string;
  /**
   * How long one call may take. The client retries a 5xx answer itself (three tries, 2 s apart) but
   * has no timeout of its own; a checkout holds the parent's lock while it waits (domain/checkout.ts).
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Rejects when the call takes longer than `ms` (the request itself runs on; its answer is dropped). */
function within<T>(ms: number, what: string, call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Mollie ${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/** Mollie's statuses on ours: 'authorized' (a card not yet captured) holds the order like 'pending'. */
export function toPaymentStatus(status: string): PaymentStatus {
  if ((PAYMENT_STATUSES as readonly string[]).includes(status)) return status as PaymentStatus;
  return status === 'authorized' ? 'pending' : 'open';
}

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  private readonly client: MollieClient;
  private readonly timeoutMs: number;

  constructor(options: MollieOptions) {
    const base = (options.apiBase ?? 'https://api.mollie.com').replace(/\/+$/, '');
    this.client = createMollieClient({ apiKey: options.apiKey, apiEndpoint: `${base}/v2/` });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async createPayment(input: CreatePaymentInput) {
    const { idempotencyKey, ...payment } = input;
    // the same key again (a retry after a crash) gets the payment the first call made, not a second one
    const created: Payment = await within(this.timeoutMs, 'create payment', this.client.payments.create({ ...payment, idempotencyKey }));
    const checkoutUrl = created.getCheckoutUrl();
    if (!created.id || !checkoutUrl) throw new Error('Mollie answered a payment without id or checkout link');
    return { id: created.id, checkoutUrl };
  }

  async getPayment(id: string) {
    const payment = await within(this.timeoutMs, 'get payment', this.client.payments.get(id));
    return { id, status: toPaymentStatus(payment.status) };
  }

  async cancelPayment(id: string) {
    try {
      await within(this.timeoutMs, 'cancel payment', this.client.payments.cancel(id));
    } catch (err) {
      // 422: no longer cancelable (paid, expired, already canceled): nothing left to stop
      if (err instanceof MollieApiError && err.statusCode === 422) return;
      throw err;
    }
  }

  async refundPayment({ paymentId, amount, description, idempotencyKey }: RefundInput) {
    try {
      const refund = await within(
        this.timeoutMs,
        'refund payment',
        this.client.paymentRefunds.create({ paymentId, amount, description, idempotencyKey }),
      );
      return { id: refund.id, status: toRefundStatus(refund.status) };
    } catch (err) {
      // 4xx: Mollie says no (more than is left, a payment that cannot be refunded): final for this attempt
      if (err instanceof MollieApiError && err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)
        throw new RefundRefused(err.message);
      throw err;
    }
  }
}
