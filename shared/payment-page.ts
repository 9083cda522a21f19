import { isHttpUrl } from './redirect';
import { nl } from './nl';
import { $error } from './stores/ui';

// Leaving for the payment provider's page, the same way for an order (shared/stores/checkout.ts)
// and a gift card (widgets/sport-gift-card/stores/payment.ts).

/**
 * Sends the browser to the provider's payment page, but only to an http(s) address (spec §4 "Cart"):
 * anything else shows the Dutch error and returns false.
 */
export function goToPaymentPage(url: string, browser: { assign(url: string): void }): boolean {
  if (!isHttpUrl(url)) {
    $error.set([nl.cart.unsafePaymentUrl]);
    return false;
  }
  browser.assign(url);
  return true;
}

/** Back from the payment page out of the back/forward cache: `reset` makes the page usable again. */
export function onBackFromPaymentPage(reset: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reset();
  });
}
