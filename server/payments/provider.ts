// A payment provider modelled on Mollie: create a payment → send the browser to checkoutUrl →
// the provider calls our webhook with only the id → we fetch the status and act on it.
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The statuses a payment ends in: after these the provider never changes it again. */
export const FINAL_PAYMENT_STATUSES = ['paid', 'failed', 'canceled', 'expired'] as const satisfies readonly PaymentStatus[];
export const FINAL_STATUSES: ReadonlySet<PaymentStatus> = new Set(FINAL_PAYMENT_STATUSES);

export interface CreatePaymentInput {
  amount: { currency: 'EUR'; value: string }; // Mollie's format: value '12.50'
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata?: Record<string, string>;
  /**
   * The same key again returns the payment the first call made (Mollie's Idempotency-Key), so a
   * call repeated after a crash or a lost answer never makes a second payable payment.
   */
  idempotencyKey?: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<{ id: string; status: PaymentStatus }>;
  /**
   * How long a looked-up status may be shared (payments/lookups.ts); default LOOKUP_INTERVAL_MS.
   * A provider with a rate limit (Mollie) keeps the default; one that costs nothing to ask may say 0.
   */
  readonly lookupIntervalMs?: number;
  /** Best effort: stops an open payment that a newer checkout replaces. */
  cancelPayment?(id: string): Promise<void>;
  /**
   * Sends (part of) a paid payment back (Mollie: POST /v2/payments/{id}/refunds). The same
   * idempotencyKey again answers the refund the first call made, never a second one. Rejects with
   * RefundRefused when the provider says no (the reason is shown to staff); any other rejection
   * means the answer is unknown and the same call may be made again.
   */
  refundPayment(input: RefundInput): Promise<{ id: string; status: RefundProviderStatus }>;
}

export interface RefundInput {
  paymentId: string;
  amount: { currency: 'EUR'; value: string };
  description: string;
  idempotencyKey: string;
}

/** Mollie's refund statuses on ours: queued, pending, processing → processing; refunded; failed, canceled → failed. */
export type RefundProviderStatus = 'processing' | 'refunded' | 'failed';

export function toRefundStatus(status: string): RefundProviderStatus {
  if (status === 'refunded') return 'refunded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'processing';
}

/** The provider refused the refund (e.g. more than is left on the payment); its message says why. */
export class RefundRefused extends Error {}

/** Cents as Mollie's amount value: 1234 → '12.34'. */
export const mollieValue = (cents: number): string => (cents / 100).toFixed(2);
