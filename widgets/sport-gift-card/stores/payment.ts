// To the payment page (spec §4 "Gift card": POST /api/gift-card, then the provider's page).
import { atom, task } from 'nanostores';
import { buyGiftCard } from '../../../shared/api/gift-card';
import { pageLoad } from '../../../shared/browser';
import { goToPaymentPage, onBackFromPaymentPage } from '../../../shared/payment-page';
import { $error, clearFormErrors, setError, setFormError } from '../../../shared/stores/ui';
import { toPayload } from '../rules';
import { $draft } from './draft';

/** 'leaving': the browser is on its way to the payment page; the button stays busy. */
export const $paying = atom<'idle' | 'starting' | 'leaving'>('idle');
let payRequest: Promise<boolean> | null = null;

/**
 * POST /api/gift-card, then the browser goes to payment_url (http(s) only, spec §7). A second call
 * while one is under way joins it: a double click never starts two payments.
 */
export function pay(): Promise<boolean> {
  if (payRequest) return payRequest;
  if ($paying.get() !== 'idle') return Promise.resolve(false);
  $paying.set('starting');
  clearFormErrors();
  $error.set([]);
  payRequest = task(async () => {
    let leaving = false;
    try {
      const answer = await buyGiftCard(toPayload($draft.get()));
      leaving = goToPaymentPage(answer.payment_url, pageLoad);
      if (leaving) $paying.set('leaving');
      return leaving;
    } catch (error) {
      const failure = await setFormError(error);
      if (!Object.keys(failure.fields).length) {
        clearFormErrors();
        await setError(error);
      }
      return false;
    } finally {
      payRequest = null;
      if (!leaving) $paying.set('idle');
    }
  });
  return payRequest;
}

onBackFromPaymentPage(() => $paying.set('idle'));
