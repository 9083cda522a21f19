// The CSRF token is renewed with the session at login, registration and a password reset, as
// Laravel's login does: a token read or planted before the login is worth nothing after it. A page
// on this host reads the new XSRF-TOKEN cookie; a page on another host gets it in the exposed header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EVENTS, startServer, type Client, type TestServer } from './helpers';

const SITE = 'https://www.club.test';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ allowedOrigins: [SITE] });
});
afterAll(() => server.close());

/** A cart call with an explicit token, as a widget sends it after the login. */
const addToCart = (c: Client, token: string, profile: string, headers: Record<string, string> = {}) =>
  c.request('POST', '/api/cart', {
    json: { items: [{ product_id: EVENTS.tennis2027, profile_id: profile, with_shirt: false, shirt_size: 'none' }] },
    csrf: false,
    headers: { 'x-xsrf-token': token, ...headers },
  });

describe('the CSRF token at login', () => {
  it('a login gives a new token (cookie and header); the old one is refused (419), the new one works', async () => {
    const c = await server.client().init();
    const before = c.xsrf!;
    const login = await c.post('/api/auth/login', DEMO);
    expect(login.status).toBe(200);
    const after = c.xsrf!;
    expect(after).not.toBe(before);
    expect(login.headers.get('x-xsrf-token')).toBe(after);

    const profile = (await c.get('/api/user/profiles')).body.data[0].uuid as string;
    const stale = await addToCart(c, before, profile);
    expect(stale.status).toBe(419);
    expect(stale.body.message).toBe('Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.');
    expect((await addToCart(c, after, profile)).status).toBe(200);
  });

  it('registering and a password reset renew it too', async () => {
    const c = await server.client().init();
    const before = c.xsrf!;
    const email = `nieuw-${Date.now()}@example.nl`;
    const r = await c.post('/api/auth/register', {
      email,
      password: 'geheim123',
      password_confirmation: 'geheim123',
      first_name: 'Eva',
      last_name: 'Smit',
      phone: '0612345678',
    });
    expect(r.status).toBe(201);
    expect(c.xsrf).not.toBe(before);
    expect(r.headers.get('x-xsrf-token')).toBe(c.xsrf);

    await c.post('/api/auth/forgot-password', { email });
    const token = new URL(
      server
        .mails()
        .filter((m) => m.to === email)
        .at(-1)!.links[0]!,
    ).searchParams.get('token');
    const resetting = await server.client().init();
    const beforeReset = resetting.xsrf!;
    const reset = await resetting.post('/api/auth/reset-password', {
      email,
      token,
      password: 'nieuwwachtwoord',
      password_confirmation: 'nieuwwachtwoord',
    });
    expect(reset.status).toBe(200);
    expect(resetting.xsrf).not.toBe(beforeReset);
  });

  it('a page on another host: the login answer’s exposed header carries the new token, and the cart call with it works', async () => {
    const c = server.client();
    const origin = { origin: SITE };
    const first = await c.request('GET', '/api/csrf-cookie', { headers: origin });
    const before = first.headers.get('x-xsrf-token')!;
    const login = await c.request('POST', '/api/auth/login', { json: DEMO, csrf: false, headers: { ...origin, 'x-xsrf-token': before } });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-expose-headers')).toMatch(/X-XSRF-TOKEN/i);
    const renewed = login.headers.get('x-xsrf-token')!;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(before);
    const profile = (await c.request('GET', '/api/user/profiles', { headers: origin })).body.data[0].uuid as string;
    expect((await addToCart(c, before, profile, origin)).status).toBe(419);
    expect((await addToCart(c, renewed, profile, origin)).status).toBe(200);
  });
});
