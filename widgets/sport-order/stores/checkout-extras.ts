import { atom, task } from 'nanostores';
import { getPaymentMethods } from '../../../shared/api/payments';
import type { PaymentMethod } from '../../../shared/contract/payment';
import { EMPTY_CHECKOUT_EXTRAS, fetchCheckoutExtras, type CheckoutExtras } from '../../../shared/cms/checkout-extras';
import { $orderEvent } from './order-event';

// The event's age range, the cancellation rule and the shop's contact (shared/cms/checkout-extras.ts),
// loaded once per event when its order pages open. Without them (an older CMS, a failure) the pages
// are as before: no age warning, no rule or contact beside the pay button.

export const $checkoutExtras = atom<CheckoutExtras>(EMPTY_CHECKOUT_EXTRAS);
let loadedFor: string | null = null;

export function loadCheckoutExtras(slug: string): Promise<void> {
  if (loadedFor === slug) return Promise.resolve();
  loadedFor = slug;
  $checkoutExtras.set(EMPTY_CHECKOUT_EXTRAS);
  return task(async () => {
    try {
      const extras = await fetchCheckoutExtras(slug);
      if (loadedFor === slug) $checkoutExtras.set(extras);
    } catch {
      // an older CMS without these fields, or none reachable: the pages stay as they were
    }
  });
}

$orderEvent.listen((state) => {
  if (state?.status === 'ready') void loadCheckoutExtras(state.slug);
});

/** The methods of the payment page, shown beside the pay button; none when the API does not say. */
export const $paymentMethods = atom<PaymentMethod[]>([]);
let methodsAsked = false;

export function loadPaymentMethods(): Promise<void> {
  if (methodsAsked) return Promise.resolve();
  methodsAsked = true;
  return task(async () => {
    try {
      $paymentMethods.set(await getPaymentMethods());
    } catch {
      // an API without GET /api/payments/methods: the summary names no methods
    }
  });
}

export function resetCheckoutExtras(): void {
  loadedFor = null;
  $checkoutExtras.set(EMPTY_CHECKOUT_EXTRAS);
  methodsAsked = false;
  $paymentMethods.set([]);
}
