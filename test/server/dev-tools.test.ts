// The developer tools (mail outbox, test checkout) answer only loopback
// clients unless DEV_TOOLS=public, and the test checkout accepts only its four outcomes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/app';
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

/** Starts `tsx server/main.ts` with `env`, returns what it printed once it is up, then stops it. */
async function startMain(env: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', DATABASE: join(dir, 'shop.sqlite'), BASE_URL: '', DEV_TOOLS: '', HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`main.ts did not start: ${out}`)), 50_000);
      child.stdout.on('data', () => {
        if (out.includes('Mail-outbox:')) {
          clearTimeout(timer);
          setTimeout(resolve, 100); // the warning may follow on stderr
        }
      });
    });
    return out;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('starting the server', () => {
  it('by default shows the outbox address for localhost and warns about nothing', async () => {
    const out = await startMain({});
    expect(out).toMatch(/Mail-outbox: http:\/\/localhost:\d+\/dev\/mail\n/);
    expect(out).not.toMatch(/WAARSCHUWING/);
  }, 60_000);

  it('with DEV_TOOLS=public on all interfaces says loudly that everyone can read the mail', async () => {
    const out = await startMain({ DEV_TOOLS: 'public' });
    expect(out).toMatch(/WAARSCHUWING.*DEV_TOOLS=public/s);
    expect(out).toMatch(/Iedereen die deze server bereikt, leest de mail-outbox/);
  }, 60_000);
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
