// Failed logins are capped per IP address across e-mail addresses, besides the
// 5-per-address throttle, so one client cannot try one password on many accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ trustedProxies: 1 });
});
afterAll(() => server.close());

describe('password spraying from one address', () => {
  it('after 30 failed logins on different addresses the IP waits (429, Retry-After, Dutch message); another IP does not', async () => {
    const c = await server.client().init();
    const from = (ip: string, email: string, password = 'Welkom01') =>
      c.request('POST', '/api/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await from('198.51.100.20', `slachtoffer${i}@example.nl`)).status);
    expect(statuses.every((s) => s === 422)).toBe(true);

    const blocked = await from('198.51.100.20', 'nog-een@example.nl');
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.message).toMatch(
      /^Er is vanaf jouw netwerk te vaak een verkeerd wachtwoord ingevuld\. Wacht \d+ minuten? en probeer het dan opnieuw\.$/,
    );
    expect(blocked.body.errors.email).toEqual([blocked.body.message]);
    // the right password does not get through either while the address waits
    expect((await from('198.51.100.20', DEMO.email, DEMO.password)).status).toBe(429);
    // another address is not affected
    expect((await from('198.51.100.21', DEMO.email, DEMO.password)).status).toBe(200);
  });

  it('successful logins do not count, and the wait ends', async () => {
    const c = await server.client().init();
    const from = (email: string, password: string) =>
      c.request('POST', '/api/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': '198.51.100.30' } });
    for (let i = 0; i < 10; i++) expect((await from(DEMO.email, DEMO.password)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await from(`iemand${i}@example.nl`, 'fout')).status).toBe(422);
    expect((await from(DEMO.email, DEMO.password)).status).toBe(429);
    server.clock.offset += 16 * 60_000;
    try {
      expect((await from(DEMO.email, DEMO.password)).status).toBe(200);
    } finally {
      server.clock.offset -= 16 * 60_000;
    }
  });
});
