import { $allowedPage } from '../guard';
import { resetPageChange } from '../page-change';
import { resetCart } from './cart';
import { resetCheckout } from './checkout';
import { resetSession } from './session';
import { resetUi } from './ui';

/**
 * Every shared store back to its start, as on a fresh page. Each store file has its own reset; this
 * calls them all, so a new store is added here once (tests: test/support/reset.ts adds the widgets').
 */
export function resetSharedStores(): void {
  resetSession();
  resetUi();
  resetCart();
  resetCheckout();
  $allowedPage.set(undefined);
  resetPageChange();
}
