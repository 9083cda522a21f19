// GET /api/orders/{uuid}: owner only; anyone else gets the same 404 as for an unknown uuid.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findOwnOrder, toOrder } from '../domain/orders';
import { notFound } from '../http/errors';
import { requireUserId } from '../http/session';

export const ORDER_NOT_FOUND = 'Deze bestelling bestaat niet.';

export function orderRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/:uuid', (c) => {
    const order = findOwnOrder(deps.db, requireUserId(c), c.req.param('uuid'));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return c.json({ data: toOrder(deps.db, order) });
  });
  return r;
}
