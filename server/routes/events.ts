// GET /api/events/{uuid}/stock (spec §7): remaining = initial_stock − places held.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findEventByUuid } from '../domain/events';
import { stockFor } from '../domain/holds';
import { notFound } from '../http/errors';

export const EVENT_NOT_FOUND = 'Dit evenement bestaat niet.';
export const STOCK_CACHE = 'public, max-age=5';

export function eventRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  // issue 15 item 1: an anonymous answer is the same for everyone, so a CDN may keep it for a few
  // seconds and absorb a rush on a popular event. Not when it is a logged-in parent's own count, nor
  // when it hands out cookies (a shared cache must never pass one visitor's session to the next).
  // A CDN must pass requests that carry the session cookie through (README "Hosting").
  r.use('/:uuid/stock', async (c, next) => {
    await next();
    const shareable = c.res.status === 200 && !c.get('session').userId && !c.res.headers.has('set-cookie');
    c.res.headers.set('Cache-Control', shareable ? STOCK_CACHE : 'private, no-cache');
  });
  r.get('/:uuid/stock', (c) => {
    const event = findEventByUuid(deps.db, c.req.param('uuid'));
    if (!event) throw notFound(EVENT_NOT_FOUND);
    // A parent who went back from the payment page still sees the places of their own unpaid
    // order: their next checkout replaces it (spec §4: zero stock sends the visitor to /404).
    const userId = c.get('session').userId ?? 0;
    // held places count as taken for others, and the waiting list is first in line for freed ones
    // (docs/rules.md "Held places"); waiting_list tells the sign-up block it can offer the list
    return c.json({ data: { stock: stockFor(deps.db, event, deps.now(), userId), waiting_list: true } });
  });
  return r;
}
