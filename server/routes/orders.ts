// GET /api/orders/{uuid}: owner only; anyone else gets the same 404 as for an unknown uuid.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { showOrder } from '../domain/order-views';
import { requireUserId } from '../http/session';

export function orderRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/:uuid', async (c) => c.json({ data: await showOrder(deps, requireUserId(c), c.req.param('uuid')) }));
  return r;
}
