import { isHttpUrl } from '../payment-url';
import { map, task } from 'nanostores';
import { HTTPError } from 'ky';
import { http, readData } from '../http';
import { isUnauthenticated, readFailure } from '../errors';
import { parseAmount } from '../format';
import { $error, setError } from './ui';
import { CartSchema, type Cart, type CartItem, type CartItemPayload, type CartMeta, type ShirtSize } from '../contract/cart';
import { CheckoutAnswerSchema } from '../contract/order';
import { sessionStore } from '../session-storage';

// The parent's cart: spec §3 "Cart item", "Cart", §4 "Cart", §7 cart calls. The server holds the cart
// (it survives a failed payment); this store mirrors it, shows changes at once (optimistically) and
// falls back to what the server confirmed when a call fails.

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

/** What the store needs to add an item: the payload of POST /api/cart. */
export interface CartItemInput {
  product_id: string;
  profile_id: string;
  with_shirt: boolean;
  shirt_size: ShirtSize;
}

const ZERO = '0.00';
export const EMPTY_META: CartMeta = {
  base_amount: ZERO,
  cart_amount: ZERO,
  discount_amount: ZERO,
  coupon_code: null,
  giftcard_code: null,
  coupon_amount: ZERO,
  giftcard_amount: ZERO,
};
const EMPTY_CART: Cart = { items: [], meta: EMPTY_META };

export const $cart = map<CartState>({
  items: [],
  meta: EMPTY_META,
  loaded: false,
  loading: false,
  nextEnabled: false,
  checkingOut: false,
});

// The store's own Dutch texts (the widget's nl.ts cannot be imported from shared/).
export const cartMessages = {
  unsafePaymentUrl: 'We konden de betaalpagina niet openen: de server gaf een ongeldig adres. Probeer het opnieuw of neem contact met ons op.',
  emptyCart: 'Je winkelmand is leeg. Kies eerst een kind voor dit evenement.',
} as const;

/** Where the browser goes; replaced in tests. */
export const cartBrowser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

// ---- pure rules ------------------------------------------------------------------------------

const sameItem = (a: { product_id: string; profile_id: string }, b: { product_id: string; profile_id: string }) =>
  a.product_id === b.product_id && a.profile_id === b.profile_id;

/**
 * spec §4 "Cart": adding an item for an existing profile and event replaces that item, otherwise it
 * is appended. The cart holds one event, so an item of another event starts a new cart (as the server does).
 */
export function upsertItems<T extends { product_id: string; profile_id: string }>(current: readonly T[], added: readonly T[]): T[] {
  let items = [...current];
  for (const item of added) {
    if (items.some((i) => i.product_id !== item.product_id)) items = [];
    const index = items.findIndex((i) => sameItem(i, item));
    if (index === -1) items.push(item);
    else items[index] = item;
  }
  return items;
}

/** spec §4 "Cart": after an add, the next page is enabled unless a returned item has shirt_size none while with_shirt is true. */
export function isNextEnabledAfterAdd(items: readonly Pick<CartItem, 'with_shirt' | 'shirt_size'>[]): boolean {
  return !items.some((item) => item.with_shirt && item.shirt_size === 'none');
}

/** Exact check (spec §4 called the old one doubtful): the cart holds an item of another event than this one. */
export function holdsOtherEvent(items: readonly Pick<CartItem, 'product_id'>[], externalId: string): boolean {
  return items.some((item) => item.product_id !== externalId);
}

export type SummaryTotals =
  | { discount: false; total: string }
  | { discount: true; base: string; discountAmount: string; total: string };

/**
 * spec §4 "Summary totals": amounts are compared with their thousand commas removed. Equal: only the
 * total. Base above the cart amount: a discount line and the discounted total.
 */
export function summaryTotals(meta: Pick<CartMeta, 'base_amount' | 'cart_amount' | 'discount_amount'>): SummaryTotals {
  const base = parseAmount(meta.base_amount);
  const toPay = parseAmount(meta.cart_amount);
  if (base > toPay) {
    const stated = parseAmount(meta.discount_amount);
    const discountAmount = stated > 0 ? meta.discount_amount : (base - toPay).toFixed(2);
    return { discount: true, base: meta.base_amount, discountAmount, total: meta.cart_amount };
  }
  return { discount: false, total: meta.cart_amount };
}

// moved to shared/payment-url.ts so the gift-card widget can use it without the cart store
export { isHttpUrl };

export function toPayload(item: CartItemInput): CartItemPayload {
  return { product_id: item.product_id, profile_id: item.profile_id, with_shirt: item.with_shirt, shirt_size: item.shirt_size };
}

// ---- the queue of cart calls -----------------------------------------------------------------

/** The cart the server last confirmed. */
let confirmed: Cart = EMPTY_CART;
let inFlight = 0;
let queue: Promise<unknown> = Promise.resolve();
/** Bumped when the cart is cleared locally: answers to calls started before are stale. */
let generation = 0;

// spec §4: removing the last item clears the cart locally with no call. The server still holds that
// item, so the next cart call first empties the server's cart. The mark survives a page load.
const CLEAR_KEY = 'sport-shop:cart-cleared';
function serverClearPending(): boolean {
  return sessionStore()?.getItem(CLEAR_KEY) === '1';
}
function markServerClear(pending: boolean): void {
  if (pending) sessionStore()?.setItem(CLEAR_KEY, '1');
  else sessionStore()?.removeItem(CLEAR_KEY);
}

function show(cart: Cart): void {
  $cart.set({
    ...$cart.get(),
    items: cart.items,
    meta: cart.meta,
    nextEnabled: isNextEnabledAfterAdd(cart.items),
  });
}

/** Runs cart calls one after another, so answers can never arrive out of order. */
function enqueue(work: () => Promise<Cart>): Promise<Cart> {
  inFlight += 1;
  $cart.setKey('loading', true);
  const run = queue
    .then(async () => {
      if (serverClearPending()) {
        const started = generation;
        const cleared = await readData(http().delete('cart'), CartSchema);
        markServerClear(false);
        if (started === generation) confirmed = cleared;
      }
      const started = generation;
      const cart = await work();
      if (started === generation) confirmed = cart;
      return cart;
    })
    .finally(() => {
      inFlight -= 1;
      if (inFlight === 0) {
        show(confirmed);
        $cart.setKey('loading', false);
      }
    });
  queue = run.catch(() => undefined);
  return run;
}

/** Waits until every cart call is done. */
export function cartSettled(): Promise<void> {
  return queue.then(() => undefined);
}

// ---- actions ---------------------------------------------------------------------------------

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

/** GET /api/cart (spec §7 getCart). Resolves null when it failed (the error is on the general channel). */
export function loadCart(options: CartCallOptions = {}): Promise<Cart | null> {
  return task(async () => {
    try {
      const cart = await enqueue(() => readData(http().get('cart'), CartSchema));
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
    generation += 1;
    confirmed = EMPTY_CART;
    markServerClear(false);
    show(EMPTY_CART);
    try {
      await enqueue(() => readData(http().delete('cart'), CartSchema));
      return true;
    } catch (error) {
      // the server still holds the old items: empty it at the next cart call
      markServerClear(true);
      await report(error, options);
      return false;
    }
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
    const current = $cart.get().items;
    const optimistic = upsertItems(
      current,
      items.map((input) => {
        const known = current.find((i) => sameItem(i, input));
        return { free_shirt: false, price: ZERO, shirt_price: ZERO, ...known, ...input } satisfies CartItem;
      }),
    );
    $cart.set({ ...$cart.get(), items: optimistic, nextEnabled: false });
    try {
      await enqueue(() => readData(http().post('cart', { json: { items: items.map(toPayload) } }), CartSchema));
      return true;
    } catch (error) {
      await report(error, options);
      return false;
    }
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
      generation += 1;
      confirmed = EMPTY_CART;
      markServerClear(true);
      show(EMPTY_CART);
      return true;
    }
    $cart.setKey('items', rest);
    try {
      await enqueue(() =>
        readData(http().delete(`cart/items/${encodeURIComponent(productId)}/${encodeURIComponent(profileId)}`), CartSchema),
      );
      return true;
    } catch (error) {
      await report(error, options);
      return false;
    }
  });
}

export type CodeField = 'coupon_code' | 'giftcard_code';

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
      // no items: the cart's items stay as they are, only the code is added (contract POST /api/cart)
      await enqueue(() => readData(http().post('cart', { json: { items: [], [field]: trimmed } }), CartSchema));
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
  return task(async () => {
    try {
      await enqueue(() => readData(http().post('cart', { json: { items: [], [field]: null } }), CartSchema));
      return true;
    } catch (error) {
      await setError(error);
      return false;
    }
  });
}

let checkoutRequest: Promise<boolean> | null = null;

/**
 * POST /api/cart/checkout, then the browser goes to the returned payment_url (spec §4 "Cart"), but only
 * to an http(s) address. A second call while one is under way joins it: a double click never makes two orders.
 */
export function checkout(): Promise<boolean> {
  if (checkoutRequest) return checkoutRequest;
  if ($cart.get().checkingOut) return Promise.resolve(false);
  $cart.setKey('checkingOut', true);
  checkoutRequest = task(async () => {
    let leaving = false;
    try {
      await cartSettled();
      if (confirmed.items.length === 0) {
        $error.set([cartMessages.emptyCart]);
        return false;
      }
      const answer = await readData(http().post('cart/checkout'), CheckoutAnswerSchema);
      if (!isHttpUrl(answer.payment_url)) {
        $error.set([cartMessages.unsafePaymentUrl]);
        return false;
      }
      leaving = true;
      cartBrowser.assign(answer.payment_url);
      return true;
    } catch (error) {
      await setError(error);
      return false;
    } finally {
      checkoutRequest = null;
      if (!leaving) $cart.setKey('checkingOut', false);
    }
  });
  return checkoutRequest;
}

if (typeof window !== 'undefined') {
  // Back from the payment page out of the back/forward cache: the page may be used again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) $cart.setKey('checkingOut', false);
  });
}

/** Forgets everything (tests). */
export function resetCart(): void {
  confirmed = EMPTY_CART;
  inFlight = 0;
  queue = Promise.resolve();
  generation += 1;
  checkoutRequest = null;
  markServerClear(false);
  $cart.set({ items: [], meta: EMPTY_META, loaded: false, loading: false, nextEnabled: false, checkingOut: false });
}
