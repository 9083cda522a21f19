// The check-in list and places (docs/rules.md "Back office"): two phones checking in at once
// both keep their taps, a tap sent twice keeps the first time, a phone polls only what changed; fewer
// places than sold and held is refused with the reason; more places go to the waiting list at once and
// the CMS no longer overrides the number staff set.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncEvents } from '../../server/domain/events';
import { addStaff } from '../../server/domain/staff/accounts';
import { setPasswordHash, findUserByEmail } from '../../server/db/users';
import { hashPassword } from '../../server/lib/crypto';
import { item, startServer, withExtraEvents, type Client, type TestServer } from './helpers';
import { paidTicket, staffClient } from './staff-helpers';

const CAMP = 'aaaaaaaa-0000-4000-8000-000000000401';
const SMALL = 'aaaaaaaa-0000-4000-8000-000000000402';
let server: TestServer;
let phoneA: Client;
let phoneB: Client;

beforeAll(async () => {
  server = await startServer({
    holdSweepMs: 100,
    events: withExtraEvents(
      { id: '9401', external_id: CAMP, slug: 'aanwezigkamp-2027', title: 'Aanwezigkamp 2027', initial_stock: 20 },
      { id: '9402', external_id: SMALL, slug: 'klein-kamp-2027', title: 'Klein kamp 2027', initial_stock: 2 },
    ),
  });
  phoneA = await staffClient(server);
  // a second staff member on a phone of their own
  await addStaff(server.db, 'tweede@example.nl', server.baseUrl, Date.now());
  setPasswordHash(server.db, findUserByEmail(server.db, 'tweede@example.nl')!.id, await hashPassword('tweede-123'), Date.now());
  phoneB = await server.client().login('tweede@example.nl', 'tweede-123');
  await Promise.all(Array.from({ length: 8 }, (_, i) => paidTicket(server, CAMP, { name: `Ouder${i}` })));
}, 60_000);
afterAll(() => server.close());

const checkIn = (phone: Client, ticket: string, present: boolean) => phone.put(`/api/staff/tickets/${ticket}/check-in`, { present });

it('two phones checking in at once both keep every tap; the same child tapped on both keeps the first time', async () => {
  const list = await phoneA.get(`/api/staff/events/${CAMP}/participants`);
  const tickets: string[] = list.body.data.participants.map((p: { ticket_uuid: string }) => p.ticket_uuid);
  expect(tickets).toHaveLength(8);
  const since = list.body.data.server_time;

  const answers = await Promise.all([
    ...tickets.slice(0, 4).map((t) => checkIn(phoneA, t, true)),
    ...tickets.slice(4).map((t) => checkIn(phoneB, t, true)),
    checkIn(phoneB, tickets[0]!, true),
  ]);
  expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
  // each answer is the row as it is now, so the phone can reconcile
  expect(answers[0]!.body.data).toMatchObject({ ticket_uuid: tickets[0], present: true });
  expect(answers[0]!.body.data.present_at).toBe(answers[8]!.body.data.present_at);

  await new Promise((r) => setTimeout(r, 5)); // ?since= is inclusive: a later millisecond than the last tap
  const after = await phoneB.get(`/api/staff/events/${CAMP}/participants`);
  expect(after.body.data).toMatchObject({ present: 8, total: 8 });
  expect(after.body.data.participants.every((p: { present: boolean; present_at: string }) => p.present && p.present_at)).toBe(true);
  // one log line per change: the second tap on the same child changed nothing
  const log = (await phoneA.get('/api/staff/log')).body.data.entries.filter((e: { action: string }) => e.action === 'check_in');
  expect(log).toHaveLength(8);
  expect(new Set(log.map((e: { actor: string }) => e.actor))).toEqual(new Set(['beheer@example.nl', 'tweede@example.nl']));

  // the other phone polls with the time of its last answer and gets the changed rows only
  const first = tickets[0]!;
  const changed = await phoneB.get(`/api/staff/events/${CAMP}/participants?since=${encodeURIComponent(after.body.data.server_time)}`);
  expect(changed.body.data.participants).toEqual([]);
  await new Promise((r) => setTimeout(r, 5));
  expect((await checkIn(phoneA, first, false)).body.data).toMatchObject({ present: false, present_at: null });
  const polled = await phoneB.get(`/api/staff/events/${CAMP}/participants?since=${encodeURIComponent(after.body.data.server_time)}`);
  expect(polled.body.data.participants.map((p: { ticket_uuid: string; present: boolean }) => [p.ticket_uuid, p.present])).toEqual([
    [first, false],
  ]);
  expect(polled.body.data).toMatchObject({ present: 7, total: 8 });
  expect((await phoneB.get(`/api/staff/events/${CAMP}/participants?since=${since}`)).body.data.participants).toHaveLength(8);
});

it('present again after an undo gets a new time; an unknown ticket is a 404; a bad body a 422', async () => {
  const list = await phoneA.get(`/api/staff/events/${CAMP}/participants`);
  const ticket = list.body.data.participants[1].ticket_uuid;
  const before = (await checkIn(phoneA, ticket, true)).body.data.present_at;
  expect(before).not.toBeNull();
  await checkIn(phoneA, ticket, false);
  server.clock.offset += 60_000;
  const again = (await checkIn(phoneA, ticket, true)).body.data.present_at;
  expect(Date.parse(again) - Date.parse(before)).toBeGreaterThanOrEqual(60_000);
  server.clock.offset = 0;
  expect((await checkIn(phoneA, '00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
  const bad = await phoneA.put(`/api/staff/tickets/${ticket}/check-in`, { present: 'ja' });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.present).toEqual(['Geef aan of het kind aanwezig is (true of false).']);
});

it('fewer places than sold and held is refused with the reason; more are offered to the waiting list at once', async () => {
  await paidTicket(server, SMALL, { name: 'Eerste' });
  const holder = await server.parent('Houder');
  expect((await holder.client.post('/api/cart', { items: [item(SMALL, holder.profile.uuid)] })).status).toBe(200);
  const waiting = await server.parent('Wachter');
  expect((await waiting.client.post(`/api/events/${SMALL}/waiting-list`, { profile_ids: [waiting.profile.uuid] })).status).toBe(201);

  const refused = await phoneA.put(`/api/staff/events/${SMALL}/places`, { places: 1 });
  expect(refused.status).toBe(422);
  expect(refused.body.errors).toEqual({ places: ['Er zijn al 2 plaatsen bezet (1 verkocht, 1 vastgehouden). Kies minstens 2 plaatsen.'] });
  expect((await phoneA.put(`/api/staff/events/${SMALL}/places`, { places: -1 })).status).toBe(422);

  const raised = await phoneA.put(`/api/staff/events/${SMALL}/places`, { places: 3 });
  expect(raised.status).toBe(200);
  expect(raised.body.data).toMatchObject({
    offered: 1,
    event: { places: 3, places_set_by_staff: true, sold: 1, held: 2, free: 0, waiting_list: 1 },
  });
  // the offer went out by mail in the same call, not at the next sweep
  expect(server.mails().find((m) => m.to === waiting.email && m.subject.startsWith('Er is een plek vrij'))).toBeDefined();
  expect((await waiting.client.get('/api/user/waiting-list')).body.data[0].status).toBe('offered');

  // the CMS still says 2 places; the number staff set stays
  syncEvents(server.db, server.shop.deps.content.events(), Date.now());
  const overview = (await phoneA.get('/api/staff/events?q=klein')).body.data[0];
  expect(overview).toMatchObject({ places: 3, places_set_by_staff: true });
  expect((await phoneA.get('/api/staff/events?q=aanwezig')).body.data[0]).toMatchObject({ places: 20, places_set_by_staff: false });
  const log = (await phoneA.get('/api/staff/log')).body.data.entries.filter((e: { action: string }) => e.action === 'places.set');
  expect(log.map((e: { details: object }) => e.details)).toEqual([{ title: 'Klein kamp 2027', from: 2, to: 3 }]);
});
