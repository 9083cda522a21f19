// The cart calls of spec §7 (getCart, addToCart, addVoucherToCart, addGiftCardToCart, checkout).
import { http, postData, readData } from '../http';
import { CartSchema, type Cart, type CartItemPayload } from '../contract/cart';
import { CheckoutAnswerSchema, type CheckoutAnswer } from '../contract/order';

export type CodeField = 'coupon_code' | 'giftcard_code';

/** GET /api/cart. */
export const getCart = (): Promise<Cart> => readData(http().get('cart'), CartSchema);

/** DELETE /api/cart: empties the cart; answers the empty cart. */
export const deleteCart = (): Promise<Cart> => readData(http().delete('cart'), CartSchema);

/** POST /api/cart with items: upserts them (spec §4 "Cart"); answers the whole cart. */
export const postCartItems = (items: CartItemPayload[]): Promise<Cart> => postData('cart', { items }, CartSchema);

/**
 * POST /api/cart with a voucher or gift-card code and no items (the items stay as they are); `null`
 * removes the code (contract: null or '' removes it; server/API.md "Cart rules").
 */
export const postCartCode = (field: CodeField, code: string | null): Promise<Cart> =>
  postData('cart', { items: [], [field]: code }, CartSchema);

/** DELETE /api/cart/items/{product_id}/{profile_id}: one child off the event. */
export const deleteCartItem = (productId: string, profileId: string): Promise<Cart> =>
  readData(http().delete(`cart/items/${encodeURIComponent(productId)}/${encodeURIComponent(profileId)}`), CartSchema);

/** POST /api/cart/hold: the cart's places held for another period (addition to the contract). */
export const postCartHold = (): Promise<Cart> => readData(http().post('cart/hold'), CartSchema);

/** POST /api/cart/checkout: makes the order; answers the payment page's address. */
export const postCheckout = (): Promise<CheckoutAnswer> => readData(http().post('cart/checkout'), CheckoutAnswerSchema);
