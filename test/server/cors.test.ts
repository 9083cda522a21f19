// Cross-origin embedding: CORS answers only for the origins of
// ALLOWED_ORIGINS, with credentials and a cached preflight; the CSRF token readable by a page on
// another host; the payment return back to the embedding site, never to an origin not listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFLIGHT_MAX_AGE_S, parseAllowedOrigins } from '../../server/http/cors';
import { texts } from '../../server/texts';
import { Client, EVENTS, pay, startServer, type TestServer } from './helpers';

const RETURN_SITE_REFUSED = texts.returnSiteRefused;

const SITE = 'http://www.club.test:8080';
const OTHER = 'http://evil.test:8080';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ allowedOrigins: [SITE, 'https://club.test'] });
});
afterAll(() => server.close());

/** A browser on `origin`: every request carries its Origin header, as a cross-origin fetch does. */
class OriginClient extends Client {
  constructor(
    baseUrl: string,
    readonly origin: string,
  ) {
    super(baseUrl);
  }
  override request(method: string, path: string, options: Parameters<Client['request']>[2] = {}) {
    return super.request(method, path, { ...options, headers: { origin: this.origin, ...options.headers } });
  }
}

const preflight = (path: string, origin: string, method = 'POST') =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,x-xsrf-token,x-requested-with,cache-control',
    },
  });

describe('ALLOWED_ORIGINS', () => {
  it('takes exact origins, comma-separated, and refuses anything wider or malformed at start', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(' https://www.club.nl , http://localhost:4000 ')).toEqual(['https://www.club.nl', 'http://localhost:4000']);
    for (const bad of ['https://www.club.nl/', 'https://www.club.nl/shop', '*', 'https://*.club.nl', 'www.club.nl', 'ftp://club.nl']) {
      expect(() => parseAllowedOrigins(bad), bad).toThrow(/ALLOWED_ORIGINS/);
    }
  });
});

describe('CORS', () => {
  it('answers a listed origin with its own origin, credentials and Vary: Origin, also on errors', async () => {
    const client = new OriginClient(server.baseUrl, SITE);
    const r = await client.get('/api/user/profiles');
    expect(r.status).toBe(401);
    expect(r.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('vary')).toMatch(/Origin/);
    const events = await client.get('/api/events/' + EVENTS.tennis2027 + '/stock');
    expect(events.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('gives an origin that is not listed no Access-Control header at all', async () => {
    for (const origin of [OTHER, 'http://www.club.test', 'https://www.club.test:8080', 'null']) {
      const r = await new OriginClient(server.baseUrl, origin).get('/api/user');
      expect(r.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(r.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(r.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('lets any other site read the public, anonymous answers without credentials (ACAO *), and nothing else', async () => {
    for (const origin of [OTHER, 'https://www.club-elders.test']) {
      const stock = await new OriginClient(server.baseUrl, origin).get('/api/events/' + EVENTS.tennis2027 + '/stock');
      expect(stock.status).toBe(200);
      expect(stock.headers.get('access-control-allow-origin'), origin).toBe('*');
      expect(stock.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(stock.headers.get('vary')).toMatch(/Origin/);
      const graphql = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(graphql.headers.get('access-control-allow-origin')).toBe('*');
      expect(graphql.headers.get('access-control-allow-credentials')).toBeNull();
      const bundle = await fetch(`${server.baseUrl}/dist/widgets.js`, { headers: { origin } });
      expect(bundle.headers.get('access-control-allow-origin')).toBe('*');
      // a video's captions and the video itself (a <video crossorigin> on the club's page)
      for (const file of ['/assets/video/kampweek.vtt', '/assets/video/kampweek.mp4']) {
        const media = await fetch(`${server.baseUrl}${file}`, { headers: { origin, range: 'bytes=0-99' } });
        expect(media.ok, file).toBe(true);
        expect(media.headers.get('access-control-allow-origin'), file).toBe('*');
        expect(media.headers.get('access-control-allow-credentials'), file).toBeNull();
      }
      // the stock's preflight (the widgets send Cache-Control and X-Requested-With) without the CSRF header
      const pre = await preflight('/api/events/' + EVENTS.tennis2027 + '/stock', origin, 'GET');
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      // a change, the session, a POST to the API: nothing
      for (const [method, path] of [
        ['POST', '/api/auth/login'],
        ['POST', '/api/cart'],
        ['GET', '/api/user'],
        ['POST', '/api/events/' + EVENTS.tennis2027 + '/stock'],
      ] as const) {
        const refused = await preflight(path, origin, method);
        expect(refused.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
      }
    }
  });

  it('tells a page whether its origin is listed (the widgets’ set-up check), to any site', async () => {
    const listed = await new OriginClient(server.baseUrl, SITE).get('/api/embed-check');
    expect(listed.body).toEqual({ data: { origin: SITE, allowed: true } });
    const other = await new OriginClient(server.baseUrl, OTHER).get('/api/embed-check');
    expect(other.body).toEqual({ data: { origin: OTHER, allowed: false } });
    expect(other.headers.get('access-control-allow-origin')).toBe('*');
    expect(other.headers.getSetCookie()).toEqual([]);
  });

  it('answers a preflight of a listed origin, cached, with the widgets’ headers, without starting a session', async () => {
    const r = await preflight('/api/auth/login', SITE);
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('access-control-max-age')).toBe(String(PREFLIGHT_MAX_AGE_S));
    expect(r.headers.get('access-control-allow-methods')).toMatch(/POST/);
    const headers = r.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
    expect(headers).toEqual(expect.arrayContaining(['x-xsrf-token', 'x-requested-with', 'content-type', 'cache-control']));
    expect(r.headers.get('vary')).toMatch(/Origin/);
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  it('refuses the preflight of an origin that is not listed', async () => {
    const r = await preflight('/api/auth/login', OTHER);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('access-control-allow-methods')).toBeNull();
    expect(r.status).not.toBe(204);
  });

  it('covers the CMS and the bundle too, but not the pages', async () => {
    const graphql = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.headers.get('access-control-allow-origin')).toBe(SITE);
    const bundle = await fetch(`${server.baseUrl}/dist/widgets.js`, { headers: { origin: SITE } });
    expect(bundle.headers.get('access-control-allow-origin')).toBe(SITE);
    const page = await fetch(`${server.baseUrl}/account/login`, { headers: { origin: SITE } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('hands the CSRF token out in an exposed header, so a page on another host can send it', async () => {
    const client = new OriginClient(server.baseUrl, SITE);
    const r = await client.get('/api/csrf-cookie');
    expect(r.status).toBe(204);
    const token = r.headers.get('x-xsrf-token');
    expect(token).toBe(client.xsrf);
    expect(r.headers.get('access-control-expose-headers')).toMatch(/X-XSRF-TOKEN/i);
    // the page keeps the token in memory: the header value is what it sends back
    const login = await client.request('POST', '/api/auth/login', {
      json: { email: 'demo@example.nl', password: 'demo1234' },
      csrf: false,
      headers: { 'x-xsrf-token': token! },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('payment return to the embedding site', () => {
  async function checkoutFrom(origin: string) {
    const { client, profile } = await server.parent();
    const embedded = new OriginClient(server.baseUrl, origin);
    for (const [k, v] of client.cookies) embedded.cookies.set(k, v);
    const cart = await embedded.post('/api/cart', {
      items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid, with_shirt: false, shirt_size: 'none' }],
    });
    expect(cart.status).toBe(200);
    const r = await embedded.post('/api/cart/checkout');
    expect(r.status).toBe(200);
    return { client: embedded, paymentUrl: r.body.data.payment_url as string, order: r.body.data.order as string };
  }

  it('goes back to the listed origin that started the checkout', async () => {
    const { client, paymentUrl, order } = await checkoutFrom(SITE);
    const paid = await pay(client, paymentUrl, 'paid');
    expect(paid.status).toBe(303);
    const returnUrl = new URL(paid.headers.get('location')!);
    expect(returnUrl.searchParams.get('site')).toBe(SITE);
    const back = await client.request('GET', returnUrl.pathname + returnUrl.search);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SITE}/succes?order=${order}`);
  });

  it('goes back to the shop itself when the checkout came from an origin that is not listed', async () => {
    const { client, paymentUrl, order } = await checkoutFrom(OTHER);
    const paid = await pay(client, paymentUrl, 'failed');
    const returnUrl = new URL(paid.headers.get('location')!);
    expect(returnUrl.search).toBe('');
    const back = await client.request('GET', returnUrl.pathname);
    expect(back.headers.get('location')).toBe(`${server.baseUrl}/failed?order=${order}`);
  });

  it('refuses a return to an origin that is not listed (no open redirect)', async () => {
    const { client, paymentUrl } = await checkoutFrom(SITE);
    const paid = await pay(client, paymentUrl, 'paid');
    const returnUrl = new URL(paid.headers.get('location')!);
    for (const site of [OTHER, 'https://club.test.evil.example', '//evil.test', 'javascript:alert(1)', `${SITE}/pad`]) {
      returnUrl.searchParams.set('site', site);
      const r = await client.request('GET', returnUrl.pathname + returnUrl.search);
      expect(r.status, site).toBe(400);
      expect(r.headers.get('location')).toBeNull();
      expect(r.body.message).toBe(RETURN_SITE_REFUSED);
    }
  });

  it('sends a gift-card buyer back to the listed origin too', async () => {
    const client = await new OriginClient(server.baseUrl, SITE).init();
    const r = await client.post('/api/gift-card', {
      amount: 25,
      gift: false,
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@example.nl',
    });
    expect(r.status, r.text).toBe(200);
    const paid = await pay(client, r.body.data.payment_url as string, 'paid');
    const returnUrl = new URL(paid.headers.get('location')!);
    const back = await client.request('GET', returnUrl.pathname + returnUrl.search);
    expect(back.headers.get('location')).toBe(`${SITE}/cadeaubon/succes?giftcard=${r.body.data.giftcard}`);
  });
});
