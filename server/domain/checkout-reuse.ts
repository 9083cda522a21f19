// A second checkout of an unchanged cart (a second tab, a double click after the lock was freed, back
// from the payment page and on again) hands back the payment that is still open, instead of
// replacing the order and making a second payable payment.
import { createHash } from 'node:crypto';
import type { Deps } from '../context';
import { findOrder } from '../db/orders';
import { findOpenPaymentForCart } from '../db/payments';
import type { StoredCart } from './cart';
import { refreshPayment } from './payments';

/**
 * Handed back only while the order keeps its places a while longer (it holds them 35 minutes), so the
 * parent is not sent to pay for places about to be released.
 */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

/** What makes two checkouts the same: the event and its prices, each child's line, the codes, and where the browser returns to. */
export function cartKey(cart: StoredCart, site: string): string {
  const first = cart.lines[0]?.event;
  const key = {
    event: first ? [first.id, first.price_cents, first.shirt_price_cents, first.free_shirt] : null,
    lines: cart.lines.map((l) => [l.profile.id, l.with_shirt, l.shirt_size, l.answers]).sort((a, b) => Number(a[0]) - Number(b[0])),
    coupon: cart.coupon_code?.toUpperCase() ?? null,
    giftcard: cart.giftcard_code?.toUpperCase() ?? null,
    site,
  };
  return createHash('sha256').update(JSON.stringify(key)).digest('base64url');
}

/** The parent's open order for this same cart and its payment page, when the provider still calls it open. */
export async function reusableCheckout(
  deps: Deps,
  userId: number,
  key: string,
  now: number,
): Promise<{ payment_url: string; order: string } | null> {
  const payment = findOpenPaymentForCart(deps.db, userId, key, now + REUSE_MARGIN_MS);
  if (!payment?.checkout_url || payment.order_id === null) return null;
  // the provider has the last word: canceled or expired there while its webhook was lost, it is settled and a new checkout follows
  const status = await refreshPayment(deps, payment).catch(() => null);
  const order = findOrder(deps.db, payment.order_id);
  if (status !== 'open' || order?.status !== 'open') return null;
  return { payment_url: payment.checkout_url, order: order.uuid };
}
