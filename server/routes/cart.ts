// The cart per parent (contract: GET/POST/DELETE /api/cart, DELETE /api/cart/items/{product}/{profile},
// POST /api/cart/checkout). The rules: domain/cart-changes.ts and domain/checkout.ts.
import { Hono } from 'hono';
import { AddToCartPayloadSchema } from '../../shared/contract/cart';
import type { AppEnv, Deps } from '../context';
import { cartAnswer } from '../domain/cart';
import { addToCart, emptyCart, keepPlaces, removeFromCart } from '../domain/cart-changes';
import { checkout } from '../domain/checkout';
import { parseBody } from '../http/body';
import { clientIp } from '../http/client-ip';
import { returnSite } from '../http/return-site';
import { requireUserId } from '../http/session';

export function cartRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.get('/', (c) => c.json({ data: cartAnswer(deps.db, requireUserId(c), deps.now()) }));

  r.post('/', async (c) => {
    const userId = requireUserId(c);
    const input = await parseBody(c, AddToCartPayloadSchema);
    return c.json({ data: addToCart(deps, userId, input, clientIp(c, deps.trustedProxies)) });
  });

  r.delete('/', (c) => c.json({ data: emptyCart(deps, requireUserId(c)) }));

  r.delete('/items/:product_id/:profile_id', (c) =>
    c.json({ data: removeFromCart(deps, requireUserId(c), c.req.param('product_id'), c.req.param('profile_id')) }),
  );

  r.post('/hold', (c) => c.json({ data: keepPlaces(deps, requireUserId(c)) }));

  r.post('/checkout', async (c) => {
    const userId = requireUserId(c);
    return c.json({ data: await checkout(deps, userId, returnSite(c, deps)) });
  });

  return r;
}
