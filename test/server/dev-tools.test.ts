// The developer tools (mail outbox, test checkout) answer only loopback
// clients unless DEV_TOOLS=public, and the test checkout accepts only its four outcomes.
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, startLines, type Env } from '../../server/settings';
import { EVENTS, pay, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function openPayment(s: TestServer) {
  const { client, profile } = await s.parent();
  await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
  const r = await client.post('/api/cart/checkout');
  expect(r.status).toBe(200);
  return { client, url: r.body.data.payment_url as string, order: r.body.data.order as string };
}

const DEV_PATHS = ['/dev/mail', '/dev/mail.json'];

describe('developer tools are for loopback clients by default', () => {
  it('answer a client on 127.0.0.1 (npm start on localhost still shows them)', async () => {
    for (const path of DEV_PATHS) expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(200);
    const { url } = await openPayment(server);
    expect((await fetch(url)).status).toBe(200);
  });

  it('answer 404 to a client that is not on loopback (seen through a trusted proxy)', async () => {
    const proxied = await startServer({ trustedProxies: 1 });
    try {
      const { url, client } = await openPayment(proxied);
      const outside = { 'x-forwarded-for': '203.0.113.9' };
      for (const path of [...DEV_PATHS, new URL(url).pathname]) {
        const r = await fetch(`${proxied.baseUrl}${path}`, { headers: outside });
        expect(r.status, path).toBe(404);
        expect(await r.text()).not.toMatch(/Testbetaling|Uitgaande/);
      }
      const post = await fetch(url, {
        method: 'POST',
        headers: { ...outside, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=x&status=paid',
      });
      expect(post.status).toBe(404);
      // the proxy's own loopback address does not count: a local client behind it still gets them
      expect((await fetch(`${proxied.baseUrl}/dev/mail`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
      await pay(client, url, 'paid'); // from loopback: works
    } finally {
      await proxied.close();
    }
  });

  it('with TRUST_PROXY=0 answer 404 to a request a proxy forwarded (nginx on this computer, not declared)', async () => {
    const { url } = await openPayment(server);
    const forwarded: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of forwarded) {
      for (const path of [...DEV_PATHS, new URL(url).pathname]) {
        const r = await fetch(`${server.baseUrl}${path}`, { headers });
        expect(r.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
    // the same request without the header is from this computer
    expect((await fetch(`${server.baseUrl}/dev/mail`)).status).toBe(200);
  });

  it('answer 404 without a socket address at all (in-process requests)', async () => {
    for (const path of DEV_PATHS) expect((await server.shop.fetch(new Request(`http://shop.test${path}`))).status).toBe(404);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!external)('a server bound to all interfaces answers 404 to a client on its non-loopback address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-devtools-'));
    const { createApp } = await import('../../server/app');
    const shop = await createApp({ database: join(dir, 'shop.sqlite') });
    const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '0.0.0.0' }, () => resolve(s));
    });
    const port = (http.address() as AddressInfo).port;
    try {
      for (const path of DEV_PATHS) {
        expect((await fetch(`http://${external}:${port}${path}`)).status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
      }
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      shop.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("DEV_TOOLS=public answers everyone (devTools: 'public')", async () => {
    const open = await startServer({ trustedProxies: 1, devTools: 'public' });
    try {
      for (const path of DEV_PATHS)
        expect((await fetch(`${open.baseUrl}${path}`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

/**
 * What the start prints with `env` (server/settings.ts startLines, which main.ts prints: stdout, then
 * the warning on stderr) when it listens on all interfaces (no HOST: Node reports '::').
 */
function startOutput(env: Env): string {
  const settings = readSettings(env);
  expect(settings.host).toBeUndefined();
  const { lines, warning } = startLines(settings, { port: 41234, address: '::' });
  return [...lines, ...(warning ? [warning] : [])].join('\n') + '\n';
}

describe('starting the server', () => {
  it('by default shows the outbox address for localhost and warns about nothing', () => {
    const out = startOutput({});
    expect(out).toMatch(/Mail-outbox: http:\/\/localhost:\d+\/dev\/mail\n/);
    expect(out).not.toMatch(/WAARSCHUWING/);
  });

  it('with DEV_TOOLS=public on all interfaces says loudly that everyone can read the mail', () => {
    const out = startOutput({ DEV_TOOLS: 'public' });
    expect(out).toMatch(/WAARSCHUWING.*DEV_TOOLS=public/s);
    expect(out).toMatch(/Iedereen die deze server bereikt, leest de mail-outbox/);
  });
});

describe('the test checkout accepts only its four outcomes', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'open', 'pending', ''])(
    'status=%j → 422, the payment stays payable',
    async (status) => {
      const { client, url, order } = await openPayment(server);
      const page = await client.request('GET', new URL(url).pathname);
      const token = /name="token" value="([^"]+)"/.exec(page.text)![1]!;
      const r = await client.request('POST', new URL(url).pathname, {
        body: new URLSearchParams({ token, status }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(r.status).toBe(422);
      expect((await client.request('GET', new URL(url).pathname)).status).toBe(200);
      expect((await client.get(`/api/orders/${order}`)).body.data.status).toBe('open');
      await pay(client, url, 'paid');
      expect((await client.get(`/api/orders/${order}`)).body.data.status).toBe('paid');
    },
  );
});
