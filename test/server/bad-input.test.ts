// Bad input never gives a 500 and never writes anything (table-driven over every endpoint that
// takes a body, and over those that take none); unknown paths and odd headers: bad-input-paths.test.ts.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, tableCounts, type Client } from './helpers';
import { demo, sem, server, startWithDemoParent } from './bad-input-setup';

beforeAll(startWithDemoParent);
afterAll(() => server.close());

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'birthdate',
  'gender',
  'club',
  'team',
  'position',
  'street',
  'house_number',
  'postal_code',
  'city',
  'country',
  'needs_medical_attention',
  'family_doctor',
  'additional_info',
  'allergies',
  'group_preference',
  'contact_phone',
];

// {sem} is replaced by a real profile uuid of the demo parent
const ENDPOINTS: Array<{ method: string; path: string; fields: string[] }> = [
  { method: 'POST', path: '/api/auth/login', fields: ['email', 'password'] },
  {
    method: 'POST',
    path: '/api/auth/register',
    fields: ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'phone'],
  },
  { method: 'POST', path: '/api/auth/forgot-password', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['token', 'email', 'password', 'password_confirmation'] },
  { method: 'PUT', path: '/api/user', fields: ['first_name', 'last_name', 'phone'] },
  { method: 'POST', path: '/api/profile', fields: ['first_name', 'last_name'] },
  { method: 'PUT', path: '/api/profile/{sem}', fields: PROFILE_FIELDS },
  { method: 'POST', path: '/api/cart', fields: ['items', 'coupon_code', 'giftcard_code'] },
  { method: 'POST', path: '/api/events/7d9d7b78-7f96-4d41-bc2d-7ee19098243d/waiting-list', fields: ['profile_ids'] }, // sold out
  {
    method: 'POST',
    path: '/api/gift-card',
    fields: ['amount', 'gift', 'first_name', 'last_name', 'email', 'gift_first_name', 'gift_last_name', 'gift_email', 'message'],
  },
  { method: 'POST', path: '/api/gift-card/balance', fields: ['code'] },
  { method: 'POST', path: '/api/payments/webhook', fields: ['id'] },
];

const fill = (fields: string[], value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));

const UNREADABLE = 'De gegevens konden niet worden gelezen.';
const BODIES: Array<{ name: string; body: (fields: string[]) => string; status: number; message?: string; type?: string }> = [
  { name: 'malformed JSON', body: () => '{"email": "a@b.nl", ', status: 422, message: UNREADABLE },
  { name: 'a JSON array', body: () => '[1, 2, 3]', status: 422, message: UNREADABLE },
  { name: 'a JSON string', body: () => '"hallo"', status: 422, message: UNREADABLE },
  { name: 'JSON null', body: () => 'null', status: 422, message: UNREADABLE },
  { name: 'numbers everywhere', body: (f) => fill(f, 12345), status: 422 },
  { name: 'nulls everywhere', body: (f) => fill(f, null), status: 422 },
  { name: 'objects everywhere', body: (f) => fill(f, { a: 1 }), status: 422 },
  { name: 'arrays everywhere', body: (f) => fill(f, ['a']), status: 422 },
  { name: 'very long strings', body: (f) => fill(f, 'x'.repeat(5000)), status: 422 },
  { name: 'a body over 100 KB', body: (f) => fill(f, 'x'.repeat(120 * 1024)), status: 413 },
  { name: 'JSON nested 40,000 deep', body: (f) => `{"${f[0]}":${'['.repeat(40000)}${']'.repeat(40000)}}`, status: 422 },
  {
    name: 'prototype keys',
    body: (f) =>
      JSON.stringify({
        __proto__: { admin: true },
        constructor: { prototype: { x: 1 } },
        ...Object.fromEntries(f.map((k) => [k, { __proto__: 1 }])),
      }),
    status: 422,
  },
  {
    name: 'form-encoded garbage',
    body: (f) => `%ZZ=&&==&${f.map((k) => `${k}[]=x&${k}=`).join('&')}`,
    status: 422,
    type: 'application/x-www-form-urlencoded',
  },
  { name: 'JSON sent as text/plain (a cross-site form could)', body: (f) => fill(f, 12345), status: 422, type: 'text/plain' },
  {
    name: 'multipart form data',
    body: () => '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.nl\r\n--x--\r\n',
    status: 422,
    message: UNREADABLE,
    type: 'multipart/form-data; boundary=x',
  },
];

describe.each(ENDPOINTS)('$method $path', ({ method, path, fields }) => {
  it.each(BODIES)('$name → $status, JSON message, nothing written', async ({ body, status, message, type }) => {
    const counts = tableCounts(server.db);
    const r = await demo.request(method, path.replace('{sem}', sem), {
      body: body(fields),
      headers: { 'content-type': type ?? 'application/json' },
    });
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof r.body.message).toBe('string');
    expect(r.body.message).toMatch(/\.$/);
    if (message) expect(r.body.message).toBe(message);
    if (status === 422 && !message) expect(Object.keys(r.body.errors ?? {}).length).toBeGreaterThan(0);
    expect(tableCounts(server.db)).toEqual(counts);
  });

  it('an empty object → 422 per field (only the cart takes it: nothing to change)', async () => {
    const counts = tableCounts(server.db);
    const r = await demo.request(method, path.replace('{sem}', sem), { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(path === '/api/cart' ? 200 : 422);
    expect(tableCounts(server.db)).toEqual(counts);
  });
});

describe.each(ENDPOINTS)('odd characters: $method $path', ({ method, path, fields }) => {
  // NUL, a right-to-left override, an emoji and a lone surrogate are text, and may be stored: no 500
  it('answers below 500 with a JSON message or data', async () => {
    const r = await demo.request(method, path.replace('{sem}', sem), {
      body: fill(fields, '\u0000\u202e😀\ud800'),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBeLessThan(500);
    if (r.status !== 200 || r.text) expect(r.headers.get('content-type')).toMatch(/application\/json/);
  });
});

/** Sends the body in chunks without Content-Length, as a streaming client does. */
function chunked(client: Client, method: string, path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers: {
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': client.xsrf ?? '',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe.each(ENDPOINTS)('chunked (no Content-Length) $method $path', ({ method, path, fields }) => {
  it('over 100 KB → 413, nothing written', async () => {
    const counts = tableCounts(server.db);
    const body = fill(fields, 'x'.repeat(30 * 1024));
    const r = await chunked(
      demo,
      method,
      path.replace('{sem}', sem),
      [body, body, body, body, body].map((b) => b.slice(0, 30 * 1024)),
    );
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).message).toBe('Je hebt te veel gegevens verstuurd. Maak je invoer korter en probeer het opnieuw.');
    expect(tableCounts(server.db)).toEqual(counts);
  });

  it('malformed → 422, nothing written', async () => {
    const counts = tableCounts(server.db);
    const r = await chunked(demo, method, path.replace('{sem}', sem), ['{"email": ', '"a@b.nl", ']);
    expect(r.status).toBe(422);
    expect(tableCounts(server.db)).toEqual(counts);
  });
});

// Endpoints without a body ignore whatever is sent; each answers as it would to no body at all.
describe('endpoints that take no body', () => {
  const NO_BODY: Array<{ method: string; path: string; status: number; fresh?: boolean }> = [
    { method: 'POST', path: '/api/auth/logout', status: 204, fresh: true },
    { method: 'POST', path: '/api/cart/checkout', status: 422 },
    { method: 'DELETE', path: '/api/cart', status: 200 },
    { method: 'DELETE', path: `/api/cart/items/${EVENTS.tennis2027}/{sem}`, status: 404 },
    { method: 'GET', path: '/api/csrf-cookie', status: 204 },
  ];
  describe.each(NO_BODY)('$method $path', ({ method, path, status, fresh }) => {
    it.each(BODIES)('$name → $status', async ({ body, status: bodyStatus, type }) => {
      const client = fresh ? await server.client().init() : demo;
      const counts = tableCounts(server.db);
      const r = await client.request(
        method,
        path.replace('{sem}', sem),
        method === 'GET' ? {} : { body: body(['items', 'email']), headers: { 'content-type': type ?? 'application/json' } },
      );
      expect(r.status).toBe(bodyStatus === 413 && method !== 'GET' ? 413 : status);
      expect(tableCounts(server.db)).toEqual(counts);
    });
  });

  it('GraphQL answers a malformed or wrongly typed body with errors, never a 500', async () => {
    for (const body of [
      '{"query": ',
      '[1,2]',
      '{"query": 5}',
      '{"query": "{ socials { label } }", "variables": "x"}',
      '{"query": "{ event(slug: 5) { id } }"}',
      'null',
    ]) {
      const r = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      // GraphQL over HTTP: 400 for a request it cannot read, 200 with errors for a query that does not validate
      expect([200, 400]).toContain(r.status);
      expect(((await r.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });

  it('the test checkout answers a malformed form with 403 and changes nothing', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
    const { payment_url, order } = (await client.post('/api/cart/checkout')).body.data;
    const path = new URL(payment_url).pathname;
    for (const [type, body] of [
      ['application/json', '{"status": '],
      ['application/x-www-form-urlencoded', '%ZZ&status[]=paid'],
      ['application/json', '[1]'],
      ['application/json', 'x'.repeat(120 * 1024)],
    ] as const) {
      const r = await client.request('POST', path, { body, headers: { 'content-type': type } });
      expect([403, 413]).toContain(r.status);
    }
    expect((await client.get(`/api/orders/${order}`)).body.data.status).toBe('open');
  });
});
