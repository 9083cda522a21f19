// The developer tool that moves the demo server's clock forward (POST /dev/clock): to try what happens
// later without waiting for it, such as the reminder a week before a camp (docs/rules.md "Reminder"),
// which the walkthrough (scripts/walkthrough.ts) receives this way. Mounted like the other developer
// pages (server/app.ts): never in production, and for clients on this computer unless DEV_TOOLS=public.
import { DevClockPayloadSchema } from '../../shared/contract/dev';
import { sendReminders } from '../domain/reminders';
import { HttpError } from '../http/errors';
import { defineRoute } from '../http/route';
import { E, err, ok, ref } from '../openapi/parts';
import { texts } from '../texts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEV_CLOCK_ROUTES = [
  defineRoute({
    method: 'post',
    path: '/dev/clock',
    id: 'devMoveClock',
    summary:
      'Moves this server’s clock forward by `days` (JSON only) and sends the reminders that are due then (loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    body: DevClockPayloadSchema,
    responses: {
      '200': ok('The server’s time after the move, and the reminders sent', ref('DevClockAnswer')),
      '404': E[404]('Not shown to this client, or production'),
      '413': E[413],
      '415': err('Not JSON: a form from another site cannot move the clock (its JSON needs a CORS preflight, which /dev/* never allows)'),
      '422': E[422],
    },
    // the developer pages have no session and so no CSRF token (server/app.ts): JSON is what keeps another
    // site's form out, since a page of another origin can only send JSON here after a preflight
    guard: (c) => {
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('application/json')) throw new HttpError(415, texts.devClockJsonOnly);
    },
    handle: (c, { deps, body }) => {
      deps.moveClock(body.days * DAY_MS);
      const reminders = sendReminders(deps);
      return c.json({ data: { now: new Date(deps.now()).toISOString(), reminders } }, 200, { 'Cache-Control': 'no-store' });
    },
  }),
];
