// Registration as a stranger would abuse it: to make the shop mail a text of their choice to an
// address they do not own, and to find out which addresses have an account (docs/rules.md §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from '../../server/app';
import { DEMO, startServer, tableCounts, type AnyJson, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // the real limit (the helper raises it for the other tests), and X-Forwarded-For to be many visitors
  server = await startServer({ registrationsPerHour: DEFAULT_REGISTRATIONS_PER_HOUR, trustedProxies: 1 });
});
afterAll(() => server.close());

const registration = (email: string, first_name = 'Pieter') => ({
  email,
  password: 'geheim123',
  password_confirmation: 'geheim123',
  first_name,
  last_name: 'Bakker',
  phone: '06 98765432',
});

const register = async (ip: string, body: object) =>
  (await server.client().init()).request('POST', '/api/auth/register', { json: body, headers: { 'x-forwarded-for': ip } });

/** The outbox over HTTP, as /dev/mail shows it to this computer. */
async function mailsTo(email: string): Promise<AnyJson[]> {
  const r = await server.client().get('/dev/mail.json');
  expect(r.status).toBe(200);
  return (r.body as AnyJson[]).filter((m) => m.to === email);
}

describe('a stranger registers someone else’s address', () => {
  const lure = 'Je rekening is geblokkeerd, herstel via https://kwaad.example/herstel';

  it('the welcome and reset mails do not carry the text typed as a name', async () => {
    const victim = 'buurvrouw@example.nl';
    const r = await register('203.0.113.5', registration(victim, lure));
    expect(r.status).toBe(201);
    // and asks for a reset link, a second mail to the same address
    const forgot = await (await server.client().init()).post('/api/auth/forgot-password', { email: victim });
    expect(forgot.status).toBe(200);

    const mails = await mailsTo(victim);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Kies een nieuw wachtwoord', 'Welkom bij Sportkamp Vooruit']);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hallo,\n/);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('rekening');
        expect(part).not.toContain('kwaad.example');
      }
      expect(mail.links.some((link: string) => link.includes('kwaad'))).toBe(false);
    }
  });

  it('a real parent still registers and is logged in, with a welcome mail', async () => {
    const c = await server.client().init();
    const r = await c.request('POST', '/api/auth/register', {
      json: registration('sanne@example.nl', 'Sanne'),
      headers: { 'x-forwarded-for': '203.0.113.6' },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ first_name: 'Sanne', email: 'sanne@example.nl' });
    expect((await c.get('/api/user')).body.data.email).toBe('sanne@example.nl');
    expect((await mailsTo('sanne@example.nl')).map((m) => m.subject)).toEqual(['Welkom bij Sportkamp Vooruit']);
  });
});

describe('registrations per IP address', () => {
  it('10 an hour; the 11th waits (429, Retry-After, Dutch message) and changes nothing; another address may', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 10; i++) expect((await register(ip, registration(`gezin${i}@example.nl`))).status).toBe(201);
    const before = tableCounts(server.db);
    const refused = await register(ip, registration('gezin10@example.nl'));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(refused.body.message).toMatch(
      /^Er zijn vanaf jouw netwerk te veel accounts aangemaakt\. Probeer het over \d+ (minuut|minuten|seconden?) opnieuw, of log in als je al een account hebt\.$/,
    );
    expect(refused.body.errors.email).toEqual([refused.body.message]);
    expect(tableCounts(server.db)).toEqual(before);
    expect((await mailsTo('gezin10@example.nl')).length).toBe(0);

    expect((await register('198.51.100.41', registration('gezin10@example.nl'))).status).toBe(201);
    // an hour later the first address may again
    server.clock.offset += 61 * 60_000;
    try {
      expect((await register(ip, registration('gezin11@example.nl'))).status).toBe(201);
    } finally {
      server.clock.offset -= 61 * 60_000;
    }
  });

  it('answers for known addresses count too: listing accounts goes no faster than the limit', async () => {
    const ip = '198.51.100.50';
    const known = [DEMO.email, 'gezin0@example.nl', 'gezin1@example.nl', 'buurvrouw@example.nl', 'sanne@example.nl'];
    for (let i = 0; i < 10; i++) {
      const r = await register(ip, registration(known[i % known.length]!));
      expect(r.status).toBe(422);
      expect(r.body.errors.email).toEqual(['Dit e-mailadres is al in gebruik. Log in of kies een ander e-mailadres.']);
    }
    // the 11th question gets no answer about the address, known or not
    for (const email of [DEMO.email, 'onbekend@example.nl']) {
      const r = await register(ip, registration(email));
      expect(r.status).toBe(429);
      expect(r.text).not.toContain('al in gebruik');
    }
  });

  it('a form with mistakes does not use up the limit (it is sent back before it counts)', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < 12; i++)
      expect((await register(ip, { ...registration(`typfout${i}@example.nl`), password_confirmation: 'anders' })).status).toBe(422);
    expect((await register(ip, registration('typfout@example.nl'))).status).toBe(201);
  });
});
