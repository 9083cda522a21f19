// Security of the reference backend: CSRF on every mutating call, no way into another parent's
// data, the login throttle under parallel tries and forged headers, forgot-password timing, session
// cookies (what the server serves besides the API: security-pages.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay, startServer, tableCounts, type Client } from './helpers';
import { registration, server, startWithEvilEvent } from './security-setup';

beforeAll(startWithEvilEvent);
afterAll(() => server.close());

describe('CSRF', () => {
  // every mutating /api route; {p} is a profile of the caller, {e} an event
  const MUTATING: Array<[string, string]> = [
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/reset-password'],
    ['PUT', '/api/user'],
    ['POST', '/api/profile'],
    ['PUT', '/api/profile/{p}'],
    ['POST', '/api/cart'],
    ['DELETE', '/api/cart'],
    ['DELETE', '/api/cart/items/{e}/{p}'],
    ['POST', '/api/cart/checkout'],
    ['POST', '/api/gift-card'],
    ['PATCH', '/api/user'],
    ['DELETE', '/api/user'],
  ];

  it.each(MUTATING)('%s %s without or with a wrong X-XSRF-TOKEN → 419, nothing written, still logged in', async (method, path) => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
    const url = path.replace('{p}', profile.uuid).replace('{e}', EVENTS.tennis2027);
    const body = { email: 'demo@example.nl', password: 'demo1234', first_name: 'X', last_name: 'Y', phone: '0612345678', items: [] };
    const counts = tableCounts(server.db);
    for (const headers of [{}, { 'x-xsrf-token': 'fout' }, { 'x-xsrf-token': '' }] as Array<Record<string, string>>) {
      const r = await client.request(method, url, { json: body, csrf: false, headers });
      expect(r.status).toBe(419);
    }
    // a simple cross-site form post (no custom header possible) is refused too
    const form = await client.request(method, url, {
      body: 'email=demo%40example.nl&password=demo1234',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(419);
    expect(tableCounts(server.db)).toEqual(counts);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/cart')).body.data.items).toHaveLength(1);
  });

  it("another session's token does not count", async () => {
    const a = await server.client().init();
    const b = await server.client().init();
    const r = await a.request('POST', '/api/auth/login', {
      json: { email: 'demo@example.nl', password: 'demo1234' },
      csrf: false,
      headers: { 'x-xsrf-token': b.xsrf! },
    });
    expect(r.status).toBe(419);
  });
});

describe('sessions', () => {
  it('expired sessions are removed while the server runs, not only on start', async () => {
    const idle = await server.client().init();
    const id = idle.sessionId!;
    expect(server.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id)).toBeDefined();
    server.clock.offset += 121 * 60_000;
    try {
      await fetch(`${server.baseUrl}/api/csrf-cookie`); // any visitor
      expect(server.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id)).toBeUndefined();
    } finally {
      server.clock.offset -= 121 * 60_000;
    }
  });

  it('the mail outbox can be switched off (MAIL_OUTBOX=off; the default with Mollie)', async () => {
    const closed = await startServer({ mailOutbox: false });
    try {
      for (const path of ['/dev/mail', '/dev/mail.json']) expect((await fetch(`${closed.baseUrl}${path}`)).status).toBe(404);
      const c = await closed.client().init();
      await c.post('/api/auth/forgot-password', { email: 'demo@example.nl' });
      expect(closed.mails()).toHaveLength(1); // still stored, just not shown
    } finally {
      await closed.close();
    }
  });

  it('register starts a new session id; the anonymous one no longer works', async () => {
    const c = await server.client().init();
    const before = c.sessionId!;
    const r = await c.post('/api/auth/register', registration(`sessie-${Date.now()}@example.nl`));
    expect(r.status).toBe(201);
    expect(c.sessionId).not.toBe(before);
    expect(server.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(before)).toBeUndefined();
  });
});

describe("another parent's data", () => {
  it('is reachable through no route: profiles, orders, cart, tickets, user events', async () => {
    const a = await server.parent('Anna');
    const b = await server.parent('Bert');
    const aKid = a.profile.uuid;
    await a.client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: aKid }], coupon_code: 'WELKOM10' });
    const order = (await a.client.post('/api/cart/checkout')).body.data;
    await pay(a.client, order.payment_url, 'paid');
    await a.client.post('/api/cart', { items: [{ product_id: EVENTS.multisport2027, profile_id: aKid }] });
    const aBefore = {
      profiles: (await a.client.get('/api/user/profiles')).body,
      events: (await a.client.get('/api/user/events')).body,
      cart: (await a.client.get('/api/cart')).body,
      order: (await a.client.get(`/api/orders/${order.order}`)).body,
    };
    expect(aBefore.events.data).toHaveLength(1);

    // reading
    expect((await b.client.get(`/api/orders/${order.order}`)).status).toBe(404);
    const bProfiles = (await b.client.get('/api/user/profiles')).body.data as Array<{ uuid: string }>;
    expect(bProfiles.map((p) => p.uuid)).toEqual([b.profile.uuid]);
    expect((await b.client.get('/api/user/events')).body.data).toEqual([]);
    expect((await b.client.get('/api/cart')).body.data.items).toEqual([]);
    expect((await b.client.get('/api/user')).body.data.email).toBe(b.email);
    // writing
    const put = await b.client.put(`/api/profile/${aKid}`, { first_name: 'Gekaapt', last_name: 'X' });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe((await b.client.put('/api/profile/00000000-0000-4000-8000-000000000000', {})).body.message);
    const add = await b.client.post('/api/cart', { items: [{ product_id: EVENTS.multisport2027, profile_id: aKid }] });
    expect(add.status).toBe(422);
    expect(add.body.errors['items.0.profile_id']).toEqual(['Dit kind staat niet in je account. Kies een van je eigen kinderen.']);
    expect((await b.client.delete(`/api/cart/items/${EVENTS.multisport2027}/${aKid}`)).status).toBe(404);
    expect((await b.client.delete('/api/cart')).status).toBe(200);
    expect((await b.client.post('/api/cart/checkout')).status).toBe(422);

    // A sees exactly what A had
    expect((await a.client.get('/api/user/profiles')).body).toEqual(aBefore.profiles);
    expect((await a.client.get('/api/user/events')).body).toEqual(aBefore.events);
    expect((await a.client.get('/api/cart')).body).toEqual(aBefore.cart);
    expect((await a.client.get(`/api/orders/${order.order}`)).body).toEqual(aBefore.order);
  });
});

describe('login throttle', () => {
  it('holds for parallel tries: at most 5 wrong passwords are checked per e-mail + IP per minute', async () => {
    const email = `parallel-${Date.now()}@example.nl`;
    await (await server.client().init()).post('/api/auth/register', registration(email));
    const c = await server.client().init();
    const results = await Promise.all(Array.from({ length: 20 }, () => c.post('/api/auth/login', { email, password: 'fout-wachtwoord' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const r of results.filter((x) => x.status === 429)) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // the right password is refused too until the minute is over
    expect((await c.post('/api/auth/login', { email, password: 'geheim123' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For and X-Real-IP by default: a forged address per try does not reset the count', async () => {
    const c = await server.client().init();
    const email = `spoof-${Date.now()}@example.nl`;
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const r = await c.request('POST', '/api/auth/login', {
        json: { email, password: 'fout' },
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}`, forwarded: `for=203.0.113.${i}` },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it('behind TRUST_PROXY=1 counts by the address the proxy appended, not by what the client wrote before it', async () => {
    const proxied = await startServer({ trustedProxies: 1 });
    try {
      const c = await proxied.client().init();
      const login = (xff: string) =>
        c.request('POST', '/api/auth/login', {
          json: { email: 'iemand@example.nl', password: 'fout' },
          headers: { 'x-forwarded-for': xff },
        });
      // the client forges a new first entry each time; the proxy appends the real 198.51.100.7
      const forged = [];
      for (let i = 0; i < 6; i++) forged.push((await login(`10.0.0.${i}, 198.51.100.7`)).status);
      expect(forged).toEqual([422, 422, 422, 422, 422, 429]);
      // another real client behind the same proxy is not locked out
      expect((await login('198.51.100.8')).status).toBe(422);
    } finally {
      await proxied.close();
    }
  });
});

describe('forgot-password', () => {
  it('answers a known and an unknown address with the same body in the same time', async () => {
    const c = await server.client().init();
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < 5; i++) {
      server.clock.offset += 61_000; // past the one-mail-per-minute limit, so the known address really gets a mail
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now();
        const r = await c.post('/api/auth/forgot-password', { email: kind === 'known' ? 'demo@example.nl' : `niemand${i}@example.nl` });
        times[kind].push(performance.now() - started);
        expect(r.status).toBe(200);
        bodies.add(r.text);
      }
    }
    server.clock.offset -= 5 * 61_000;
    expect(bodies.size).toBe(1);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
    // creating a token and a mail takes a few ms that an unknown address does not: both are padded to 100 ms
    for (const t of [...times.known, ...times.unknown]) expect(t).toBeGreaterThanOrEqual(95);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(25);
  });
});

describe('cookies', () => {
  it('the session cookie is httpOnly and SameSite=Lax on every renewal (login, logout)', async () => {
    const c: Client = await server.client().init();
    for (const r of [
      await c.post('/api/auth/login', { email: 'demo@example.nl', password: 'demo1234' }),
      await c.post('/api/auth/logout'),
    ]) {
      const session = r.headers.getSetCookie().find((x) => x.startsWith('shop_session='));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    }
  });
});
