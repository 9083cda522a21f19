// The expensive and guessable auth calls under abuse (docs/rules.md §6): reset-password checks the
// link before it hashes, wrong links are throttled per IP, and failed logins for one account from
// many addresses slow down without shutting the real parent out.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from './helpers';

/** How often the server hashed a new password (scrypt: tens of milliseconds of CPU each). */
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/lib/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/lib/crypto')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashed.count++;
      return real.hashPassword(password);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  // X-Forwarded-For names the client: one test run plays many visitors
  server = await startServer({ trustedProxies: 1 });
});
afterAll(() => server.close());

const PASSWORD = 'geheim123';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function account(email: string): Promise<void> {
  const c = await server.client().init();
  const r = await c.post('/api/auth/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    first_name: 'Pieter',
    last_name: 'Bakker',
    phone: '0612345678',
  });
  expect(r.status).toBe(201);
}

/** Asks a reset link for `email` and returns its token. */
async function resetToken(email: string): Promise<string> {
  server.clock.offset += 2 * 60_000; // past the one-mail-a-minute limit of forgot-password
  await (await server.client().init()).post('/api/auth/forgot-password', { email });
  const mail = server
    .mails()
    .filter((m) => m.to === email)
    .at(-1)!;
  return new URL(mail.links[0]!).searchParams.get('token')!;
}

const resetBody = (email: string, token: string) => ({
  email,
  token,
  password: 'nieuwwachtwoord',
  password_confirmation: 'nieuwwachtwoord',
});

describe('reset-password', () => {
  it('a wrong link is refused before the new password is hashed; the right one hashes once', async () => {
    const email = 'herstel@example.nl';
    await account(email);
    const token = await resetToken(email);
    const c = await server.client().init();
    const before = hashed.count;
    for (const body of [resetBody(email, 'verkeerd'), resetBody('onbekend@example.nl', token)]) {
      const r = await c.request('POST', '/api/auth/reset-password', { json: body, headers: from('198.51.100.70') });
      expect(r.status).toBe(422);
      expect(r.body.errors.email).toEqual(['Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.']);
    }
    expect(hashed.count).toBe(before);
    const ok = await c.request('POST', '/api/auth/reset-password', { json: resetBody(email, token), headers: from('198.51.100.70') });
    expect(ok.status).toBe(200);
    expect(hashed.count).toBe(before + 1);
  });

  it('wrong links count with reset-token-check per address and IP: the 6th waits (429, Retry-After); another IP does not', async () => {
    const email = 'raden@example.nl';
    await account(email);
    const c = await server.client().init();
    const ip = from('198.51.100.71');
    for (let i = 0; i < 3; i++)
      expect((await c.request('POST', '/api/auth/reset-token-check', { json: { email, token: `x${i}` }, headers: ip })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await c.request('POST', '/api/auth/reset-password', { json: resetBody(email, `y${i}`), headers: ip })).status).toBe(422);
    const token = await resetToken(email);
    server.clock.offset -= 2 * 60_000; // back inside the minute of the wrong tries
    const refused = await c.request('POST', '/api/auth/reset-password', { json: resetBody(email, token), headers: ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Je hebt te vaak een ongeldige link geopend\. Wacht \d+ seconden? en probeer het dan opnieuw\.$/);
    expect((await c.request('POST', '/api/auth/reset-token-check', { json: { email, token }, headers: ip })).status).toBe(429);
    // the parent on their own network is not held up
    expect(
      (await c.request('POST', '/api/auth/reset-password', { json: resetBody(email, token), headers: from('198.51.100.72') })).status,
    ).toBe(200);
  });

  it('one IP trying many addresses meets a limit too: 30 wrong links in 15 minutes', async () => {
    const c = await server.client().init();
    const ip = from('198.51.100.73');
    for (let i = 0; i < 30; i++)
      expect(
        (await c.request('POST', '/api/auth/reset-password', { json: resetBody(`iemand${i}@example.nl`, 'fout'), headers: ip })).status,
      ).toBe(422);
    const refused = await c.request('POST', '/api/auth/reset-token-check', {
      json: { email: 'nog-iemand@example.nl', token: 'fout' },
      headers: ip,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Je hebt te vaak een ongeldige link geopend\. Wacht \d+ minu(ut|ten) en probeer het dan opnieuw\.$/,
    );
  });
});

describe('failed logins for one account from many addresses', () => {
  const login = async (email: string, password: string, ip: string) =>
    (await server.client().init()).request('POST', '/api/auth/login', { json: { email, password }, headers: from(ip) });

  it('after 10 failures each next try waits longer (2 s, 4 s … at most 60 s); the parent gets in after the wait, and by a reset link at any time', async () => {
    const email = 'doelwit@example.nl';
    await account(email);
    let ipCounter = 0;
    const stranger = () => `203.0.113.${++ipCounter}`;
    for (let i = 0; i < 10; i++) expect((await login(email, `gok${i}`, stranger())).status).toBe(422);

    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await login(email, 'nog-een-gok', stranger());
      expect(refused.status).toBe(429);
      expect(refused.body.errors.email[0]).toMatch(
        /^Er is te vaak een verkeerd wachtwoord ingevuld voor dit e-mailadres\. Wacht \d+ seconden? en probeer het dan opnieuw, of vraag een nieuw wachtwoord aan\.$/,
      );
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      server.clock.offset += wait * 1000;
      expect((await login(email, 'nog-een-gok', stranger())).status).toBe(422);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);

    // the real parent, while the guessing goes on, can always choose a new password (which logs in)
    const token = await resetToken(email);
    const reset = await (
      await server.client().init()
    ).request('POST', '/api/auth/reset-password', { json: resetBody(email, token), headers: from('192.0.2.10') });
    expect(reset.status).toBe(200);
    // …or waits at most a minute and logs in; a successful login starts the count afresh
    server.clock.offset += 60_000;
    expect((await login(email, 'nieuwwachtwoord', '192.0.2.10')).status).toBe(200);
    expect((await login(email, 'weer-een-gok', stranger())).status).toBe(422);
  });

  it('an address without an account answers the same, so the wait does not tell which addresses exist', async () => {
    for (let i = 0; i < 10; i++) expect((await login('niemand@example.nl', 'gok', `203.0.113.${100 + i}`)).status).toBe(422);
    const refused = await login('niemand@example.nl', 'gok', '203.0.113.120');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
  });
});
