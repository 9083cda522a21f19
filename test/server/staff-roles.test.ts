// Staff accounts (docs/rules.md "§6 Roles and permissions"): every staff call answers 401 without a login
// and 403 for a parent, with a Dutch message; a staff member whose role is taken away is logged out at
// once; a staff session ends after 30 idle minutes while a parent's lasts 120; production seeds no staff.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '../../server/routes';
import { honoPath } from '../../server/http/route';
import { findUserByEmail } from '../../server/db/users';
import { addStaff, removeStaff } from '../../server/domain/staff/accounts';
import { startServer, type TestServer } from './helpers';
import { STAFF, staffClient } from './staff-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const STAFF_CALLS = API_ROUTES.filter((route) => route.access === 'staff');
const address = (path: string) => honoPath(path).replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

it('every staff call answers 401 without a login and 403 for a parent, and reaches its handler for staff', async () => {
  // the list comes from the routes themselves, so a new staff call is covered without touching this test
  expect(STAFF_CALLS.length).toBeGreaterThanOrEqual(12);
  const anonymous = await server.client().init();
  const parent = (await server.parent()).client;
  const staff = await staffClient(server);
  for (const route of STAFF_CALLS) {
    const method = route.method.toUpperCase();
    const path = address(route.path);
    const none = await anonymous.request(method, path, { json: method === 'GET' ? undefined : {} });
    expect([path, none.status, none.body.message]).toEqual([path, 401, 'Je bent niet ingelogd.']);
    const refused = await parent.request(method, path, { json: method === 'GET' ? undefined : {} });
    expect([path, refused.status, refused.body.message]).toEqual([path, 403, 'Alleen voor medewerkers. Log in met een beheeraccount.']);
    const allowed = await staff.request(method, path, { json: method === 'GET' ? undefined : {} });
    expect([path, allowed.status]).not.toEqual([path, 401]);
    expect([path, allowed.status]).not.toEqual([path, 403]);
  }
});

it('the demo staff account sees the overview; a parent made staff sees it after the change, without logging in again', async () => {
  const staff = await staffClient(server);
  const events = await staff.get('/api/staff/events');
  expect(events.status).toBe(200);
  expect(events.body.data.map((e: { title: string }) => e.title)).toContain('Voetbalkamp Zomer 2027');

  const parent = await server.parent('Wendy');
  expect((await parent.client.get('/api/staff/events')).status).toBe(403);
  const added = await addStaff(server.db, parent.email, server.baseUrl, Date.now());
  expect(added).toMatchObject({ created: false, email: parent.email });
  expect(added.link).toMatch(new RegExp(`^${server.baseUrl}/account/set-password\\?token=[\\w-]{20,}&email=`));
  expect((await parent.client.get('/api/staff/events')).status).toBe(200);
});

it('npm run staff -- add makes a new account staff with a working one-time set-password link', async () => {
  const added = await addStaff(server.db, 'nieuwe.leider@example.nl', server.baseUrl, Date.now());
  expect(added.created).toBe(true);
  const link = new URL(added.link!);
  const client = await server.client().init();
  const reset = await client.post('/api/auth/reset-password', {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password: 'kamp-leider-1',
    password_confirmation: 'kamp-leider-1',
  });
  expect(reset.status).toBe(200);
  await client.login('nieuwe.leider@example.nl', 'kamp-leider-1');
  expect((await client.get('/api/staff/events')).status).toBe(200);
  // used once: the same link does not work again
  const again = await server.client().init();
  const second = await again.post('/api/auth/reset-password', {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password: 'kamp-leider-2',
    password_confirmation: 'kamp-leider-2',
  });
  expect(second.status).toBe(422);
});

it('a removed staff member is logged out at once; the role changes are in the log', async () => {
  await addStaff(server.db, 'tijdelijk@example.nl', server.baseUrl, Date.now());
  const link = new URL((await addStaff(server.db, 'tijdelijk@example.nl', server.baseUrl, Date.now() + 61_000)).link!);
  const client = await server.client().init();
  await client.post('/api/auth/reset-password', {
    token: link.searchParams.get('token'),
    email: 'tijdelijk@example.nl',
    password: 'tijdelijk-1',
    password_confirmation: 'tijdelijk-1',
  });
  await client.login('tijdelijk@example.nl', 'tijdelijk-1');
  expect((await client.get('/api/staff/events')).status).toBe(200);

  expect(removeStaff(server.db, 'tijdelijk@example.nl', Date.now())).toBe(true);
  const after = await client.get('/api/staff/events');
  expect([after.status, after.body.message]).toEqual([401, 'Je bent niet ingelogd.']);
  expect(removeStaff(server.db, 'tijdelijk@example.nl', Date.now())).toBe(false);

  const log = await (await staffClient(server)).get('/api/staff/log');
  expect(log.status).toBe(200);
  const roles = log.body.data.entries.filter((e: { subject: string }) => e.subject === 'tijdelijk@example.nl');
  expect(roles.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
    ['role.remove', 'console'],
    ['role.add', 'console'],
  ]);
  // the log cannot be rewritten
  expect(() => server.db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
  expect(() => server.db.prepare("UPDATE audit_log SET actor = 'x'").run()).toThrow(/append-only/);
});

it('a staff session ends after 30 minutes without activity; a parent’s is still alive', async () => {
  const staff = await staffClient(server);
  const parent = await server.parent();
  server.clock.offset += 29 * 60_000;
  expect((await staff.get('/api/staff/events')).status).toBe(200);
  server.clock.offset += 31 * 60_000;
  expect((await staff.get('/api/staff/events')).status).toBe(401);
  expect((await parent.client.get('/api/user')).status).toBe(200);
  server.clock.offset = 0;
});

it('production seeds no staff account', async () => {
  const production = await startServer({ production: true, testPayments: true });
  try {
    expect(findUserByEmail(production.db, STAFF.email)).toBeUndefined();
    expect(findUserByEmail(server.db, STAFF.email)?.email).toBe(STAFF.email);
  } finally {
    await production.close();
  }
});
