// Anonymous reads write nothing; a session row starts only when one is needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const sessionRows = () => server.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get() as number;

describe('sessions only when needed', () => {
  it('10,000 anonymous stock reads add no session row and set no cookie', async () => {
    const before = sessionRows();
    // over real HTTP for a sample, in-process for the bulk (the same middleware, fast)
    for (let i = 0; i < 100; i++) {
      const r = await fetch(`${server.baseUrl}/api/events/${EVENTS.tennis2027}/stock`);
      expect(r.status).toBe(200);
      expect(r.headers.getSetCookie()).toEqual([]);
    }
    for (let i = 0; i < 9_900; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, () => server.shop.fetch(new Request(`http://127.0.0.1/api/events/${EVENTS.tennis2027}/stock`))),
      );
      expect(batch.every((r) => r.status === 200)).toBe(true);
    }
    expect(sessionRows()).toBe(before);
  }, 30_000);

  it('pages, the CMS, files and anonymous API reads add no row either', async () => {
    const before = sessionRows();
    for (const path of [
      '/',
      '/evenementen',
      '/graphql?query=%7B__typename%7D',
      '/api/openapi.json',
      '/api/user',
      '/api/cart',
      '/assets/nope.css',
      '/nope',
    ]) {
      const r = await fetch(`${server.baseUrl}${path}`);
      expect(r.headers.getSetCookie(), path).toEqual([]);
    }
    expect(sessionRows()).toBe(before);
  });

  it('a cookie that names no session (expired, forged) starts none; a page tells the browser to drop it, an API read not', async () => {
    const before = sessionRows();
    const stale = { cookie: 'shop_session=bestaat-niet; XSRF-TOKEN=x' };
    const read = await fetch(`${server.baseUrl}/api/events/${EVENTS.tennis2027}/stock`, { headers: stale });
    expect(read.status).toBe(200);
    // a poll under way while the widget starts a new session must not drop the new cookies
    expect(read.headers.getSetCookie()).toEqual([]);
    const page = await fetch(`${server.baseUrl}/account/login`, { headers: stale });
    const dropped = page.headers.getSetCookie();
    expect(dropped.map((line) => line.split(';')[0]).sort()).toEqual(['XSRF-TOKEN=', 'shop_session=']);
    expect(dropped.every((line) => /Max-Age=0/i.test(line))).toBe(true);
    expect(sessionRows()).toBe(before);
  });

  it('a session that ended on the server while the browser kept its cookies: the 419 drops them, the next try logs in', async () => {
    const c = await server.client().init();
    const stale = c.xsrf!;
    // the session ends on the server (idle for two hours, or every session of the account ended elsewhere)
    server.db.prepare('DELETE FROM sessions WHERE id = ?').run(c.sessionId);
    const refused = await c.post('/api/auth/login', { email: 'demo@example.nl', password: 'demo1234' });
    expect(refused.status).toBe(419);
    // the stale token is gone from the browser, so the widget asks for a new one instead of sending it again
    expect(c.xsrf).toBeUndefined();
    expect(c.sessionId).toBeUndefined();
    await c.init();
    expect(c.xsrf).not.toBe(stale);
    expect((await c.post('/api/auth/login', { email: 'demo@example.nl', password: 'demo1234' })).status).toBe(200);
  });

  it('the CSRF cookie call starts one (the widgets call it before their first POST), login works from there', async () => {
    const before = sessionRows();
    const c = await server.client().init();
    expect(c.sessionId).toBeDefined();
    expect(c.xsrf).toBeDefined();
    expect(sessionRows()).toBe(before + 1);
    await c.login();
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('a POST without a session is refused with 419 and writes nothing', async () => {
    const before = sessionRows();
    const r = await server.client().request('POST', '/api/auth/login', { json: { email: 'demo@example.nl', password: 'demo1234' } });
    expect(r.status).toBe(419);
    expect(sessionRows()).toBe(before);
  });
});
