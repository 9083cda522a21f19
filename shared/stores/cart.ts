import { map, task } from 'nanostores';
import { HTTPError } from 'ky';
import { isUnauthenticated, readFailure } from '../errors';
import { setError } from './ui';
import type { Cart, CartItem, CartMeta } from '../contract/cart';
import { getCart, deleteCart, deleteCartItem, postCartCode, postCartHold, postCartItems, type CodeField } from '../api/cart';
import {
  EMPTY_CART,
  EMPTY_META,
  holdsOtherEvent,
  isNextEnabledAfterAdd,
  optimisticItems,
  sameItem,
  toPayload,
  type CartItemInput,
} from '../cart-rules';
import { createCartQueue, markServerClear } from './cart-queue';

// The parent's cart: spec §3 "Cart item", "Cart", §4 "Cart", §7 cart calls. The server holds the cart
// (it survives a failed payment); this store mirrors it, shows changes at once (optimistically) and
// falls back to what the server confirmed when a call fails. Rules: shared/cart-rules.ts; the order
// of the calls: cart-queue.ts; checkout: checkout.ts.

export type { CartItemInput, CodeField };

export interface CartState {
  items: CartItem[];
  meta: CartMeta;
  /** the cart was read from the server on this page */
  loaded: boolean;
  /** a cart call is under way */
  loading: boolean;
  /** spec §4: after an add, the next page is enabled unless an item has a shirt without a size */
  nextEnabled: boolean;
  /** checkout started; the browser is on its way to the payment page */
  checkingOut: boolean;
}

const INITIAL: CartState = { items: [], meta: EMPTY_META, loaded: false, loading: false, nextEnabled: false, checkingOut: false };

export const $cart = map<CartState>(INITIAL);

function show(cart: Cart): void {
  $cart.set({ ...$cart.get(), items: cart.items, meta: cart.meta, nextEnabled: isNextEnabledAfterAdd(cart.items) });
}

export const cartQueue = createCartQueue({
  onBusy: () => $cart.setKey('loading', true),
  onIdle: (confirmed) => {
    show(confirmed);
    $cart.setKey('loading', false);
  },
});

/** Empties the cart here at once; `serverStillHolds`: the next cart call first empties the server's. */
function clearHere(serverStillHolds: boolean): void {
  cartQueue.clearLocally(serverStillHolds);
  show(EMPTY_CART);
}

/**
 * Where a failed cart call reports. Without `onError` the failure goes to the general channel (spec §8);
 * with it, the caller shows the messages where the parent acted (the child's own row), so a tap that
 * fails is not silent on a small screen. A 401 is ignored either way (spec §6).
 */
export interface CartCallOptions {
  onError?: (messages: string[]) => void;
}

async function report(error: unknown, options: CartCallOptions): Promise<void> {
  if (!options.onError) return setError(error);
  if (isUnauthenticated(error)) return;
  options.onError((await readFailure(error)).messages);
}

/** Runs a cart call in the queue; false (reported) when it failed. */
async function call(work: () => Promise<Cart>, options: CartCallOptions): Promise<boolean> {
  try {
    await cartQueue.run(work);
    return true;
  } catch (error) {
    await report(error, options);
    return false;
  }
}

/** GET /api/cart (spec §7 getCart). Resolves null when it failed (the error is on the general channel). */
export function loadCart(options: CartCallOptions = {}): Promise<Cart | null> {
  return task(async () => {
    try {
      const cart = await cartQueue.run(getCart);
      $cart.setKey('loaded', true);
      return cart;
    } catch (error) {
      await report(error, options);
      return null;
    }
  });
}

/** DELETE /api/cart: empties the cart. */
export function clearCart(options: CartCallOptions = {}): Promise<boolean> {
  return task(async () => {
    clearHere(false);
    const ok = await call(deleteCart, options);
    // the server still holds the old items: empty it at the next cart call
    if (!ok) markServerClear(true);
    return ok;
  });
}

/**
 * Opens the cart for an event: spec §4 "Loading a different event than the previous one clears the
 * cart". The check is exact: any item whose product_id is not this event's external id.
 */
export function openEventCart(externalId: string, options: CartCallOptions = {}): Promise<boolean> {
  return task(async () => {
    const cart = await loadCart(options);
    if (!cart) return false;
    if (holdsOtherEvent(cart.items, externalId)) return clearCart(options);
    return true;
  });
}

/** POST /api/cart (spec §7 addToCart): upserts the items; shown at once, confirmed by the server's cart. */
export function addToCart(items: CartItemInput[], options: CartCallOptions = {}): Promise<boolean> {
  return task(async () => {
    $cart.set({ ...$cart.get(), items: optimisticItems($cart.get().items, items), nextEnabled: false });
    return call(() => postCartItems(items.map(toPayload)), options);
  });
}

/**
 * Removes one child from the event (DELETE /api/cart/items/{product_id}/{profile_id}).
 * spec §4: removing the last item clears the cart locally with no call.
 */
export function removeFromCart(productId: string, profileId: string, options: CartCallOptions = {}): Promise<boolean> {
  return task(async () => {
    const target = { product_id: productId, profile_id: profileId };
    const rest = $cart.get().items.filter((item) => !sameItem(item, target));
    if (rest.length === 0) {
      clearHere(true);
      return true;
    }
    $cart.setKey('items', rest);
    return call(() => deleteCartItem(productId, profileId), options);
  });
}

/**
 * Applies a voucher or gift-card code (POST /api/cart with coupon_code or giftcard_code).
 * Resolves null when applied; with the server's messages when it refused the code (422), to show
 * by the input. Other failures go to the general channel and resolve an empty list.
 */
function applyCode(field: CodeField, code: string): Promise<string[] | null> {
  return task(async () => {
    const trimmed = code.trim();
    if (!trimmed) return [];
    try {
      await cartQueue.run(() => postCartCode(field, trimmed));
      return null;
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 422) {
        const failure = await readFailure(error);
        return failure.fields[field] ?? failure.messages;
      }
      await setError(error);
      return [];
    }
  });
}

/** spec §7 addVoucherToCart. */
export function applyVoucher(code: string): Promise<string[] | null> {
  return applyCode('coupon_code', code);
}

/** spec §7 addGiftCardToCart. */
export function applyGiftCard(code: string): Promise<string[] | null> {
  return applyCode('giftcard_code', code);
}

/**
 * Removes an applied voucher or gift-card code: POST /api/cart with the code null (contract: null or ''
 * removes it; server/API.md "Cart rules"). The items stay. Resolves false when it failed (general channel).
 */
export function removeCode(field: CodeField): Promise<boolean> {
  return task(() => call(() => postCartCode(field, null), {}));
}

/**
 * 'Langer vasthouden' (POST /api/cart/hold): another hold period while the event has free
 * places. Resolves false when refused; the messages go to `onError` (the timer shows them beside it).
 */
export function keepPlaces(options: CartCallOptions = {}): Promise<boolean> {
  return task(() => call(postCartHold, options));
}

/** Forgets everything (tests, via resetStores). */
export function resetCart(): void {
  cartQueue.reset();
  $cart.set(INITIAL);
}
