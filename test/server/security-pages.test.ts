// Security of what the reference backend serves besides the API: static files that stay in their
// folder, escaped developer pages, security headers, redirects to BASE_URL only.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay } from './helpers';
import { EVIL_EVENT, XSS, registration, server, startWithEvilEvent } from './security-setup';

beforeAll(startWithEvilEvent);
afterAll(() => server.close());

/** A request exactly as written: fetch() would normalise ../ and %2e%2e before sending. */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files stay in their folder', () => {
  it.each([
    '/assets/../package.json',
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%252f..%252fpackage.json',
    '/assets/%252e%252e%252f%252e%252e%252fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/..\\..\\package.json',
    '/assets//work/main/package.json',
    '/assets/%2fetc%2fpasswd',
    '/assets/%2Fetc%2Fpasswd',
    '/assets/img/%00../../../package.json',
    '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
    '/dist/../package.json',
    '/dist/%2e%2e/package.json',
    '/dist/..%2fpackage.json',
    '/dist/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/dist/',
    '/assets/img',
  ])('%s', async (path) => {
    const r = await raw(path);
    expect(r.body).not.toMatch(/"name": "sport-shop-widgets"|root:x:0:0/);
    // 404, a page (the URL parser resolved ../ before routing), or 400 from Node for a URL it cannot read
    expect(r.status === 404 || r.status === 400 || (r.status === 200 && (r.headers['content-type'] ?? '').startsWith('text/html'))).toBe(
      true,
    );
  });
});

describe('developer pages escape what they show', () => {
  it('/dev/mail shows what people typed (a gift card’s names and message) as text', async () => {
    const c = await server.client().init();
    const email = `xss-${Date.now()}@example.nl`;
    expect((await c.post('/api/auth/register', { ...registration(email), first_name: XSS })).status).toBe(201);
    await c.post('/api/auth/forgot-password', { email });
    const gift = await c.post('/api/gift-card', {
      amount: 25,
      gift: true,
      first_name: XSS,
      last_name: XSS,
      email: 'koper@example.nl',
      gift_first_name: XSS,
      gift_last_name: XSS,
      gift_email: 'ontvanger@example.nl',
      // a text that looks like a link becomes a link in the outbox: its quote must not end the href
      message: 'https://x.nl/"onmouseover=alert(3)//',
    });
    expect(gift.status).toBe(200);
    await pay(c, gift.body.data.payment_url, 'paid');
    const page = await raw('/dev/mail');
    expect(page.status).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(page.body).not.toMatch(/<script|<img|onerror=alert\(2\)>/);
    expect(page.body).toContain('https://x.nl/&quot;onmouseover=alert(3)//');
    expect(page.body).not.toContain('"onmouseover');
  });

  it('/dev/checkout shows the event title as text, also once the payment is finished', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [{ product_id: EVIL_EVENT, profile_id: profile.uuid }] });
    const { payment_url } = (await client.post('/api/cart/checkout')).body.data;
    const path = new URL(payment_url).pathname;
    for (const done of [false, true]) {
      const page = await raw(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.body).not.toMatch(/<script|<img/);
      if (!done) await pay(client, payment_url, 'canceled');
    }
  });
});

describe('security headers', () => {
  it('pages: nosniff, a referrer policy, framed only by our own pages', async () => {
    const r = await raw('/account/login');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    // and only the site's own scripts (test/server/delivery.test.ts)
    expect(r.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('/dev/checkout and /dev/mail: never in a frame, no scripts', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
    const { payment_url } = (await client.post('/api/cart/checkout')).body.data;
    for (const path of [new URL(payment_url).pathname, '/dev/mail', '/dev/checkout/tr_onbekend']) {
      const r = await raw(path);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(r.headers['content-security-policy']).toMatch(/default-src 'none'/);
    }
    await pay(client, payment_url, 'canceled');
  });

  it('API answers, errors and files: nosniff', async () => {
    for (const path of [
      '/api/user',
      '/api/bestaat-niet',
      '/api/events/onbekend/stock',
      '/assets/img/header-order.svg',
      '/graphql?query=%7Bsocials%7Blabel%7D%7D',
    ]) {
      const r = await raw(path, { accept: 'application/json' });
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('redirects', () => {
  it('go to BASE_URL paths only, whatever Host the request names', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
    const { payment_url, order } = (await client.post('/api/cart/checkout')).body.data;
    const done = await pay(client, payment_url, 'canceled');
    expect(done.status).toBe(303);
    const back = done.headers.get('location')!;
    expect(back.startsWith(`${server.baseUrl}/api/payments/`)).toBe(true);
    const r = await raw(new URL(back).pathname, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe(`${server.baseUrl}/failed?order=${order}`);
  });
});
