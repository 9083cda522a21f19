// Acting on a payment status (Mollie style): the webhook and the return URL only say which
// payment; the status is always fetched from the provider and applied idempotently.
import { pathTo } from '../../shared/contract/routes';
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { findGiftCardById } from '../db/codes';
import { findOrder } from '../db/orders';
import {
  findPaymentByProviderId,
  findPaymentByUuid,
  listPaymentsOf,
  listUnfinishedPayments,
  setPaymentStatus,
  type PaymentRow,
} from '../db/payments';
import { lookupsOf } from '../payments/lookups';
import { FINAL_PAYMENT_STATUSES, FINAL_STATUSES, type PaymentStatus } from '../payments/provider';
import { texts } from '../texts';
import { notFound } from './errors';
import { applyGiftCardStatus } from './gift-card-status';
import { applyOrderStatus } from './order-status';
import { sendPendingRefunds } from './refunds';

/**
 * Fetches the status from the provider and applies it. A repeated call changes nothing. At most one
 * call per payment every few seconds (payments/lookups.ts): 'fresh' waits for a lookup made after
 * the call, 'recent' may share one a few seconds old.
 */
async function syncPayment(deps: Deps, payment: PaymentRow, how: 'fresh' | 'recent' = 'fresh'): Promise<PaymentStatus> {
  const { status } = await lookupsOf(deps.payments)[how](payment.provider_id);
  inTransaction(deps.db, () => {
    setPaymentStatus(deps.db, payment.id, status, deps.now());
    if (payment.order_id !== null) applyOrderStatus(deps, payment.order_id, status);
    if (payment.gift_card_id !== null) applyGiftCardStatus(deps, payment.gift_card_id, status);
  });
  // a payment for an order that could not be honoured was given a refund just now: send it
  if (payment.order_id !== null && status === 'paid') await sendPendingRefunds(deps, payment.order_id);
  return status;
}

/** The payment's status from the provider, applied; for a payment about to be handed back (checkout-reuse.ts). */
export const refreshPayment = (deps: Deps, payment: PaymentRow): Promise<PaymentStatus> => syncPayment(deps, payment, 'recent');

/**
 * The provider's webhook names a payment by its id. Unknown ids change nothing (the route answers
 * 200 all the same); a provider that cannot be reached rejects, so the provider tries again.
 */
export async function paymentWebhook(deps: Deps, providerId: string): Promise<void> {
  const payment = findPaymentByProviderId(deps.db, providerId);
  if (payment) await syncPayment(deps, payment);
}

/**
 * Where the browser goes after paying: the success or failure page of the order or gift card, on
 * `site` (the shop or the embedding site). The webhook may not have arrived yet: the provider is
 * asked first.
 */
export async function paymentReturnPage(deps: Deps, paymentUuid: string, site: string): Promise<string> {
  const payment = findPaymentByUuid(deps.db, paymentUuid);
  if (!payment) throw notFound(texts.paymentNotFound);
  if (!FINAL_STATUSES.has(payment.status)) await syncPayment(deps, payment).catch(() => undefined);
  if (payment.order_id !== null) {
    const order = findOrder(deps.db, payment.order_id);
    if (!order) throw notFound(texts.paymentNotFound);
    const ok = order.status === 'paid' || order.status === 'pending';
    return `${site}${pathTo(ok ? 'orderSuccess' : 'orderFailed', {}, { order: order.uuid })}`;
  }
  const card = payment.gift_card_id === null ? undefined : findGiftCardById(deps.db, payment.gift_card_id);
  if (!card) throw notFound(texts.paymentNotFound);
  // like orders: a payment the provider still calls pending counts as on its way (the page waits for it)
  const current = findPaymentByUuid(deps.db, payment.uuid);
  const ok = card.status === 'active' || (card.status === 'pending' && current?.status === 'pending');
  return `${site}${pathTo(ok ? 'giftCardSuccess' : 'giftCardFailed', {}, { giftcard: card.uuid })}`;
}

/**
 * An order that is still open or pending asks the provider about its payment before it is shown:
 * when the webhook was lost (a crash between the provider's status and our update), the order is
 * settled here. A provider that cannot be reached leaves it as it is.
 */
export async function settleOrder(deps: Deps, orderId: number): Promise<void> {
  const status = findOrder(deps.db, orderId)?.status;
  if (status === 'open' || status === 'pending') await syncOpenPayments(deps, listPaymentsOf(deps.db, { order_id: orderId }));
}

/** The same for a gift card still waiting for its payment (the success page asks while it waits). */
export async function settleGiftCard(deps: Deps, cardId: number): Promise<void> {
  if (findGiftCardById(deps.db, cardId)?.status === 'pending')
    await syncOpenPayments(deps, listPaymentsOf(deps.db, { gift_card_id: cardId }));
}

async function syncOpenPayments(deps: Deps, payments: PaymentRow[]): Promise<void> {
  for (const payment of payments) {
    if (!FINAL_STATUSES.has(payment.status))
      await syncPayment(deps, payment, 'recent').catch((err: unknown) =>
        console.warn(`could not fetch payment ${payment.provider_id}`, err),
      );
  }
}

/** Payments not older than this are asked about on start; older open ones are long expired at the provider. */
const SWEEP_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * On start: every payment that is not final yet is asked about, so one whose webhook was lost
 * while the server was down is settled without waiting for anyone to look at it.
 */
export async function sweepPayments(deps: Deps): Promise<number> {
  let settled = 0;
  for (const payment of listUnfinishedPayments(deps.db, FINAL_PAYMENT_STATUSES, deps.now() - SWEEP_WINDOW_MS)) {
    try {
      if (FINAL_STATUSES.has(await syncPayment(deps, payment))) settled++;
    } catch (err) {
      console.warn(`sweep: could not fetch payment ${payment.provider_id}`, err instanceof Error ? err.message : err);
    }
  }
  return settled;
}
