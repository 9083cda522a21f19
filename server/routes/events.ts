// GET /api/events/{uuid}/stock (spec §7): remaining = initial_stock − places held.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findEventByUuid, remainingStock } from '../domain/events';
import { notFound } from '../http/errors';

export const EVENT_NOT_FOUND = 'Dit evenement bestaat niet.';

export function eventRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/:uuid/stock', (c) => {
    const event = findEventByUuid(deps.db, c.req.param('uuid'));
    if (!event) throw notFound(EVENT_NOT_FOUND);
    // A parent who went back from the payment page still sees the places of their own unpaid
    // order: their next checkout replaces it (spec §4: zero stock sends the visitor to /404).
    const userId = c.get('session').userId ?? 0;
    return c.json({ data: { stock: remainingStock(deps.db, event, deps.now(), userId) } });
  });
  return r;
}
