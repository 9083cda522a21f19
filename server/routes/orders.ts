// GET /api/orders/{uuid}: owner only; anyone else gets the same 404 as for an unknown uuid.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findOwnOrder } from '../domain/orders';
import { orderAnswer } from '../domain/order-answer';
import { settleOrder } from '../domain/payments';
import { notFound } from '../http/errors';
import { requireUserId } from '../http/session';

export const ORDER_NOT_FOUND = 'Deze bestelling bestaat niet.';

export function orderRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/:uuid', async (c) => {
    const userId = requireUserId(c);
    const found = findOwnOrder(deps.db, userId, c.req.param('uuid'));
    if (!found) throw notFound(ORDER_NOT_FOUND);
    // the webhook may have been lost: an open order asks the provider first (issue 13 finding 5)
    await settleOrder(deps, found.id);
    const order = findOwnOrder(deps.db, userId, found.uuid) ?? found;
    return c.json({ data: orderAnswer(deps.db, order) });
  });
  return r;
}
