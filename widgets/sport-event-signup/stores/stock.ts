import { atom, onMount, task, type ReadableAtom } from 'nanostores';
import { getEventAvailability } from '../../../shared/api/events';
import { salesOpeningOf, type SalesOpening } from '../../../shared/sales-opening';

// Remaining places per event (spec §7 GET /api/events/{uuid}/stock). spec §7/§8: the call gives null on
// error, and spec §4 counts undefined stock as sold out; `failed` keeps that case apart so the block can
// say why.
// `waitingList`: the API keeps a waiting list for the event (an addition; absent: the old sold-out button).
// `opening`: sign-up opens at a set moment (docs/rules.md "Sales opening"); null or absent: it is open.
export type Stock =
  { status: 'loading' } | { status: 'loaded'; stock: number; waitingList?: boolean; opening?: SalesOpening | null } | { status: 'failed' };

const stocks = new Map<string, ReadableAtom<Stock>>();

/**
 * The stock store of one event. Every block for that event on the page reads the same store, and the
 * store asks once: several blocks make one request.
 */
export function stockOf(uuid: string): ReadableAtom<Stock> {
  let store = stocks.get(uuid);
  if (!store) {
    const created = atom<Stock>({ status: 'loading' });
    let asked = false;
    onMount(created, () => {
      if (asked) return;
      asked = true;
      void task(async () => {
        try {
          const answer = await getEventAvailability(uuid);
          created.set({
            status: 'loaded',
            stock: answer.stock,
            waitingList: answer.waiting_list === true,
            opening: salesOpeningOf(answer),
          });
        } catch {
          created.set({ status: 'failed' });
        }
      });
    });
    stocks.set(uuid, created);
    store = created;
  }
  return store;
}

/** Tests start from an empty page. */
export function forgetStocks(): void {
  stocks.clear();
}
