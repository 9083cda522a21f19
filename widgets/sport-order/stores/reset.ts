import { resetCheckoutExtras } from './checkout-extras';
import { resetNewChildren } from './new-children';
import { resetOrderEvent } from './order-event';
import { resetParticipants } from './participants';
import { resetQuestions } from './questions';
import { resetOrderResult } from './result';
import { resetWaitingList } from './waiting-list';
import { resetFullNow } from './full-now';

/** Every store of the order flow back to its start (tests, via resetStores). */
export function resetOrderStores(): void {
  resetOrderEvent();
  resetParticipants();
  resetNewChildren();
  resetOrderResult();
  resetWaitingList();
  resetCheckoutExtras();
  resetQuestions();
  resetFullNow();
}
