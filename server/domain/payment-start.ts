// Starting a payment at the provider (Mollie style) for an order or a gift card: the same return
// address and webhook for both.
import type { Deps } from '../context';
import { insertPayment } from '../db/payments';
import { mollieValue } from '../payments/provider';

/**
 * The provider's redirectUrl for a payment: our return route, carrying the embedding site the
 * checkout came from when that is not the shop (server/http/return-site.ts checks it again there).
 */
function paymentReturnUrl(deps: Deps, paymentUuid: string, site: string): string {
  const url = `${deps.baseUrl()}/api/payments/${paymentUuid}/return`;
  return site === deps.baseUrl() ? url : `${url}?site=${encodeURIComponent(site)}`;
}

export interface PaymentRequest {
  paymentUuid: string;
  cents: number;
  description: string;
  /** where the browser comes back to: the shop or an allowed embedding origin */
  site: string;
  metadata: Record<string, string>;
}

/** Creates the payment at the provider; rejects as the provider does (the caller decides what fails). */
export function createProviderPayment(deps: Deps, p: PaymentRequest): Promise<{ id: string; checkoutUrl: string }> {
  return deps.payments.createPayment({
    amount: { currency: 'EUR', value: mollieValue(p.cents) },
    description: p.description,
    redirectUrl: paymentReturnUrl(deps, p.paymentUuid, p.site),
    webhookUrl: `${deps.baseUrl()}/api/payments/webhook`,
    metadata: p.metadata,
  });
}

/** Our record of a payment the provider created, 'open' until its status says otherwise. */
export function recordPayment(
  deps: Deps,
  p: PaymentRequest,
  created: { id: string; checkoutUrl?: string },
  of: { order_id: number } | { gift_card_id: number },
  now: number,
): void {
  insertPayment(deps.db, { uuid: p.paymentUuid, provider: deps.payments.name, provider_id: created.id, amount_cents: p.cents, checkout_url: created.checkoutUrl, ...of }, now);
}
