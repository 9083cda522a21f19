// Starting a payment at the provider (Mollie style) for an order or a gift card: the same return
// address and webhook for both.
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { deletePaymentAttempt, insertPayment, insertPaymentAttempt } from '../db/payments';
import { PROCESS_OWNER } from '../lib/process-owner';
import { mollieValue, type CreatePaymentInput } from '../payments/provider';

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

/** The provider's create call for a payment; its uuid is the Idempotency-Key. */
export function paymentCreateInput(deps: Deps, p: PaymentRequest): CreatePaymentInput {
  return {
    amount: { currency: 'EUR', value: mollieValue(p.cents) },
    description: p.description,
    redirectUrl: paymentReturnUrl(deps, p.paymentUuid, p.site),
    webhookUrl: `${deps.baseUrl()}/api/payments/webhook`,
    metadata: p.metadata,
    idempotencyKey: p.paymentUuid,
  };
}

type PaymentOf = { order_id: number } | { gift_card_id: number };

/**
 * Creates the payment at the provider and records it. The attempt is written first, with the call
 * and its Idempotency-Key: should this process die before the answer is recorded, the next start
 * makes the same call again and gets the same payment (payment-recovery.ts), so no payment exists
 * that the shop does not know. `whenRecorded` runs in the recording transaction. Rejects as the
 * provider does, with the attempt removed (the caller decides what fails).
 */
export async function createRecordedPayment<T>(
  deps: Deps,
  p: PaymentRequest,
  of: PaymentOf,
  now: number,
  options: { cartKey?: string; whenRecorded?: () => T } = {},
): Promise<{ created: { id: string; checkoutUrl: string }; after: T | undefined }> {
  const input = paymentCreateInput(deps, p);
  const ofRow = { order_id: 'order_id' in of ? of.order_id : null, gift_card_id: 'gift_card_id' in of ? of.gift_card_id : null };
  const cartKey = options.cartKey ?? null;
  insertPaymentAttempt(deps.db, {
    payment_uuid: p.paymentUuid,
    ...ofRow,
    amount_cents: p.cents,
    request: JSON.stringify(input),
    cart_key: cartKey,
    owner: PROCESS_OWNER,
    created_at: now,
  });
  let created: { id: string; checkoutUrl: string };
  try {
    created = await deps.payments.createPayment(input);
  } catch (err) {
    deletePaymentAttempt(deps.db, p.paymentUuid);
    throw err;
  }
  const after = inTransaction(deps.db, () => {
    recordPayment(deps, { uuid: p.paymentUuid, cents: p.cents, cartKey }, created, of, now);
    return options.whenRecorded?.();
  });
  return { created, after };
}

/** Our record of a payment the provider created, 'open' until its status says otherwise; its attempt is done. */
export function recordPayment(
  deps: Deps,
  p: { uuid: string; cents: number; cartKey: string | null },
  created: { id: string; checkoutUrl?: string },
  of: PaymentOf,
  now: number,
): void {
  insertPayment(
    deps.db,
    {
      uuid: p.uuid,
      provider: deps.payments.name,
      provider_id: created.id,
      amount_cents: p.cents,
      checkout_url: created.checkoutUrl,
      cart_key: p.cartKey,
      ...of,
    },
    now,
  );
  deletePaymentAttempt(deps.db, p.uuid);
}
