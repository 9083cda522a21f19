import { atom, onMount, task, type ReadableAtom } from 'nanostores';
import { getUpcomingStocks } from '../../../shared/api/events';
import type { EventStockEntry } from '../../../shared/contract/event';
import { fetchListEvents, type ListEvent } from './cms';

// The list's two reads, each once per page however many lists it holds (docs/rules.md "Event list"):
// the CMS's events (one GraphQL request) and the places of every upcoming event (one
// GET /api/events/stock, never one per event). They run side by side when the first list mounts.

export type EventsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; events: ListEvent[] };
/** `failed`: the places are unknown (a wrong address, a CSP, the shop down, an unreadable answer). */
export type PlacesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; byUuid: ReadonlyMap<string, EventStockEntry> };

function loadOnce<T>(initial: T, load: (set: (value: T) => void) => Promise<void>): ReadableAtom<T> {
  const store = atom<T>(initial);
  let asked = false;
  onMount(store, () => {
    if (asked) return;
    asked = true;
    void task(() => load((value) => store.set(value)));
  });
  return store;
}

function createStores() {
  return {
    events: loadOnce<EventsState>({ status: 'loading' }, async (set) => {
      try {
        set({ status: 'loaded', events: await fetchListEvents() });
      } catch {
        set({ status: 'failed' });
      }
    }),
    places: loadOnce<PlacesState>({ status: 'loading' }, async (set) => {
      try {
        const entries = await getUpcomingStocks();
        set({ status: 'loaded', byUuid: new Map(entries.map((e) => [e.uuid, e])) });
      } catch {
        set({ status: 'failed' });
      }
    }),
  };
}

let stores = createStores();

export const $listEvents = (): ReadableAtom<EventsState> => stores.events;
export const $listPlaces = (): ReadableAtom<PlacesState> => stores.places;

/** Tests start from an empty page. */
export function forgetListStores(): void {
  stores = createStores();
}
