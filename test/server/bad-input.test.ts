// Bad input never gives a 500 and never writes anything (table-driven over every endpoint that
// takes a body), unknown uuids give 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tableCounts, type Client, type TestServer } from './helpers';

let server: TestServer;
let demo: Client;
let sem: string;
beforeAll(async () => {
  server = await startServer();
  demo = await server.client().login();
  sem = (await demo.get('/api/user/profiles')).body.data[0].uuid;
});
afterAll(() => server.close());

const PROFILE_FIELDS = [
  'first_name', 'last_name', 'birthdate', 'gender', 'club', 'team', 'position', 'street', 'house_number', 'postal_code',
  'city', 'country', 'needs_medical_attention', 'family_doctor', 'additional_info', 'allergies', 'group_preference', 'contact_phone',
];

// {sem} is replaced by a real profile uuid of the demo parent
const ENDPOINTS: Array<{ method: string; path: string; fields: string[] }> = [
  { method: 'POST', path: '/api/auth/login', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/register', fields: ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'phone'] },
  { method: 'POST', path: '/api/auth/forgot-password', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['token', 'email', 'password', 'password_confirmation'] },
  { method: 'PUT', path: '/api/user', fields: ['first_name', 'last_name', 'phone'] },
  { method: 'POST', path: '/api/profile', fields: ['first_name', 'last_name'] },
  { method: 'PUT', path: '/api/profile/{sem}', fields: PROFILE_FIELDS },
  { method: 'POST', path: '/api/cart', fields: ['items', 'coupon_code', 'giftcard_code'] },
  { method: 'POST', path: '/api/gift-card', fields: ['amount', 'gift', 'first_name', 'last_name', 'email', 'gift_first_name', 'gift_last_name', 'gift_email'] },
  { method: 'POST', path: '/api/payments/webhook', fields: ['id'] },
];

const fill = (fields: string[], value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));

const UNREADABLE = 'De gegevens konden niet worden gelezen.';
const BODIES: Array<{ name: string; body: (fields: string[]) => string; status: number; message?: string }> = [
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
];

describe.each(ENDPOINTS)('$method $path', ({ method, path, fields }) => {
  it.each(BODIES)('$name → $status, JSON message, nothing written', async ({ body, status, message }) => {
    const counts = tableCounts(server.db);
    const r = await demo.request(method, path.replace('{sem}', sem), { body: body(fields), headers: { 'content-type': 'application/json' } });
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

describe('unknown fields are ignored', () => {
  it('PUT /api/user with extra fields saves only the known ones', async () => {
    const r = await demo.put('/api/user', { first_name: 'Anna', last_name: 'de Vries', phone: '06 12345678', is_admin: true, email: 'x@y.nl', uuid: 'x' });
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
    const r = await demo.request('POST', '/api/profile', { json: { first_name: 'a', last_name: 'b' }, csrf: false, headers: { 'x-xsrf-token': '%E0%A4%A' } });
    expect(r.status).toBe(419);
  });

  it('a forged or huge session cookie starts a new anonymous session', async () => {
    const r = await fetch(`${server.baseUrl}/api/user`, { headers: { cookie: `shop_session=${'x'.repeat(4000)}` } });
    expect(r.status).toBe(401);
    expect(r.headers.getSetCookie().some((c) => c.startsWith('shop_session='))).toBe(true);
  });

  it('form-encoded bodies are read too', async () => {
    const c = await server.client().init();
    const r = await c.request('POST', '/api/auth/login', { body: 'email=demo%40example.nl&password=demo1234', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).toBe(200);
  });
});
