// The cart's rules that need no state (spec §4 "Cart"): used by the cart store and its tests.
import type { Cart, CartItem, CartItemPayload, CartMeta, ShirtSize } from './contract/cart';

/** What the store needs to add an item: the payload of POST /api/cart. */
export interface CartItemInput {
  product_id: string;
  profile_id: string;
  with_shirt: boolean;
  shirt_size: ShirtSize;
}

export const ZERO = '0.00';
export const EMPTY_META: CartMeta = {
  base_amount: ZERO,
  cart_amount: ZERO,
  discount_amount: ZERO,
  coupon_code: null,
  giftcard_code: null,
  coupon_amount: ZERO,
  giftcard_amount: ZERO,
};
export const EMPTY_CART: Cart = { items: [], meta: EMPTY_META };

export const sameItem = (a: { product_id: string; profile_id: string }, b: { product_id: string; profile_id: string }) =>
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

export function toPayload(item: CartItemInput): CartItemPayload {
  return { product_id: item.product_id, profile_id: item.profile_id, with_shirt: item.with_shirt, shirt_size: item.shirt_size };
}

/** The item shown at once for an add (optimistic), keeping what the cart knew of it (price, free shirt). */
export function optimisticItems(current: readonly CartItem[], added: readonly CartItemInput[]): CartItem[] {
  return upsertItems(
    current,
    added.map((input) => {
      const known = current.find((i) => sameItem(i, input));
      return { free_shirt: false, price: ZERO, shirt_price: ZERO, ...known, ...input } satisfies CartItem;
    }),
  );
}
