// A ticket's answers to its event's questions on the dashboard (docs/rules.md "Questions per event"): the
// questions come with the dashboard's CMS events, the answers with the tickets; here the answers as the
// server confirmed a change, and one editor open at a time (its errors are on the one form channel).
import { atom } from 'nanostores';
import { putTicketAnswers } from '../../../shared/api/answers';
import type { Answers } from '../../../shared/contract/questions';
import { onFormChannel } from '../../../shared/form-channel';
import { clearFormErrors } from '../../../shared/stores/ui';

/** Answers saved on this page, by ticket uuid: newer than the ones the dashboard loaded. */
export const $savedAnswers = atom<Record<string, Answers>>({});
/** The ticket whose answers are being changed; null: none. */
export const $editingTicket = atom<string | null>(null);

export function editAnswers(ticketUuid: string | null): void {
  clearFormErrors();
  $editingTicket.set(ticketUuid);
}

/** PUT /api/tickets/{uuid}/answers; its errors stand by their field. True when saved. */
export function saveTicketAnswers(ticketUuid: string, answers: Answers): Promise<boolean> {
  return onFormChannel(async () => {
    const saved = await putTicketAnswers(ticketUuid, answers);
    $savedAnswers.set({ ...$savedAnswers.get(), [ticketUuid]: saved.answers });
    $editingTicket.set(null);
  });
}

export function resetAnswers(): void {
  $savedAnswers.set({});
  $editingTicket.set(null);
}
