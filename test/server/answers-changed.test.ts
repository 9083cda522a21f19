// A parent's change of answers is flagged for staff (docs/rules.md "Questions per event"), over real HTTP:
// the participant carries when the answers were last changed after the order, the list's poll (?since=)
// brings the changed row with the new answers, saving the same answers flags nothing, and the export
// has the moment in a column of its own. An event without questions has neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, item, pay, startServer, type AnyJson, type Client, type TestServer } from './helpers';
import { paidTicket, staffClient } from './staff-helpers';

const SWIM = EVENTS.zwemkamp2027;
const GOOD = { zwemdiploma: 'yes', fotos: 'no', zwemgroep: 'Gevorderden', ophalen: 'Oma Ans' };

let server: TestServer;
let staff: Client;
/** Europe/Amsterdam in winter (+01:00), e.g. '2026-11-28T14:05' */
const setWinterClock = (at: string) => (server.clock.offset = Date.parse(`${at}:00+01:00`) - Date.now());

beforeAll(async () => {
  server = await startServer();
  setWinterClock('2026-11-28T10:00');
  staff = await staffClient(server);
});
afterAll(() => server.close());

async function paidSwim(): Promise<{ email: string; ticket: string }> {
  const { client, profile, email } = await server.parent();
  expect((await client.post('/api/cart', { items: [item(SWIM, profile.uuid)] })).status).toBe(200);
  expect((await client.put('/api/cart/answers', { items: [{ profile_id: profile.uuid, answers: GOOD }] })).status).toBe(200);
  const checkout = await client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  await pay(client, checkout.body.data.payment_url, 'paid');
  const events = (await client.get('/api/user/events')).body.data;
  return { email, ticket: events.find((e: { uuid: string }) => e.uuid === SWIM).tickets[0].uuid };
}

const participants = async (query = ''): Promise<{ rows: AnyJson[]; server_time: string }> => {
  const r = await staff.get(`/api/staff/events/${SWIM}/participants${query}`);
  expect(r.status).toBe(200);
  return { rows: r.body.data.participants, server_time: r.body.data.server_time };
};
const rowOf = (rows: AnyJson[], ticket: string) => rows.find((p) => p.ticket_uuid === ticket);

describe('answers changed by the parent after the order', () => {
  it('are flagged with their moment, come with the next poll, and stand in the export', async () => {
    const changer = await paidSwim();
    const other = await paidSwim();
    const before = await participants();
    expect(rowOf(before.rows, changer.ticket).answers_changed_at).toBeNull();
    const since = `?since=${encodeURIComponent(before.server_time)}`;
    expect(rowOf((await participants(since)).rows, changer.ticket)).toBeUndefined();

    setWinterClock('2026-11-28T14:05');
    // parent and staff log in again hours later; saving the same answers changes nothing for staff
    staff = await staffClient(server);
    const parent = await server.client().login(changer.email, 'geheim123');
    expect((await parent.put(`/api/tickets/${changer.ticket}/answers`, { answers: GOOD })).status).toBe(200);
    expect(rowOf((await participants(since)).rows, changer.ticket)).toBeUndefined();

    const changed = await parent.put(`/api/tickets/${changer.ticket}/answers`, { answers: { ...GOOD, ophalen: 'Opa Kees' } });
    expect(changed.status).toBe(200);
    const polled = await participants(since);
    const row = rowOf(polled.rows, changer.ticket);
    expect(row.answers).toContainEqual({ question: 'Wie haalt je kind op?', answer: 'Opa Kees' });
    expect(Date.parse(row.answers_changed_at)).toBeGreaterThanOrEqual(Date.parse('2026-11-28T14:05:00+01:00'));
    expect(Date.parse(row.answers_changed_at)).toBeLessThan(Date.parse('2026-11-28T14:06:00+01:00'));
    // the other child's answers did not change: not in the poll, and not flagged
    expect(rowOf(polled.rows, other.ticket)).toBeUndefined();
    expect(rowOf((await participants()).rows, other.ticket).answers_changed_at).toBeNull();
    // the poll after that one has nothing new
    expect(rowOf((await participants(`?since=${encodeURIComponent(polled.server_time)}`)).rows, changer.ticket)).toBeUndefined();

    const csv = (await staff.get(`/api/staff/events/${SWIM}/participants.csv`)).text.split('\r\n');
    expect(csv[0]).toMatch(/;Wie haalt je kind op\?;Antwoorden gewijzigd$/);
    expect(csv).toContainEqual(expect.stringMatching(/;Gevorderden;Opa Kees;28 november 2026, 14:05$/));
    expect(csv).toContainEqual(expect.stringMatching(/;Gevorderden;Oma Ans;$/));
  });

  it('has no such field or column for an event without questions', async () => {
    const { email } = await paidTicket(server, EVENTS.tennis2027);
    const list = (await staff.get(`/api/staff/events/${EVENTS.tennis2027}/participants`)).body.data.participants as AnyJson[];
    expect(list.find((p) => p.parent_email === email)).not.toHaveProperty('answers_changed_at');
    const csv = (await staff.get(`/api/staff/events/${EVENTS.tennis2027}/participants.csv`)).text;
    expect(csv).not.toContain('Antwoorden gewijzigd');
  });
});
