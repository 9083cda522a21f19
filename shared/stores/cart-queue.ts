import type { Cart } from '../contract/cart';
import { EMPTY_CART } from '../cart-rules';
import { deleteCart } from '../api/cart';
import { sessionStore } from '../session-storage';

// spec §4: removing the last item clears the cart locally with no call. The server still holds that
// item, so the next cart call first empties the server's cart. The mark survives a page load.
const CLEAR_KEY = 'sport-shop:cart-cleared';

function serverClearPending(): boolean {
  return sessionStore()?.getItem(CLEAR_KEY) === '1';
}

export function markServerClear(pending: boolean): void {
  if (pending) sessionStore()?.setItem(CLEAR_KEY, '1');
  else sessionStore()?.removeItem(CLEAR_KEY);
}

export interface CartQueue {
  /** Runs a cart call after the ones before it, so answers can never arrive out of order. */
  run(work: () => Promise<Cart>): Promise<Cart>;
  /** The cart the server last confirmed. */
  confirmed(): Cart;
  /** The cart is emptied here: answers of calls started before are stale. */
  clearLocally(serverStillHolds: boolean): void;
  /** Resolves when every call is done. */
  settled(): Promise<void>;
  /** Forgets everything (tests). */
  reset(): void;
}

/**
 * The queue of cart calls. `onBusy(true)` when the first call starts, `onIdle(confirmed)` when the
 * last one ends (the store then shows what the server confirmed).
 */
export function createCartQueue(hooks: { onBusy: () => void; onIdle: (confirmed: Cart) => void }): CartQueue {
  const state = { confirmed: EMPTY_CART, inFlight: 0, tail: Promise.resolve() as Promise<unknown>, generation: 0 };
  return {
    run(work) {
      state.inFlight += 1;
      hooks.onBusy();
      const run = state.tail
        .then(async () => {
          if (serverClearPending()) {
            const started = state.generation;
            const cleared = await deleteCart();
            markServerClear(false);
            if (started === state.generation) state.confirmed = cleared;
          }
          const started = state.generation;
          const cart = await work();
          if (started === state.generation) state.confirmed = cart;
          return cart;
        })
        .finally(() => {
          state.inFlight -= 1;
          if (state.inFlight === 0) hooks.onIdle(state.confirmed);
        });
      state.tail = run.catch(() => undefined);
      return run;
    },
    confirmed: () => state.confirmed,
    clearLocally(serverStillHolds) {
      state.generation += 1;
      state.confirmed = EMPTY_CART;
      markServerClear(serverStillHolds);
    },
    settled: () => state.tail.then(() => undefined),
    reset() {
      state.confirmed = EMPTY_CART;
      state.inFlight = 0;
      state.tail = Promise.resolve();
      state.generation += 1;
      markServerClear(false);
    },
  };
}
