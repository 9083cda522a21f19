// The cart per parent (spec §4 "Cart", §7): the items, one child removed, the hold, the checkout.
// The rules: domain/cart-changes.ts and domain/checkout.ts.
import { AddToCartPayloadSchema } from '../../shared/contract/cart';
import { cartAnswer } from '../domain/cart';
import { addToCart, emptyCart, keepPlaces, removeFromCart } from '../domain/cart-changes';
import { checkout } from '../domain/checkout';
import { clientIp } from '../http/client-ip';
import { returnSite } from '../http/return-site';
import { defineRoute } from '../http/route';
import { E, err, ok, ref, withBody } from '../openapi/parts';

const cartAnswered = ok('The cart', ref('Cart'));

export const CART_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/cart',
    id: 'getCart',
    summary: 'The cart',
    access: 'user',
    responses: { '200': cartAnswered },
    handle: (c, { deps, userId }) => c.json({ data: cartAnswer(deps.db, userId, deps.now()) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/cart',
    id: 'updateCart',
    summary: 'Upsert items (same product_id + profile_id replaces); set or clear (null/"") codes. One event per cart.',
    access: 'user',
    body: AddToCartPayloadSchema,
    responses: { '200': cartAnswered, ...withBody, '409': err('Sign-up has not opened yet (the event’s salesOpenAt)'), '429': E[429.1] },
    handle: (c, { deps, userId, body }) => c.json({ data: addToCart(deps, userId, body, clientIp(c, deps.trustedProxies)) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/cart',
    id: 'emptyCart',
    summary: 'Empty the cart (codes removed too)',
    access: 'user',
    responses: { '200': cartAnswered, '413': E[413] },
    handle: (c, { deps, userId }) => c.json({ data: emptyCart(deps, userId) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/cart/items/{product_id}/{profile_id}',
    id: 'removeCartItem',
    summary: 'Remove one child from the cart',
    access: 'user',
    responses: { '200': cartAnswered, '404': E[404]('Not in the cart'), '413': E[413] },
    handle: (c, { deps, userId, params }) => c.json({ data: removeFromCart(deps, userId, params.product_id!, params.profile_id!) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/cart/hold',
    id: 'keepPlaces',
    summary:
      'Hold the cart’s places for another CART_HOLD_MINUTES, while the event has free places and up to twice CART_HOLD_MINUTES after they were first taken',
    access: 'user',
    responses: {
      '200': cartAnswered,
      '409': err('No free places left, or the hold is at its longest: the hold keeps its end'),
      '413': E[413],
      '419': E[419],
      '422': E[422],
    },
    handle: (c, { deps, userId }) => c.json({ data: keepPlaces(deps, userId) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/cart/checkout',
    id: 'checkout',
    summary:
      'Create the order (places reserved atomically) and a payment; total 0 is paid at once. The same answer again for an unchanged cart whose payment is still open. One checkout per parent at a time. A checkout after an earlier unpaid one for the event keeps that reservation’s end.',
    access: 'user',
    responses: { '200': ok('Where to send the browser', ref('CheckoutAnswer')), ...withBody, '409': E[409], '502': E[502] },
    handle: async (c, { deps, userId }) => c.json({ data: await checkout(deps, userId, returnSite(c, deps)) }),
  }),
];
