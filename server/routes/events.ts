// GET /api/events/{uuid}/stock (spec §7): remaining = initial_stock − places held;
// GET /api/events/stock: the same for many events at once (the event list's one request);
// GET /api/events/{uuid}/calendar.ics: the event for the parent's calendar.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { eventCalendarFile } from '../domain/calendar';
import { eventStock, eventStocks, MAX_STOCK_UUIDS } from '../domain/events';
import { defineRoute } from '../http/route';
import { arrayOf, E, ok, ref, str } from '../openapi/parts';

const STOCK_CACHE = 'public, max-age=5';

// An anonymous answer is the same for everyone, so a CDN may keep it for a few seconds and absorb
// a rush on a popular event. Not when it is a logged-in parent's own count, nor when it hands out
// cookies (a shared cache must never pass one visitor's session to the next). A CDN must pass
// requests that carry the session cookie through (README "Hosting").
const stockCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const shareable = c.res.status === 200 && !c.get('session').userId && !c.res.headers.has('set-cookie');
  c.res.headers.set('Cache-Control', shareable ? STOCK_CACHE : 'private, no-cache');
};

export const EVENT_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/events/stock',
    id: 'getEventStocks',
    summary: `The places of many events in one call (the event list): per event its uuid and what GET /api/events/{uuid}/stock answers, in the order asked. Without uuids every event that has not ended, by start date; unknown uuids are left out. Cached like the single call`,
    access: 'public',
    query: [
      {
        name: 'uuids',
        description: `the events' uuids (external_id), comma-separated, at most ${MAX_STOCK_UUIDS}; left out: every upcoming event`,
        example: '9bb778c9-7454-4a36-bfbb-6763700c3211,7d9d7b78-7f96-4d41-bc2d-7ee19098243d',
      },
    ],
    responses: { '200': ok('Stock per event', arrayOf(ref('EventStockEntry'))), '422': E[422] },
    middleware: stockCache,
    handle: (c, { deps, userId }) => c.json({ data: eventStocks(deps.db, c.req.query('uuids'), deps.now(), userId) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/events/{uuid}/stock',
    id: 'getEventStock',
    summary:
      'Remaining places: held places count as taken, except the logged-in parent’s own; with none free but some held in other carts or unpaid orders, held_until is the earliest moment one may come back; waiting_list says the event keeps one; before the event’s salesOpenAt also sales_open_at and the server’s now (ISO 8601), for a countdown on the server’s clock',
    access: 'public',
    responses: { '200': ok('Stock', ref('EventStock')), '404': E[404]('Unknown event') },
    middleware: stockCache,
    handle: (c, { deps, params, userId }) => c.json({ data: eventStock(deps.db, params.uuid!, deps.now(), userId) }),
  }),
  // 'Zet in je agenda' (success page, dashboard, the order mail's attachment): public like the event page
  defineRoute({
    method: 'get',
    path: '/api/events/{uuid}/calendar.ics',
    id: 'getEventCalendar',
    summary:
      "'Zet in je agenda': the event as an iCalendar file (the `ics` package), an attachment named {slug}.ics: title, location, start and end. The CMS's Amsterdam times (one without an offset is read as Europe/Amsterdam wall-clock time) are written as UTC instants, which every calendar shows in the reader's own zone",
    access: 'public',
    responses: {
      '200': { description: 'The calendar file', content: { 'text/calendar': { schema: str } } },
      '404': E[404]('Unknown event'),
    },
    handle: (c, { deps, params }) => {
      const file = eventCalendarFile(deps, params.uuid!);
      return c.body(file.content, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'public, max-age=300',
      });
    },
  }),
];
