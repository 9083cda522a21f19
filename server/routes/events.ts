// GET /api/events/{uuid}/stock (spec §7): remaining = initial_stock − places held;
// GET /api/events/{uuid}/calendar.ics: the event for the parent's calendar.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { eventCalendarFile } from '../domain/calendar';
import { eventStock } from '../domain/events';

const STOCK_CACHE = 'public, max-age=5';

export function eventRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  // An anonymous answer is the same for everyone, so a CDN may keep it for a few seconds and absorb
  // a rush on a popular event. Not when it is a logged-in parent's own count, nor when it hands out
  // cookies (a shared cache must never pass one visitor's session to the next). A CDN must pass
  // requests that carry the session cookie through (README "Hosting").
  r.use('/:uuid/stock', async (c, next) => {
    await next();
    const shareable = c.res.status === 200 && !c.get('session').userId && !c.res.headers.has('set-cookie');
    c.res.headers.set('Cache-Control', shareable ? STOCK_CACHE : 'private, no-cache');
  });
  r.get('/:uuid/stock', (c) => c.json({ data: eventStock(deps.db, c.req.param('uuid'), deps.now(), c.get('session').userId) }));
  // 'Zet in je agenda' (success page, dashboard, the order mail's attachment): public like the event page
  r.get('/:uuid/calendar.ics', (c) => {
    const file = eventCalendarFile(deps, c.req.param('uuid'));
    return c.body(file.content, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'public, max-age=300',
    });
  });
  return r;
}
