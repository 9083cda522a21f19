import { atom, task } from 'nanostores';
import { fetchStock, isSoldOut } from './order-event';

// Step 1: a child refused because the last place went meanwhile (another family's cart took it). The
// message says 'zet je kind op de wachtlijst', so the screen offers that list there and then
// (docs/rules.md "Waiting list"), instead of only on the sold-out page after a reload.

/** The event's places are gone now and the API keeps a waiting list; null: nothing to offer. */
export const $fullNow = atom<{ eventUuid: string } | null>(null);

/**
 * After a refused add: asks the stock again; no place left beyond the parent's own (`ownPlaces`, the
 * children in their cart, which the parent's stock counts) and a waiting list offers the list on step 1.
 */
export function checkFullNow(eventUuid: string, ownPlaces: number): Promise<void> {
  return task(async () => {
    const { stock, waitingList } = await fetchStock(eventUuid);
    if (waitingList && stock !== null && isSoldOut(stock - ownPlaces)) $fullNow.set({ eventUuid });
  });
}

export function resetFullNow(): void {
  $fullNow.set(null);
}
