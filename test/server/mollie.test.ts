// Paying through Mollie's official client (server/payments/mollie-provider.ts) against a fake of
// Mollie's API over HTTPS (fake-mollie.ts), with the real server started as Mollie would see it:
// server/main.ts with MOLLIE_API_KEY and MOLLIE_API_BASE, trusting the fake's certificate through
// NODE_EXTRA_CA_CERTS (read only at process start, hence a child process; see trust-extra-ca.mjs for
// why the official client needs the preload to see it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './child-server';
import { startFakeMollie, type FakeMollie, type MollieStatus } from './fake-mollie';
import { EVENTS, type Client, paymentId } from './helpers';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const PRELOAD = './test/server/trust-extra-ca.mjs';
const dir = mkdtempSync(join(tmpdir(), 'shop-mollie-'));
let mollie: FakeMollie;
let server: ChildServer;

beforeAll(async () => {
  mollie = await startFakeMollie(API_KEY);
  server = await startChildServer(
    join(dir, 'shop.sqlite'),
    { MOLLIE_API_KEY: API_KEY, MOLLIE_API_BASE: mollie.base, NODE_EXTRA_CA_CERTS: mollie.caFile },
    [PRELOAD],
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await mollie?.close();
  rmSync(dir, { recursive: true, force: true });
});

const orderStatus = async (client: Client, order: string) => (await client.get(`/api/orders/${order}`)).body.data.status as string;

async function checkout(client: Client, profile: string, event: string) {
  expect((await client.post('/api/cart', { items: [{ product_id: event, profile_id: profile }] })).status).toBe(200);
  const r = await client.post('/api/cart/checkout');
  expect(r.status, r.text).toBe(200);
  return { order: r.body.data.order as string, id: paymentId(r.body.data.payment_url), url: r.body.data.payment_url as string };
}

describe('paying with Mollie (the official client against a fake Mollie over HTTPS)', () => {
  it('checkout creates the payment at Mollie; the webhook with only the id makes the order paid; the return goes to the success page', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', {
      items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid, with_shirt: true, shirt_size: 'L' }],
    });
    const r = await client.post('/api/cart/checkout');
    expect(r.status, r.text).toBe(200);
    const id = paymentId(r.body.data.payment_url);
    // the payer is sent to Mollie's checkout page that Mollie named
    expect(r.body.data.payment_url).toBe(`https://www.mollie.com/checkout/select-method/${id}`);
    const created = mollie.payments.get(id)!;
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: '187.50' },
      description: 'Inschrijving Tennisweek Zomer 2027 (1 kind)',
      webhookUrl: `${server.baseUrl}/api/payments/webhook`,
      metadata: { order: r.body.data.order },
    });
    expect(created.body.redirectUrl).toMatch(new RegExp(`^${server.baseUrl}/api/payments/[0-9a-f-]{36}/return$`));
    expect(mollie.calls.every((c) => c.auth === `Bearer ${API_KEY}`)).toBe(true);
    // Mollie's own client made the calls: it names itself in the User-Agent ('Node/v20… Mollie/4.6.0')
    expect(mollie.calls.map((c) => c.userAgent)).toEqual(
      mollie.calls.map(() => expect.stringMatching(/^Node\/v[\d.]+ Mollie\/\d+\.\d+\.\d+/)),
    );

    // the webhook alone proves nothing: the shop asks Mollie, which still says open
    const early = await fetch(`${server.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${id}`,
    });
    expect(early.status).toBe(200);
    expect(await orderStatus(client, r.body.data.order)).toBe('open');

    const hook = await mollie.settle(id, 'paid');
    expect(hook!.status).toBe(200);
    expect(mollie.calls.filter((c) => c.method === 'GET' && c.path === `/v2/payments/${id}`).length).toBeGreaterThan(0);
    expect(await orderStatus(client, r.body.data.order)).toBe('paid');
    const back = await client.request('GET', new URL(created.body.redirectUrl).pathname);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${server.baseUrl}/succes?order=${r.body.data.order}`);
  }, 30_000);

  it.each([
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ] as Array<[MollieStatus, string]>)(
    'a payment Mollie reports %s leaves the order %s, and the return goes to the failure page',
    async (status, expected) => {
      const { client, profile } = await server.parent();
      const { order, id } = await checkout(client, profile.uuid, EVENTS.multisport2027);
      expect((await mollie.settle(id, status))!.status).toBe(200);
      expect(await orderStatus(client, order)).toBe(expected);
      const back = await client.request('GET', new URL(mollie.payments.get(id)!.body.redirectUrl).pathname);
      expect(back.headers.get('location')).toBe(`${server.baseUrl}/failed?order=${order}`);
    },
    30_000,
  );

  it('a new checkout cancels the open payment it replaces at Mollie (DELETE), so only one can be paid', async () => {
    const { client, profile } = await server.parent();
    const first = await checkout(client, profile.uuid, EVENTS.multisport2027);
    await client.delete('/api/cart');
    const second = await checkout(client, profile.uuid, EVENTS.tennis2027);
    expect(second.id).not.toBe(first.id);
    expect(mollie.calls.some((c) => c.method === 'DELETE' && c.path === `/v2/payments/${first.id}`)).toBe(true);
    expect(mollie.payments.get(first.id)!.status).toBe('canceled');
    expect(await orderStatus(client, first.order)).toBe('canceled');
  }, 30_000);

  it('Mollie down: checkout answers 502 with a Dutch message and keeps the cart; a webhook answers 503 so Mollie retries', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [{ product_id: EVENTS.keeperVoorjaar2027, profile_id: profile.uuid }] });
    mollie.down = true;
    try {
      const r = await client.post('/api/cart/checkout');
      expect(r.status).toBe(502);
      expect(r.body.message).toBe('De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.');
      expect((await client.get('/api/cart')).body.data.items).toHaveLength(1);
      const known = [...mollie.payments.keys()][0]!;
      const hook = await fetch(`${server.baseUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${known}`,
      });
      expect(hook.status).toBe(503);
    } finally {
      mollie.down = false;
    }
  }, 60_000);

  it('canceling a ticket refunds through Mollie (POST /v2/payments/{id}/refunds with an idempotency key), once; a refusal is kept with its reason', async () => {
    const { client, profile } = await server.parent();
    const { order, id } = await checkout(client, profile.uuid, EVENTS.tennis2027);
    expect((await mollie.settle(id, 'paid'))!.status).toBe(200);
    const ticket = (await client.get(`/api/orders/${order}`)).body.data.items[0].ticket as string;
    const [first, second] = await Promise.all([client.post(`/api/tickets/${ticket}/cancel`), client.post(`/api/tickets/${ticket}/cancel`)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refundCalls = mollie.calls.filter((c) => c.method === 'POST' && c.path === `/v2/payments/${id}/refunds`);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}:1$/);
    expect([...mollie.refunds.values()].filter((r) => r.paymentId === id)).toEqual([
      expect.objectContaining({ amount: { currency: 'EUR', value: '165.00' }, status: 'pending' }),
    ]);
    // Mollie's 'pending' is ours 'processing': on its way
    const answer = (await client.get(`/api/orders/${order}`)).body.data;
    expect(answer).toMatchObject({ status: 'refunded', refunds: [{ amount: '165.00', destination: 'account', status: 'processing' }] });

    // Mollie refuses (more than is left on the payment): failed, with Mollie's reason, nothing refunded
    const other = await server.parent();
    const paid = await checkout(other.client, other.profile.uuid, EVENTS.multisport2027);
    expect((await mollie.settle(paid.id, 'paid'))!.status).toBe(200);
    mollie.refunds.set('re_elsewhere', {
      id: 're_elsewhere',
      paymentId: paid.id,
      amount: { currency: 'EUR', value: '39.50' },
      status: 'refunded',
    });
    const kid = (await other.client.get(`/api/orders/${paid.order}`)).body.data.items[0].ticket as string;
    const refused = await other.client.post(`/api/tickets/${kid}/cancel`);
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.data.refunds).toEqual([
      expect.objectContaining({ status: 'failed', error: 'The amount is higher than the amount that is left to refund' }),
    ]);
  }, 30_000);
});
