import { resetAnswers } from './answers';
import { $cancel } from './cancel';
import { $dashboard, $ticketedChildren } from './dashboard';
import { $footer } from './footer';
import { $orders } from './orders';
import { resetOwnData } from './own-data';
import { $resetLinkError } from './reset-link';
import { $typedEmail } from './typed-email';

/** The account widget's own stores back to their start (tests, via resetStores). */
export function resetAccountStores(): void {
  $typedEmail.set('');
  $dashboard.set(undefined);
  $orders.set(undefined);
  $ticketedChildren.set(new Set());
  $footer.set(null);
  $resetLinkError.set(null);
  $cancel.set(null);
  resetOwnData();
  resetAnswers();
}
