import { atom, onMount, task } from 'nanostores';
import { getWaitingList, leaveWaitingList } from '../../../shared/api/waiting-list';
import type { WaitingListEntry } from '../../../shared/contract/waiting-list';
import { fetchEventsByExternalIds, type DashboardEvent } from '../../../shared/cms/events-by-ids';
import { readFailure } from '../../../shared/errors';

// The dashboard's waiting list (docs/rules.md "Waiting list"): each child's place in line, per event.

export interface WaitingRow {
  entry: WaitingListEntry;
  /** the CMS event (title, slug); null when the CMS does not know it or could not be reached */
  event: DashboardEvent | null;
}

/**
 * The parent's entries that still count (waiting or offered); `undefined` while loading, `null` when
 * there is no list: an API without the call (the operator's backend may gain it later) shows no section
 * and no error (docs/architecture.md "New API fields are optional").
 */
export const $waitingList = atom<WaitingRow[] | null | undefined>(undefined);

const active = (entry: WaitingListEntry) => entry.status === 'waiting' || entry.status === 'offered';

export function loadWaitingList(): Promise<void> {
  return task(async () => {
    let entries: WaitingListEntry[];
    try {
      entries = (await getWaitingList()).filter(active);
    } catch {
      $waitingList.set(null);
      return;
    }
    let events: DashboardEvent[] = [];
    try {
      events = await fetchEventsByExternalIds(entries.map((e) => e.event_uuid));
    } catch {
      // the positions are the point; the title falls back to a general one
    }
    const byId = new Map(events.map((event) => [event.external_id, event]));
    $waitingList.set(entries.map((entry) => ({ entry, event: byId.get(entry.event_uuid) ?? null })));
  });
}

onMount($waitingList, () => {
  void loadWaitingList();
  return () => $waitingList.set(undefined);
});

/** Leaves the list; the others move up, so the positions are read again. Resolves the messages to show, or null. */
export function leaveWaiting(entry: WaitingListEntry): Promise<string[] | null> {
  return task(async () => {
    try {
      await leaveWaitingList(entry.uuid);
      await loadWaitingList();
      return null;
    } catch (error) {
      return (await readFailure(error)).messages;
    }
  });
}
