// Questions per event, per child (docs/rules.md "Questions per event"), over real HTTP: the answers are
// checked with a Dutch message per field, kept through checkout and payment on the ticket, changed by the
// parent until the first day, refused for another parent, shown to staff and in the parent's own data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, item, pay, startServer, type Client, type TestServer } from './helpers';
import { staffClient } from './staff-helpers';

const SWIM = '3f6a2d4e-8c1b-4e7a-9d2f-5b0c7e1a9f42'; // Zwemkamp Zomer 2027 (demo-pages/content/events.json), from 2027-07-12
const TENNIS = 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc'; // no questions
const GOOD = { zwemdiploma: 'yes', fotos: 'no', zwemgroep: 'Gevorderden', ophalen: 'Oma Ans, 06 12345678' };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function parentWithSwimCart(): Promise<{ client: Client; kid: string; email: string }> {
  const { client, profile, email } = await server.parent();
  expect((await client.post('/api/cart', { items: [item(SWIM, profile.uuid)] })).status).toBe(200);
  return { client, kid: profile.uuid, email };
}

async function paidWithAnswers(answers: object = GOOD): Promise<{ client: Client; kid: string; ticket: string; email: string }> {
  const { client, kid, email } = await parentWithSwimCart();
  expect((await client.put('/api/cart/answers', { items: [{ profile_id: kid, answers }] })).status).toBe(200);
  const checkout = await client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  await pay(client, checkout.body.data.payment_url, 'paid');
  const events = (await client.get('/api/user/events')).body.data;
  return { client, kid, email, ticket: events.find((e: { uuid: string }) => e.uuid === SWIM).tickets[0].uuid };
}

describe('the questions in the CMS', () => {
  it('are on the event over GraphQL; an event without them has none', async () => {
    const query = '{ events { external_id questions { id label type options required help } } }';
    const r = await server.client().post('/graphql', { query });
    const byId = Object.fromEntries(
      r.body.data.events.map((e: { external_id: string; questions: unknown[] }) => [e.external_id, e.questions]),
    );
    expect(byId[SWIM]).toContainEqual({
      id: 'zwemgroep',
      label: 'In welke groep wil je kind zwemmen?',
      type: 'choice',
      options: ['Beginners', 'Gevorderden', 'Wedstrijdzwemmers'],
      required: true,
      help: null,
    });
    expect(byId[TENNIS]).toEqual([]);
  });
});

describe('PUT /api/cart/answers', () => {
  it('says per field what is wrong: required, not one of the options, not yes or no, too long', async () => {
    const { client, kid } = await parentWithSwimCart();
    const r = await client.put('/api/cart/answers', {
      items: [{ profile_id: kid, answers: { zwemdiploma: 'misschien', zwemgroep: 'Dolfijnen', ophalen: 'x'.repeat(501) } }],
    });
    expectFieldErrors(r, { 'items.0.answers.ophalen': ['Je antwoord is te lang. Gebruik maximaal 500 tekens.'] });
    const again = await client.put('/api/cart/answers', {
      items: [{ profile_id: kid, answers: { zwemdiploma: 'misschien', zwemgroep: 'Dolfijnen', ophalen: 'x'.repeat(500) } }],
    });
    expectFieldErrors(again, {
      'items.0.answers.zwemdiploma': ['Kies ja of nee bij "Heeft je kind zwemdiploma A?" voor Kind.'],
      'items.0.answers.fotos': ['Kies ja of nee bij "Mag je kind op foto’s op onze site?" voor Kind.'],
      'items.0.answers.zwemgroep': [
        'Kies bij "In welke groep wil je kind zwemmen?" een van deze antwoorden: Beginners, Gevorderden of Wedstrijdzwemmers.',
      ],
    });
    // nothing of a refused body was kept
    expect((await client.get('/api/cart')).body.data.items[0]).not.toHaveProperty('answers');
  });

  it('keeps the answers with the child in the cart; an optional question may stay empty', async () => {
    const { client, kid } = await parentWithSwimCart();
    const answers = { zwemdiploma: 'no', fotos: 'yes', zwemgroep: 'Beginners', ophalen: '  ', onbekend: 'weg' };
    const r = await client.put('/api/cart/answers', { items: [{ profile_id: kid, answers }] });
    expect(r.status).toBe(200);
    expect(r.body.data.items[0].answers).toEqual({ zwemdiploma: 'no', fotos: 'yes', zwemgroep: 'Beginners' });
    // a shirt chosen afterwards leaves the answers alone
    await client.post('/api/cart', { items: [item(SWIM, kid, { with_shirt: true, shirt_size: 'M' })] });
    expect((await client.get('/api/cart')).body.data.items[0].answers).toEqual({ zwemdiploma: 'no', fotos: 'yes', zwemgroep: 'Beginners' });
  });

  it('refuses a child that is not in the cart', async () => {
    const { client } = await parentWithSwimCart();
    const other = await server.parent();
    const r = await client.put('/api/cart/answers', { items: [{ profile_id: other.profile.uuid, answers: GOOD }] });
    expectFieldErrors(r, {
      'items.0.profile_id': ['Dit kind staat niet in je winkelwagen. Ga terug naar stap 1 en kies het kind opnieuw.'],
    });
  });
});

describe('checkout', () => {
  it('refuses a cart whose required questions are not answered, per field', async () => {
    const { client } = await parentWithSwimCart();
    const r = await client.post('/api/cart/checkout');
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual([
      'items.0.answers.fotos',
      'items.0.answers.zwemdiploma',
      'items.0.answers.zwemgroep',
    ]);
  });

  it('needs nothing for an event without questions', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [item(TENNIS, profile.uuid)] });
    expect((await client.post('/api/cart/checkout')).status).toBe(200);
  });

  it('stores the answers on the ticket when paid: the dashboard, staff and the parent’s own data show them', async () => {
    const { client } = await paidWithAnswers();
    const ticket = (await client.get('/api/user/events')).body.data.find((e: { uuid: string }) => e.uuid === SWIM).tickets[0];
    expect(ticket.answers).toEqual(GOOD);
    expect(ticket.answers_editable).toBe(true);

    // the parent's own data reads without the shop: the camp by its title, each answer beside its question
    const own = (await client.get('/api/user/export')).body.tickets.find((e: { uuid: string }) => e.uuid === SWIM);
    expect(own.event).toEqual({
      title: 'Zwemkamp Zomer 2027',
      start_date: expect.stringMatching(/^2027-07-12/),
      end_date: expect.stringMatching(/^2027-07-16/),
      location: 'Zwembad De Mirandabad, Amsterdam',
    });
    expect(own.tickets[0].answers).toEqual([
      { question: 'Heeft je kind zwemdiploma A?', answer: 'Ja' },
      { question: 'Mag je kind op foto’s op onze site?', answer: 'Nee' },
      { question: 'In welke groep wil je kind zwemmen?', answer: 'Gevorderden' },
      { question: 'Wie haalt je kind op?', answer: 'Oma Ans, 06 12345678' },
    ]);

    const staff = await staffClient(server);
    const list = (await staff.get(`/api/staff/events/${SWIM}/participants`)).body.data.participants;
    expect(list.find((p: { ticket_uuid: string }) => p.ticket_uuid === ticket.uuid).answers).toEqual([
      { question: 'Heeft je kind zwemdiploma A?', answer: 'Ja' },
      { question: 'Mag je kind op foto’s op onze site?', answer: 'Nee' },
      { question: 'In welke groep wil je kind zwemmen?', answer: 'Gevorderden' },
      { question: 'Wie haalt je kind op?', answer: 'Oma Ans, 06 12345678' },
    ]);
    const csv = (await staff.get(`/api/staff/events/${SWIM}/participants.csv`)).text;
    expect(csv.split('\r\n')[0]).toContain(';Heeft je kind zwemdiploma A?;');
    // the last column: when the parent changed the answers after the order (not: empty)
    expect(csv).toContain(';nee;Ja;Nee;Gevorderden;Oma Ans, 06 12345678;\r\n');
  });
});

describe('PUT /api/tickets/{uuid}/answers', () => {
  it('changes the answers until the event’s first day, checked as in the cart', async () => {
    const { client, ticket, email } = await paidWithAnswers();
    const bad = await client.put(`/api/tickets/${ticket}/answers`, { answers: { ...GOOD, zwemgroep: 'Haaien' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['answers.zwemgroep']).toHaveLength(1);
    const changed = await client.put(`/api/tickets/${ticket}/answers`, { answers: { ...GOOD, ophalen: 'Opa Kees' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ ticket_uuid: ticket, answers: { ...GOOD, ophalen: 'Opa Kees' }, answers_editable: true });

    // the evening before the first day (2027-07-11 23:30 in Amsterdam) it still may; on the first day not
    // (months later the session has run out: the parent logs in again)
    const start = Date.parse('2027-07-12T00:00:00+02:00');
    server.clock.offset = start - 30 * 60_000 - Date.now();
    try {
      const evening = await server.client().login(email, 'geheim123');
      expect((await evening.put(`/api/tickets/${ticket}/answers`, { answers: GOOD })).status).toBe(200);
      server.clock.offset = start + 60_000 - Date.now();
      const morning = await server.client().login(email, 'geheim123');
      const late = await morning.put(`/api/tickets/${ticket}/answers`, { answers: { ...GOOD, ophalen: 'Te laat' } });
      expect(late.status).toBe(403);
      expect(late.body.message).toBe(
        'Het evenement is begonnen: de antwoorden kun je niet meer wijzigen. Neem contact met ons op als er iets veranderd is.',
      );
      const ticketNow = (await morning.get('/api/user/events')).body.data.find((e: { uuid: string }) => e.uuid === SWIM).tickets[0];
      expect(ticketNow.answers.ophalen).toBe(GOOD.ophalen);
      expect(ticketNow.answers_editable).toBe(false);
    } finally {
      server.clock.offset = 0;
    }
  });

  it('refuses another parent’s ticket as an unknown one, and changes nothing', async () => {
    const { ticket } = await paidWithAnswers();
    const intruder = (await server.parent()).client;
    const r = await intruder.put(`/api/tickets/${ticket}/answers`, { answers: { ...GOOD, ophalen: 'Een vreemde' } });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Dit ticket bestaat niet of is niet van jou.');
    const staff = await staffClient(server);
    const list = (await staff.get(`/api/staff/events/${SWIM}/participants`)).body.data.participants;
    expect(JSON.stringify(list)).not.toContain('Een vreemde');
  });
});

describe('erasing the account (docs/rules.md "Their own data")', () => {
  it('erases the answers from the tickets and the order lines', async () => {
    const { client, ticket } = await paidWithAnswers();
    expect((await client.post(`/api/tickets/${ticket}/cancel`)).status).toBe(200);
    expect((await client.post('/api/user/delete', { password: 'geheim123' })).status).toBe(200);
    const kept = server.db
      .prepare(
        'SELECT answers FROM tickets WHERE uuid = ? UNION ALL SELECT oi.answers FROM order_items oi JOIN tickets t ON t.order_item_id = oi.id WHERE t.uuid = ?',
      )
      .all(ticket, ticket);
    expect(kept).toEqual([{ answers: '{}' }, { answers: '{}' }]);
  });
});
