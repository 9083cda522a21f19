// The cart tests' data and a small fake of the cart API of the contract (upsert by product_id +
// profile_id, one event per cart), answered on fetch stubbed at the network edge (test/support/network.ts).
import type { Cart, CartItem } from '../../shared/contract/cart';
import { upsertItems, type CartItemInput } from '../../shared/cart-rules';
import { cartItem, EVENT_UUID } from '../support/factories';
import { json, type Call } from '../support/network';

export const EVENT = EVENT_UUID;
export const OTHER_EVENT = '9bb778c9-7454-4a36-bfbb-6763700c3211';

export const item = cartItem;
/** What the order widget adds for a child: a place without a shirt (spec §4 "Cart"). */
export const place = (profile_id: string): CartItemInput => ({ product_id: EVENT, profile_id, with_shirt: false, shirt_size: 'none' });

export function cartOf(items: CartItem[], meta: Partial<Cart['meta']> = {}): Cart {
  const base = items.reduce((sum, i) => sum + Number(i.price.replace(/,/g, '')), 0).toFixed(2);
  return {
    items,
    meta: {
      base_amount: base,
      cart_amount: base,
      discount_amount: '0.00',
      coupon_code: null,
      giftcard_code: null,
      coupon_amount: '0.00',
      giftcard_amount: '0.00',
      ...meta,
    },
  };
}

/** The fake server's answer to one call on its cart of `items`, and its items after the call. */
export function cartApi(call: Call, items: CartItem[]): { response: Response; items: CartItem[] } {
  const { method, path, body } = call;
  if (method === 'GET' && path === '/api/cart') return { response: json(200, { data: cartOf(items) }), items };
  if (method === 'DELETE' && path === '/api/cart') return { response: json(200, { data: cartOf([]) }), items: [] };
  if (method === 'POST' && path === '/api/cart') {
    const added = (body as { items: CartItem[] }).items.map((i) => item(i.profile_id, { ...i, product_id: i.product_id }));
    const next = upsertItems(items, added);
    return { response: json(200, { data: cartOf(next) }), items: next };
  }
  const remove = /^\/api\/cart\/items\/([^/]+)\/([^/]+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    const next = items.filter((i) => !(i.product_id === remove[1] && i.profile_id === remove[2]));
    return { response: json(200, { data: cartOf(next) }), items: next };
  }
  return { response: json(404, { message: 'Niet gevonden.' }), items };
}
