// A parent's own data (AVG; docs/rules.md "Their own data"), over real HTTP: the download holds what the
// shop keeps about them and nothing of another parent; erasing is refused while a child still has a camp
// to go to, and afterwards the account cannot log in, the orders keep their amounts, and no personal
// field is left in the database file.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOMER, paidOrder, setClock, type Paid } from './cancel-setup';
import { CHILD_DETAILS, startServer, type TestServer } from './helpers';

let server: TestServer;
let parent: Paid;
let other: Paid;
const unique = Math.random().toString(36).slice(2, 8);
const person = {
  first_name: `Zwaantje${unique}`,
  last_name: `Wilgenhof${unique}`,
  phone: `06 9${unique.replace(/\D/g, '1').padEnd(7, '7').slice(0, 7)}`,
};
const child = { first_name: `Fenneke${unique}`, allergies: `Pinda-allergie-${unique}` };

beforeAll(async () => {
  server = await startServer({ holdSweepMs: 3_600_000 });
  await setClock(server, '2027-06-01T10:00');
  parent = await paidOrder(server);
  other = await paidOrder(server);
  expect((await parent.client.put('/api/user', person)).status).toBe(200);
  const [profile] = (await parent.client.get('/api/user/profiles')).body.data;
  const changed = await parent.client.put(`/api/profile/${profile.uuid}`, {
    ...CHILD_DETAILS,
    first_name: child.first_name,
    last_name: 'Test',
    gender: 'f',
    needs_medical_attention: true,
    allergies: child.allergies,
  });
  expect(changed.status, changed.text).toBe(200);
});
afterAll(() => server.close());

describe('GET /api/user/export', () => {
  it('is one JSON file with the account, children, orders, tickets, waiting list and mails, and nothing of another parent', async () => {
    const reply = await parent.client.get('/api/user/export');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="mijn-gegevens.json"');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const data = reply.body;
    expect(data.account).toMatchObject({ email: parent.email, first_name: person.first_name, phone: person.phone });
    expect(data.children).toEqual([expect.objectContaining({ first_name: child.first_name, allergies: child.allergies })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ status: 'paid', event: 'Voetbalkamp Zomer 2027', total: '189.00' });
    expect(data.orders[0].lines).toEqual([
      expect.objectContaining({ child: `${child.first_name} Test`, price: '189.00', canceled_at: null }),
    ]);
    expect(data.orders[0].payments).toEqual([expect.objectContaining({ kind: 'payment', status: 'paid', amount: '189.00' })]);
    expect(data.tickets.map((e: { uuid: string }) => e.uuid)).toEqual([ZOMER]);
    expect(data.waiting_list).toEqual([]);
    expect(data.mails.map((m: { subject: string }) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Bevestiging van je inschrijving SV-/)]),
    );
    expect(reply.text).not.toContain(other.email);
  });

  it('needs a login', async () => {
    expect((await server.client().get('/api/user/export')).status).toBe(401);
  });
});

describe('POST /api/user/delete', () => {
  it('asks for the password, throttled like the login', async () => {
    const wrong = await parent.client.post('/api/user/delete', { password: 'niet-het-wachtwoord' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['Dit is niet je wachtwoord. Typ het wachtwoord waarmee je inlogt.']);
    const empty = await parent.client.post('/api/user/delete', {});
    expect(empty.body.errors.password).toEqual(['Vul je wachtwoord in.']);
  });

  it('is refused while a child still has a ticket for an event that has not ended, saying which and what to do', async () => {
    const reply = await parent.client.post('/api/user/delete', { password: 'geheim123' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain('Voetbalkamp Zomer 2027');
    expect(reply.body.message).toContain('Annuleer die inschrijving eerst');
    expect((await parent.client.get('/api/user')).status).toBe(200);
  });

  it('erases the account after the event: no login, orders keep their amounts, no personal field left in the file', async () => {
    await setClock(server, '2027-08-30T10:00', parent);
    const before = server.db.prepare('SELECT total_cents, status FROM orders WHERE uuid = ?').get(parent.order);
    const reply = await parent.client.post('/api/user/delete', { password: 'geheim123' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.data.message).toMatch(/^Je account is verwijderd/);
    // read before anything else happens (a later wrong login with the old address is counted again)
    const file = [server.database, `${server.database}-wal`]
      .filter((f) => existsSync(f))
      .map((f) => readFileSync(f).toString('latin1'))
      .join('');
    for (const secret of [parent.email, person.first_name, person.last_name, person.phone, child.first_name, child.allergies])
      expect(file.includes(secret), secret).toBe(false);
    expect(file.includes(other.email)).toBe(true);
    expect((await parent.client.get('/api/user')).body.data).toBeNull();
    const login = await server.client().init();
    expect((await login.post('/api/auth/login', { email: parent.email, password: 'geheim123' })).status).toBe(422);
    expect(server.db.prepare('SELECT total_cents, status FROM orders WHERE uuid = ?').get(parent.order)).toEqual(before);
    // the other parent keeps everything
    expect((await other.client.get('/api/user')).body.data).toBeNull(); // a months-old session, as for anyone
    await setClock(server, '2027-08-30T10:05', other);
    expect((await other.client.get('/api/user/export')).body.account.email).toBe(other.email);
  });
});
