// A payment provider modelled on Mollie: create a payment → send the browser to checkoutUrl →
// the provider calls our webhook with only the id → we fetch the status and act on it.
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FINAL_STATUSES: ReadonlySet<PaymentStatus> = new Set(['paid', 'failed', 'canceled', 'expired']);

export interface CreatePaymentInput {
  amount: { currency: 'EUR'; value: string }; // Mollie's format: value '12.50'
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata?: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<{ id: string; status: PaymentStatus }>;
  /** Best effort: stops an open payment that a newer checkout replaces. */
  cancelPayment?(id: string): Promise<void>;
}

/** Cents as Mollie's amount value: 1234 → '12.34'. */
export const mollieValue = (cents: number): string => (cents / 100).toFixed(2);
