import { task } from 'nanostores';
import { postCheckout } from '../api/cart';
import { goToPaymentPage, onBackFromPaymentPage } from '../payment-page';
import { nl } from '../nl';
import { $error, setError } from './ui';
import { $cart, cartQueue } from './cart';
import { pageLoad } from '../browser';

const pending: { request: Promise<boolean> | null } = { request: null };

/**
 * POST /api/cart/checkout, then the browser goes to the returned payment_url (spec §4 "Cart"), but only
 * to an http(s) address. A second call while one is under way joins it: a double click never makes two orders.
 */
export function checkout(): Promise<boolean> {
  if (pending.request) return pending.request;
  if ($cart.get().checkingOut) return Promise.resolve(false);
  $cart.setKey('checkingOut', true);
  pending.request = task(async () => {
    let leaving = false;
    try {
      await cartQueue.settled();
      if (cartQueue.confirmed().items.length === 0) {
        $error.set([nl.cart.emptyCart]);
        return false;
      }
      const answer = await postCheckout();
      leaving = goToPaymentPage(answer.payment_url, pageLoad);
      return leaving;
    } catch (error) {
      await setError(error);
      return false;
    } finally {
      pending.request = null;
      if (!leaving) $cart.setKey('checkingOut', false);
    }
  });
  return pending.request;
}

/** Forgets a checkout under way (tests, via resetStores). */
export function resetCheckout(): void {
  pending.request = null;
}

onBackFromPaymentPage(() => $cart.setKey('checkingOut', false));
