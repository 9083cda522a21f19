// Bad input besides the body: unknown fields are ignored, unknown and malformed path parameters give
// 404 JSON, and odd headers and cookies give no 500 (the bodies: bad-input.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from './helpers';
import { demo, server, startWithDemoParent } from './bad-input-setup';

beforeAll(startWithDemoParent);
afterAll(() => server.close());

describe('unknown fields are ignored', () => {
  it('PUT /api/user with extra fields saves only the known ones', async () => {
    const r = await demo.put('/api/user', {
      first_name: 'Anna',
      last_name: 'de Vries',
      phone: '06 12345678',
      is_admin: true,
      email: 'x@y.nl',
      uuid: 'x',
    });
    expect(r.status).toBe(200);
    expect(r.body.data.email).toBe('demo@example.nl');
  });
});

describe('unknown uuids and paths → 404 JSON', () => {
  it.each([
    ['PUT', '/api/profile/00000000-0000-0000-0000-000000000000'],
    ['PUT', `/api/profile/${'a'.repeat(5000)}`],
    ['DELETE', '/api/cart/items/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/orders/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/events/onbekend/stock'],
    ['GET', '/api/payments/onbekend/return'],
    ['GET', '/api/events/00000000-0000-4000-8000-000000000000/stock'],
    ['GET', '/api/payments/00000000-0000-4000-8000-000000000000/return'],
    // not a uuid at all
    ['GET', `/api/orders/${'a'.repeat(5000)}`],
    ['GET', '/api/orders/%00'],
    ['GET', "/api/orders/'%20OR%201=1--"],
    ['GET', '/api/orders/%E0%A4%A'],
    ['GET', '/api/events/%E0%A4%A/stock'],
    ['GET', "/api/events/'%20OR%20''='/stock"],
    ['GET', '/api/payments/%E0%A4%A/return'],
    ['GET', '/api/payments/%00/return'],
    ['PUT', '/api/profile/%E0%A4%A'],
    ['PUT', '/api/profile/..%2f..%2fuser'],
    ['PUT', '/api/profile/%2e%2e'],
    ['DELETE', '/api/cart/items/%E0%A4%A/%00'],
    ['DELETE', `/api/cart/items/${'b'.repeat(3000)}/${'c'.repeat(3000)}`],
    ['GET', '/dev/checkout/%E0%A4%A'],
    ['POST', '/dev/checkout/tr_onbekend'],
    ['GET', '/api/bestaat-niet'],
    ['POST', '/api/bestaat-niet'],
    ['GET', '/dev/checkout/tr_onbekend'],
  ])('%s %s', async (method, path) => {
    const counts = tableCounts(server.db);
    const r = await demo.request(method, path, method === 'GET' ? {} : { json: {} });
    expect(r.status).toBe(404);
    if (!path.startsWith('/dev/')) expect(typeof r.body.message).toBe('string');
    expect(tableCounts(server.db)).toEqual(counts);
  });
});

describe('odd headers and cookies', () => {
  it('a broken X-XSRF-TOKEN encoding is a 419, not a 500', async () => {
    const r = await demo.request('POST', '/api/profile', {
      json: { first_name: 'a', last_name: 'b' },
      csrf: false,
      headers: { 'x-xsrf-token': '%E0%A4%A' },
    });
    expect(r.status).toBe(419);
  });

  it('a forged or huge session cookie counts as no session (and starts none)', async () => {
    const r = await fetch(`${server.baseUrl}/api/user`, { headers: { cookie: `shop_session=${'x'.repeat(4000)}` } });
    // the session probe answers a visitor 200 { data: null }: no red 401 in a logged-out console (docs/rules.md "§6 Roles and permissions")
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ data: null });
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  it('form-encoded bodies are read too', async () => {
    const c = await server.client().init();
    const r = await c.request('POST', '/api/auth/login', {
      body: 'email=demo%40example.nl&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
  });
});
