import { atom, task } from 'nanostores';
import type { WaitingListEntry } from '../../../shared/contract/waiting-list';
import { claimWaitingOffer, getWaitingList, joinWaitingList, leaveWaitingList } from '../../../shared/api/waiting-list';
import { readFailure } from '../../../shared/errors';
import { setError } from '../../../shared/stores/ui';

// The waiting list on the sold-out order page and the mail's link (docs/rules.md "Waiting list").

/** The parent's entries for the event of the page. */
export const $waitingEntries = atom<WaitingListEntry[]>([]);

/**
 * The first name of the child whose offered place the mail's link just put in the cart: step 1 says
 * 'Er is een plek vrij voor Finn' (the mail itself names no child, see server/domain/waiting-list-mails.ts).
 */
export const $claimedFor = atom<string | null>(null);

/** The query parameter of the offer mail's link: /order/{slug}?wachtlijst={entry uuid}. */
export const OFFER_PARAM = 'wachtlijst';

/**
 * Claims the offer of the link (the child goes into the cart with the held place), then takes the
 * parameter out of the address so a reload does not ask again. A refused claim (another account's
 * link, an offer that ran out) shows the server's message on the general channel.
 */
export async function claimFromLink(): Promise<void> {
  const url = new URL(window.location.href);
  const id = url.searchParams.get(OFFER_PARAM);
  if (!id) return;
  try {
    const entry = await claimWaitingOffer(id);
    $claimedFor.set(entry.profile.first_name.trim() || null);
  } catch (error) {
    await setError(error);
  }
  url.searchParams.delete(OFFER_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** GET /api/user/waiting-list, only this event's entries; a failure leaves the list as it was. */
export function loadWaitingEntries(eventUuid: string): Promise<void> {
  return task(async () => {
    try {
      $waitingEntries.set((await getWaitingList()).filter((e) => e.event_uuid === eventUuid));
    } catch {
      // the panel still offers to join; joining answers the entries again
    }
  });
}

/** Puts the children on the list; resolves the messages to show by the form, or null when done. */
export function joinList(eventUuid: string, profileIds: string[]): Promise<string[] | null> {
  return task(async () => {
    try {
      $waitingEntries.set(await joinWaitingList(eventUuid, profileIds));
      return null;
    } catch (error) {
      return (await readFailure(error)).messages;
    }
  });
}

/** Leaves the list; the others move up, so the positions are read again. */
export function leaveList(entry: WaitingListEntry): Promise<string[] | null> {
  return task(async () => {
    try {
      await leaveWaitingList(entry.uuid);
      await loadWaitingEntries(entry.event_uuid);
      return null;
    } catch (error) {
      return (await readFailure(error)).messages;
    }
  });
}

export function resetWaitingList(): void {
  $waitingEntries.set([]);
  $claimedFor.set(null);
}
