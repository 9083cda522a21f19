// The developer tool POST /dev/clock (server/routes/dev-clock.ts): it moves the demo server's clock forward
// and sends the reminders due then (docs/rules.md "Reminder"); JSON only, so another site's form cannot
// use it; like the other developer pages only for this computer unless DEV_TOOLS=public, and absent in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder, ZOMER, type Paid } from './cancel-setup';
import { startServer, type AnyJson, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
// Voetbalkamp Zomer 2027 starts 2027-07-19 09:00 (+02:00); its reminder goes from a week before
const START = Date.parse('2027-07-19T09:00:00+02:00');
const REMINDER_FROM = START - 7 * DAY_MS;
const DAYS_MESSAGE = 'Vul een heel aantal dagen in, van 1 tot en met 3650.';

let server: TestServer;
let parent: Paid;
beforeAll(async () => {
  server = await startServer({ holdSweepMs: 3_600_000, reminderSweepMs: 3_600_000 });
  parent = await paidOrder(server, { event: ZOMER });
});
afterAll(() => server.close());

const move = (days: unknown, headers: Record<string, string> = {}) =>
  server.client().request('POST', '/dev/clock', { json: { days }, headers });
const reminders = (email: string) =>
  server.mails().filter((m) => m.to === email && m.subject.startsWith('Herinnering: Voetbalkamp Zomer 2027'));

describe('POST /dev/clock', () => {
  it('refuses what is not a whole number of days from 1 to 3650, and a body that is not JSON; the clock stays', async () => {
    for (const days of [0, -1, 1.5, '7', null, 3651]) {
      const r = await move(days);
      expect(r.status, JSON.stringify(days)).toBe(422);
      expect(r.body.errors).toEqual({ days: [DAYS_MESSAGE] });
    }
    // a form of another site (urlencoded, text/plain) cannot move it: only JSON, which needs a preflight
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const r = await server.client().request('POST', '/dev/clock', { body: 'days=300', headers: { 'content-type': type } });
      expect(r.status, type).toBe(415);
      expect(r.body).toEqual({ message: 'Stuur het aantal dagen als JSON (Content-Type: application/json).' });
    }
    expect(reminders(parent.email)).toEqual([]);
    expect(Math.abs(server.shop.deps.now() - Date.now())).toBeLessThan(60_000);
  });

  it('moves the clock into the week before the camp and sends the reminder at once; once, not again a day later', async () => {
    const days = Math.ceil((REMINDER_FROM - Date.now()) / DAY_MS);
    const r = await move(days);
    expect(r.status).toBe(200);
    const now = Date.parse(r.body.data.now as string);
    expect(now).toBeGreaterThanOrEqual(REMINDER_FROM);
    expect(now).toBeLessThan(START);
    // the demo parent's Sem has a ticket for it too
    expect(r.body.data.reminders).toBe(2);
    const [mail] = reminders(parent.email);
    expect(mail!.subject).toBe('Herinnering: Voetbalkamp Zomer 2027 begint maandag 19 juli 2027 om 09:00');
    // the outbox shows it at the moved time, as the parent would get it
    const outbox = (await server.client().get(`/dev/mail.json?q=${encodeURIComponent(parent.email)}`)).body as AnyJson[];
    const listed = outbox.find((m) => m.subject.startsWith('Herinnering'));
    expect(Math.abs(Date.parse(listed.created_at) - now)).toBeLessThan(60_000);

    const later = await move(1);
    expect(later.status).toBe(200);
    expect(Date.parse(later.body.data.now as string) - now).toBeGreaterThanOrEqual(DAY_MS);
    expect(later.body.data.reminders).toBe(0);
    expect(reminders(parent.email)).toHaveLength(1);
  });

  it('answers 404 to a client not on this computer, and to a request a proxy forwarded while none is trusted', async () => {
    const proxied = await startServer({ trustedProxies: 1 });
    try {
      const r = await proxied.client().request('POST', '/dev/clock', { json: { days: 1 }, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Deze pagina bestaat niet.' });
    } finally {
      await proxied.close();
    }
    expect((await move(1, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
  });

  it("with DEV_TOOLS=public answers everyone (devTools: 'public')", async () => {
    const open = await startServer({ trustedProxies: 1, devTools: 'public' });
    try {
      const r = await open.client().request('POST', '/dev/clock', { json: { days: 1 }, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(r.status).toBe(200);
      expect(Date.parse(r.body.data.now as string) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    } finally {
      await open.close();
    }
  });

  it('does not exist in production, not even for this computer with DEV_TOOLS=public', async () => {
    const production = await startServer({ production: true, testPayments: true, devTools: 'public' });
    try {
      const r = await production.client().request('POST', '/dev/clock', { json: { days: 300 } });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Deze pagina bestaat niet.' });
      expect(Math.abs(production.shop.deps.now() - Date.now())).toBeLessThan(60_000);
    } finally {
      await production.close();
    }
  });
});
