import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startServer, type TestServer, expectFieldErrors } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const registration = (email: string) => ({
  email,
  password: 'geheim123',
  password_confirmation: 'geheim123',
  first_name: 'Pieter',
  last_name: 'Bakker',
  phone: '06 98765432',
});

describe('session and CSRF', () => {
  it('GET /api/csrf-cookie answers 204 and sets shop_session (httpOnly, Lax) and XSRF-TOKEN', async () => {
    const c = server.client();
    const r = await c.get('/api/csrf-cookie');
    expect(r.status).toBe(204);
    const cookies = r.headers.getSetCookie();
    const session = cookies.find((x) => x.startsWith('shop_session='));
    const xsrf = cookies.find((x) => x.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/SameSite=Lax/i);
  });

  it('answers 419 to a mutating call without or with a wrong X-XSRF-TOKEN', async () => {
    const c = await server.client().init();
    const missing = await c.request('POST', '/api/auth/login', { json: DEMO, csrf: false });
    expect(missing.status).toBe(419);
    expect(missing.body).toEqual({ message: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.' });
    const wrong = await c.request('POST', '/api/auth/login', { json: DEMO, csrf: false, headers: { 'x-xsrf-token': 'nep' } });
    expect(wrong.status).toBe(419);
    const noSession = await server.client().request('POST', '/api/auth/login', { json: DEMO, headers: { 'x-xsrf-token': 'x' } });
    expect(noSession.status).toBe(419);
  });

  it('accepts the token URL-encoded, as axios and ky send the cookie value', async () => {
    const c = await server.client().init();
    const r = await c.request('POST', '/api/auth/login', {
      json: DEMO,
      csrf: false,
      headers: { 'x-xsrf-token': encodeURIComponent(c.xsrf!) },
    });
    expect(r.status).toBe(200);
  });
});

describe('login', () => {
  it('logs the demo parent in on a new session id and answers the user', async () => {
    const c = await server.client().init();
    const before = c.sessionId;
    const r = await c.post('/api/auth/login', { email: 'Demo@Example.nl ', password: DEMO.password });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ first_name: 'Anna', last_name: 'de Vries', full_name: 'Anna de Vries', email: DEMO.email });
    expect(c.sessionId).toBeDefined();
    expect(c.sessionId).not.toBe(before);
    // against session fixation: the id from before the login is gone, so whoever planted it has nothing
    const planted = await fetch(`${server.baseUrl}/api/user/profiles`, { headers: { cookie: `shop_session=${before}` } });
    expect(planted.status).toBe(401);
    expect(c.sessionId).not.toBe(before);
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(DEMO.email);
  });

  it('answers 422 with a Dutch message on email for a wrong password or unknown address', async () => {
    const c = await server.client().init();
    for (const body of [
      { email: DEMO.email, password: 'fout-wachtwoord' },
      { email: 'niemand@example.nl', password: 'whatever1' },
    ]) {
      const r = await c.post('/api/auth/login', body);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(r.body.errors.email[0]);
      expect(r.body.errors.email[0]).toMatch(/^Dit e-mailadres en wachtwoord horen niet bij elkaar\..*\.$/);
    }
  });

  it('answers 422 per field for missing input', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/auth/login', {});
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'Vul je e-mailadres in.',
      errors: { email: ['Vul je e-mailadres in.'], password: ['Vul je wachtwoord in.'] },
    });
  });

  it('throttles after 5 failed tries per e-mail + IP: 429 with Retry-After, open again after a minute', async () => {
    const c = await server.client().init();
    const email = 'throttle@example.nl';
    await server
      .client()
      .init()
      .then((x) => x.post('/api/auth/register', registration(email)));
    for (let i = 0; i < 5; i++) expect((await c.post('/api/auth/login', { email, password: 'verkeerd1' })).status).toBe(422);
    const blocked = await c.post('/api/auth/login', { email, password: 'geheim123' });
    expect(blocked.status).toBe(429);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(blocked.body.message).toMatch(
      /^Je hebt te vaak een verkeerd wachtwoord ingevuld\. Wacht \d+ seconden? en probeer het dan opnieuw\.$/,
    );
    // another address from the same IP is not blocked
    expect((await c.post('/api/auth/login', DEMO)).status).toBe(200);
    server.clock.offset += 61_000;
    try {
      expect((await c.post('/api/auth/login', { email, password: 'geheim123' })).status).toBe(200);
    } finally {
      server.clock.offset -= 61_000;
    }
  });
});

describe('register', () => {
  it('creates the parent, logs in and answers 201 with the user', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/auth/register', registration('nieuw@example.nl'));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ email: 'nieuw@example.nl', full_name: 'Pieter Bakker', phone: '06 98765432' });
    expect(r.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await c.get('/api/user')).body.data.email).toBe('nieuw@example.nl');
  });

  it('refuses an address that is taken, regardless of case', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/auth/register', registration('DEMO@example.NL'));
    expect(r.status).toBe(422);
    expect(r.body.errors.email).toEqual(['Dit e-mailadres is al in gebruik. Log in of kies een ander e-mailadres.']);
  });

  it('answers 422 per field in Dutch', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/auth/register', {
      email: 'geen-adres',
      password: 'kort',
      password_confirmation: 'kort',
      first_name: ' ',
      phone: 'abc',
    });
    expectFieldErrors(r, {
      email: ['Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'],
      password: ['Kies een wachtwoord van minstens 8 tekens.'],
      first_name: ['Vul je voornaam in.'],
      last_name: ['Vul je achternaam in.'],
      phone: ['Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.'],
    });
    expect(r.body.message).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.');
  });

  it('requires the password to be confirmed', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/auth/register', { ...registration('bevestig@example.nl'), password_confirmation: 'anders123' });
    expectFieldErrors(r, { password: ['De wachtwoorden zijn niet hetzelfde. Typ twee keer hetzelfde wachtwoord.'] });
  });
});

describe('logout', () => {
  it('answers 204, ends the session and hands out a new CSRF token', async () => {
    const c = await server.client().login();
    const token = c.xsrf;
    const r = await c.post('/api/auth/logout');
    expect(r.status).toBe(204);
    expect(c.xsrf).not.toBe(token);
    const me = await c.get('/api/user');
    expect(me.body).toEqual({ data: null });
    expect((await c.get('/api/user/profiles')).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const email = 'vergeten@example.nl';
  let link: URL;

  it('answers the same whether or not the address exists, and mails a link for a known one', async () => {
    await (await server.client().init()).post('/api/auth/register', registration(email));
    const c = await server.client().init();
    const before = server.mails().length;
    const unknown = await c.post('/api/auth/forgot-password', { email: 'onbekend@example.nl' });
    const known = await c.post('/api/auth/forgot-password', { email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toMatch(/e-mail/);
    const mails = server.mails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(email);
    link = new URL(mails[0]!.links[0]!);
    expect(link.origin).toBe(server.baseUrl);
    expect(link.pathname).toBe('/account/set-password');
    expect(link.searchParams.get('email')).toBe(email);
  });

  it('stores the token only as a sha256 hash', () => {
    const token = link.searchParams.get('token')!;
    const rows = server.db.prepare('SELECT token_hash FROM password_resets').pluck().all() as string[];
    expect(rows).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows).not.toContain(token);
  });

  it('reset-token-check: valid for the mailed link; the same answer for a wrong token and an unknown address; nothing used up', async () => {
    const c = await server.client().init();
    const token = link.searchParams.get('token');
    const ok = await c.post('/api/auth/reset-token-check', { token, email });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { valid: true } });
    expect((await c.post('/api/auth/reset-token-check', { token: 'verkeerd', email })).body).toEqual({ data: { valid: false } });
    expect((await c.post('/api/auth/reset-token-check', { token, email: 'onbekend@example.nl' })).body).toEqual({ data: { valid: false } });
    expect((await c.post('/api/auth/reset-token-check', { token, email: 'geen-adres' })).status).toBe(422);
    // checking does not use the link up
    expect((await c.post('/api/auth/reset-token-check', { token, email })).body).toEqual({ data: { valid: true } });
  });

  it('reset-token-check: failed checks are throttled per address and IP (429 with Retry-After)', async () => {
    const c = await server.client().init();
    const target = 'throttle-check@example.nl';
    let last = await c.post('/api/auth/reset-token-check', { token: 'x', email: target });
    for (let i = 0; i < 5; i++) last = await c.post('/api/auth/reset-token-check', { token: `x${i}`, email: target });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last.body.message).toMatch(/Wacht \d+ seconde/);
  });

  it('resets once, logs in, and ends the other sessions of the account', async () => {
    const other = await server.client().login(email, 'geheim123');
    expect((await other.get('/api/user')).status).toBe(200);
    const c = await server.client().init();
    const before = c.sessionId;
    const body = { token: link.searchParams.get('token'), email, password: 'nieuwwachtwoord', password_confirmation: 'nieuwwachtwoord' };
    const r = await c.post('/api/auth/reset-password', body);
    expect(r.status).toBe(200);
    expect(c.sessionId).not.toBe(before);
    expect((await fetch(`${server.baseUrl}/api/user/profiles`, { headers: { cookie: `shop_session=${before}` } })).status).toBe(401);
    expect(r.body.data.email).toBe(email);
    expect((await c.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).body.data).toBeNull();
    // single use
    const again = await (await server.client().init()).post('/api/auth/reset-password', body);
    expect(again.status).toBe(422);
    expect(again.body.errors.email[0]).toMatch(/ongeldig of verlopen/);
    // the new password works, the old one not
    expect((await (await server.client().init()).post('/api/auth/login', { email, password: 'geheim123' })).status).toBe(422);
    await server.client().login(email, 'nieuwwachtwoord');
  });

  it('refuses a token after 60 minutes, and a token for another address', async () => {
    const c = await server.client().init();
    server.clock.offset += 2 * 60_000; // past the one-mail-per-minute limit
    await c.post('/api/auth/forgot-password', { email });
    const token = new URL(server.mails().at(-1)!.links[0]!).searchParams.get('token');
    const body = { token, email, password: 'weeranders1', password_confirmation: 'weeranders1' };
    expect((await c.post('/api/auth/reset-password', { ...body, email: DEMO.email })).status).toBe(422);
    server.clock.offset += 61 * 60_000;
    try {
      const r = await c.post('/api/auth/reset-password', body);
      expect(r.status).toBe(422);
    } finally {
      server.clock.offset -= 63 * 60_000;
    }
  });

  it('a token works until 60 minutes after it was mailed, not a second later', async () => {
    const address = 'grens@example.nl';
    await (await server.client().init()).post('/api/auth/register', registration(address));
    const c = await server.client().init();
    const tokenAfter = async (minutes: number, seconds = 0) => {
      server.clock.offset += 2 * 60_000; // past the one-mail-per-minute limit
      await c.post('/api/auth/forgot-password', { email: address });
      const token = new URL(server.mails().at(-1)!.links[0]!).searchParams.get('token');
      const shift = minutes * 60_000 + seconds * 1000;
      server.clock.offset += shift;
      try {
        return await c.post('/api/auth/reset-password', {
          token,
          email: address,
          password: 'grenswachtwoord',
          password_confirmation: 'grenswachtwoord',
        });
      } finally {
        server.clock.offset -= shift;
      }
    };
    expect((await tokenAfter(59, 59)).status).toBe(200);
    expect((await tokenAfter(60, 1)).status).toBe(422);
  });
});
