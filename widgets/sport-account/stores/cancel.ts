// Undoing a child's ticket from the dashboard (docs/rules.md "Cancellation"): the dialog shows the
// server's quote, asks once, and cancels once, however often the button is pressed.
import { atom, task } from 'nanostores';
import { cancelQuote, cancelTicket } from '../../../shared/api/tickets';
import type { CancelAnswer, CancelQuote } from '../../../shared/contract/cancellation';
import type { ShopContact } from '../../../shared/contract/cms';
import { fetchShopContact } from '../../../shared/cms/shop-contact';
import { httpStatus, readFailure } from '../../../shared/errors';
import { loadDashboard } from './dashboard';
import { loadOrders } from './orders';

/** The ticket the dialog is about, as the dashboard shows it (before the server has answered). */
export interface CancelTarget {
  ticket: string;
  /** the child's first name */
  name: string;
  /** the event's title */
  event: string;
  /** the event's external id (where focus goes after the dialog) */
  eventUuid: string;
}

export type CancelState =
  | { step: 'loading'; target: CancelTarget }
  /** the quote could not be read: the messages, and 'Opnieuw proberen' */
  | { step: 'unavailable'; target: CancelTarget; errors: string[] }
  /** the server's numbers; outside the rule (can_cancel false) its reason and the shop's contact */
  | { step: 'quote'; target: CancelTarget; quote: CancelQuote; contact: ShopContact | null; sending: boolean; errors: string[] }
  | { step: 'done'; target: CancelTarget; quote: CancelQuote; answer: CancelAnswer };

/** The cancel dialog; null while closed. */
export const $cancel = atom<CancelState | null>(null);

/** Sets the state only while the dialog is still about this target (not closed or opened for another). */
function update(target: CancelTarget, state: CancelState): void {
  if ($cancel.get()?.target === target) $cancel.set(state);
}

async function loadQuote(target: CancelTarget): Promise<void> {
  try {
    const quote = await cancelQuote(target.ticket);
    // outside the rule a person can still help: how to reach the shop (an older CMS without it: nothing more)
    const contact = quote.can_cancel ? null : await fetchShopContact().catch(() => null);
    update(target, { step: 'quote', target, quote, contact, sending: false, errors: [] });
  } catch (error) {
    update(target, { step: 'unavailable', target, errors: (await readFailure(error)).messages });
  }
}

/** Opens the dialog for this ticket and asks the server what a cancel would give back now. */
export function openCancel(target: CancelTarget): Promise<void> {
  $cancel.set({ step: 'loading', target });
  return task(() => loadQuote(target));
}

/** 'Opnieuw proberen' after the quote could not be read. */
export function retryQuote(): Promise<void> {
  const state = $cancel.get();
  if (state?.step !== 'unavailable') return Promise.resolve();
  $cancel.set({ step: 'loading', target: state.target });
  return task(() => loadQuote(state.target));
}

export function closeCancel(): void {
  $cancel.set(null);
}

/**
 * 'Ja, annuleer …': one POST, whatever the number of clicks (the state says it is under way). The
 * events and orders are read again before the result shows, so the ticket has left the upcoming list
 * and the receipt has its refund lines when the parent closes the dialog.
 */
export function confirmCancel(): Promise<void> {
  const state = $cancel.get();
  if (state?.step !== 'quote' || !state.quote.can_cancel || state.sending) return Promise.resolve();
  const { target, quote } = state;
  $cancel.set({ ...state, sending: true, errors: [] });
  return task(async () => {
    try {
      const answer = await cancelTicket(target.ticket);
      await Promise.all([loadDashboard(), loadOrders()]);
      update(target, { step: 'done', target, quote, answer });
    } catch (error) {
      const status = httpStatus(error);
      if (status === 409 || status === 422) {
        // canceled meanwhile (another tab) or the last day passed since the quote: the server says how it stands now
        await Promise.all([loadQuote(target), loadDashboard(), loadOrders()]);
        return;
      }
      // the network or the server failed: nothing changed, the question stands and can be answered again
      update(target, { ...state, sending: false, errors: (await readFailure(error)).messages });
    }
  });
}
