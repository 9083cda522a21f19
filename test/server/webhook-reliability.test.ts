// A payment that is paid at the provider ends up settled, also when the
// webhook is lost: the test provider retries it like Mollie, an order looked at asks the provider,
// and a start sweeps what is still open.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { TestPaymentProvider } from '../../server/payments/test-provider';
import { EVENTS, pay, startServer, type TestServer, paymentId } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ webhookRetryDelaysMs: [50, 100, 200] });
});
afterAll(() => server.close());

const orderStatus = (db: TestServer['db'], uuid: string) => db.prepare('SELECT status FROM orders WHERE uuid = ?').pluck().get(uuid);

async function checkout(s: TestServer) {
  const { client, profile } = await s.parent();
  await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
  const r = await client.post('/api/cart/checkout');
  expect(r.status).toBe(200);
  return { client, url: r.body.data.payment_url as string, order: r.body.data.order as string };
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe('the test provider delivers its webhook reliably', () => {
  it('retries with backoff while the shop does not answer 2xx', async () => {
    const { client, url, order } = await checkout(server);
    const real = server.shop.deps.dispatch;
    const calls: number[] = [];
    server.shop.deps.dispatch = async (request) => {
      calls.push(Date.now());
      if (calls.length <= 2) return new Response('down', { status: 503 });
      return real(request);
    };
    try {
      // the parent comes back by a route that does not look at the order (closed the tab)
      await pay(client, url, 'paid').catch(() => undefined);
      expect(await until(() => orderStatus(server.db, order) === 'paid')).toBe(true);
      expect(calls).toHaveLength(3);
      // after the retry delays (50, then 100 ms): the backoff grows
      expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(45);
      expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(95);
    } finally {
      server.shop.deps.dispatch = real;
    }
  });

  it('gives up after its retries (the sweep and the next look settle it then)', async () => {
    const { client, url } = await checkout(server);
    const real = server.shop.deps.dispatch;
    let calls = 0;
    server.shop.deps.dispatch = async () => {
      calls++;
      throw new Error('connection refused');
    };
    try {
      await pay(client, url, 'failed');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(calls).toBe(4); // the first try and three retries
    } finally {
      server.shop.deps.dispatch = real;
    }
  });
});

describe('paid at the provider, webhook lost (a crash in between)', () => {
  it('GET /api/orders/{uuid} asks the provider and settles the order', async () => {
    const { client, url, order } = await checkout(server);
    (server.shop.deps.payments as TestPaymentProvider).setStatus(paymentId(url), 'paid'); // no webhook
    expect(orderStatus(server.db, order)).toBe('open');
    const r = await client.get(`/api/orders/${order}`);
    expect(r.body.data.status).toBe('paid');
    expect((await client.get('/api/user/events')).body.data).toHaveLength(1);
  });

  it('GET /api/gift-card/{uuid} asks the provider too: the card is issued and mailed', async () => {
    const visitor = await server.client().init();
    const email = 'verloren.webhook@example.nl';
    const r = await visitor.post('/api/gift-card', { amount: 25, gift: false, first_name: 'Els', last_name: 'Visser', email });
    expect(r.status).toBe(200);
    (server.shop.deps.payments as TestPaymentProvider).setStatus(paymentId(r.body.data.payment_url), 'paid'); // no webhook
    const answer = await visitor.get(`/api/gift-card/${r.body.data.giftcard}`);
    expect(answer.body.data.status).toBe('paid');
    expect(
      server
        .mails()
        .filter((m) => m.to === email)
        .map((m) => m.subject),
    ).toEqual(['Je cadeaubon van €\u00a025,00']);
  });

  it('a start sweeps open payments and settles them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-sweep-'));
    const database = join(dir, 'shop.sqlite');
    try {
      const first = await startServer({ database });
      const { url, order } = await checkout(first);
      (first.shop.deps.payments as TestPaymentProvider).setStatus(paymentId(url), 'paid');
      await first.close();

      const again = await createApp({ database });
      try {
        await again.swept;
        expect(orderStatus(again.db, order)).toBe('paid');
        expect(again.db.prepare('SELECT status FROM payments WHERE provider_id = ?').pluck().get(paymentId(url))).toBe('paid');
      } finally {
        again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
