// The back office's events (docs/rules.md "Back office"): only for staff
// accounts (access 'staff': 401 without a login, 403 for a parent). The exports: routes/staff-exports.ts;
// trainers and feedback: routes/staff-trainers.ts; orders and the log: routes/staff-orders.ts.
import type { Context } from 'hono';
import { CheckInPayloadSchema, PlacesPayloadSchema } from '../../shared/contract/staff';
import type { AppEnv } from '../context';
import { fieldError } from '../domain/errors';
import { audit } from '../domain/staff/audit';
import { checkIn } from '../domain/staff/check-ins';
import { eventQuestions } from '../domain/answers';
import { participantList, staffOverview } from '../domain/staff/events';
import { setPlaces } from '../domain/staff/places';
import { defineRoute } from '../http/route';
import { E, arrayOf, err, ok, ref, withBody } from '../openapi/parts';
import { texts } from '../texts';

const flag = (c: Context<AppEnv>, name: string) => ['1', 'true'].includes(c.req.query(name) ?? '');

function sinceOf(c: Context<AppEnv>): number | null {
  const since = c.req.query('since');
  if (since === undefined || since === '') return null;
  const time = Date.parse(since);
  if (!Number.isFinite(time)) throw fieldError('since', texts.sinceInvalid);
  return time;
}

export const STAFF_EVENT_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/staff/events',
    id: 'staffEvents',
    summary: 'Every event with its places, sold, held, free, waiting list and revenue: upcoming first, or the past ones (latest first)',
    access: 'staff',
    query: [
      { name: 'past', description: '1: the events that have ended', example: '1' },
      { name: 'q', description: 'part of the title (any case)', example: 'zomer' },
    ],
    responses: { '200': ok('The events', arrayOf(ref('StaffEvent'))) },
    handle: (c, { deps }) =>
      c.json({ data: staffOverview(deps.db, deps.now(), { past: flag(c, 'past'), q: (c.req.query('q') ?? '').slice(0, 100) }) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/staff/events/{uuid}/participants',
    id: 'staffParticipants',
    summary:
      'One row per ticket, sorted by name, with the shirt-size tally. medical=1 adds the medical and allergy fields (and is logged); since=server_time of the last answer gives only the rows changed since: new tickets, check-ins, feedback, answers the parent changed (answers_changed_at); the lists poll with it',
    access: 'staff',
    query: [
      { name: 'medical', description: '1: with the medical and allergy fields (the view is logged)', example: '1' },
      {
        name: 'since',
        description: 'ISO 8601 (server_time of the previous answer): only the rows changed since',
        example: '2027-07-19T07:30:00.000Z',
      },
    ],
    responses: { '200': ok('The participants', ref('ParticipantList')), '404': E[404]('No such event'), '422': E[422] },
    handle: (c, { deps, userId, params }) => {
      const now = deps.now();
      const medical = flag(c, 'medical');
      const since = sinceOf(c);
      const list = participantList(deps.db, params.uuid!, now, { medical, since, questions: eventQuestions(deps, params.uuid!) });
      // a poll of the same screen is not a new view
      if (medical && since === null)
        audit(deps.db, userId, 'medical.view', list.event.uuid, { title: list.event.title, participants: list.total }, now);
      return c.json({ data: list });
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/staff/tickets/{uuid}/check-in',
    id: 'staffCheckIn',
    summary:
      'Mark a child present or not. Present twice keeps the first time; each ticket is its own row, so phones checking in at once never overwrite each other. Answers the row',
    access: 'staff',
    body: CheckInPayloadSchema,
    responses: { '200': ok('The participant as it is now', ref('Participant')), '404': E[404]('No such ticket'), ...withBody },
    handle: (c, { deps, userId, body, params }) => c.json({ data: checkIn(deps.db, userId, params.uuid!, body.present, deps.now()) }),
  }),
  defineRoute({
    method: 'put',
    path: '/api/staff/events/{uuid}/places',
    id: 'staffSetPlaces',
    summary:
      'Set the number of places; from then on the CMS’s initial_stock no longer overrides it. Fewer than sold + held is refused with the reason; new free places are offered to the waiting list at once. Logged',
    access: 'staff',
    body: PlacesPayloadSchema,
    responses: {
      '200': ok('The event and how many waiting children were offered a place', ref('PlacesAnswer')),
      '404': E[404]('No such event'),
      ...withBody,
      '422': err('Fewer places than are sold and held, or not a whole number'),
    },
    handle: (c, { deps, userId, body, params }) => c.json({ data: setPlaces(deps, userId, params.uuid!, body.places) }),
  }),
];
