// The per-account login slow-down with device cookies (docs/rules.md "§6 Roles and permissions", OWASP
// "device cookies"): a spray of wrong passwords from many addresses slows the account down, but not the
// browser the parent logged in with before; that browser's own failures still count against it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // X-Forwarded-For names the client: one test run plays many visitors
  server = await startServer({ trustedProxies: 1 });
});
afterAll(() => server.close());

const PASSWORD = 'geheim123';
let ipCounter = 0;
const stranger = () => `203.0.113.${++ipCounter}`;
const login = (client: Client, email: string, password: string, ip: string) =>
  client.request('POST', '/api/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': ip } });

/** A parent who registered in this browser (which makes it their device) and logged out again. */
async function parentWithDevice(): Promise<{ device: Client; email: string }> {
  const { client, email } = await server.parent('Pieter');
  expect(client.cookies.get('shop_device')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  expect((await client.post('/api/auth/logout')).status).toBe(204);
  return { device: client, email };
}

async function spray(email: string, tries = 16): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const r = await login(await server.client().init(), email, `gok${i}`, stranger());
    expect([422, 429]).toContain(r.status);
  }
}

it('after a spray from many addresses the parent’s own browser logs in at once; a new browser waits', async () => {
  const { device, email } = await parentWithDevice();
  await spray(email);
  const elsewhere = await login(await server.client().init(), email, PASSWORD, '192.0.2.50');
  expect(elsewhere.status).toBe(429);
  expect(Number(elsewhere.headers.get('retry-after'))).toBeGreaterThan(0);

  const home = await login(device, email, PASSWORD, '192.0.2.51');
  expect(home.status).toBe(200);
  expect(home.body.data.email).toBe(email);
});

it('a device cookie counts only for its own account, and only with the server’s signature', async () => {
  const { device } = await parentWithDevice();
  const other = await parentWithDevice();
  await spray(other.email);
  // Pieter's browser is no device of the other account
  expect((await login(device, other.email, PASSWORD, '192.0.2.60')).status).toBe(429);
  // a cookie for the other account's id, signed by someone else
  const [userId] = other.device.cookies.get('shop_device')!.split('.');
  const forged = await server.client().init();
  forged.cookies.set('shop_device', `${userId}.bedacht.${'A'.repeat(43)}`);
  expect((await login(forged, other.email, PASSWORD, '192.0.2.61')).status).toBe(429);
  expect((await login(other.device, other.email, PASSWORD, '192.0.2.62')).status).toBe(200);
});

it('the device’s own failures slow it down as the account would be', async () => {
  const { device, email } = await parentWithDevice();
  // ten mistypes from the phone on ever other networks: the eleventh try waits
  for (let i = 0; i < 10; i++) expect((await login(device, email, `fout${i}`, stranger())).status).toBe(422);
  const refused = await login(device, email, PASSWORD, stranger());
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^Er is te vaak een verkeerd wachtwoord ingevuld voor dit e-mailadres\. Wacht 2 seconden/);
  server.clock.offset += 2_000;
  try {
    expect((await login(device, email, PASSWORD, stranger())).status).toBe(200);
  } finally {
    server.clock.offset -= 2_000;
  }
});
