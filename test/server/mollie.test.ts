// The Mollie provider against a local fake of Mollie's v2 payments API.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MolliePaymentProvider } from '../../server/payments/mollie-provider';
import { EVENTS, startServer, type AnyJson, type TestServer } from './helpers';

const payments = new Map<string, { id: string; status: string; body: AnyJson }>();
const seen: Array<{ method: string; auth: string | undefined }> = [];
let down = false;
let fake: ReturnType<typeof serve>;
let server: TestServer;

beforeAll(async () => {
  const mollie = new Hono();
  mollie.use('*', async (c, next) => {
    seen.push({ method: c.req.method, auth: c.req.header('authorization') });
    if (down) return c.json({ status: 503, title: 'Service Unavailable' }, 503);
    await next();
  });
  mollie.post('/v2/payments', async (c) => {
    const body = await c.req.json();
    const id = `tr_fake${payments.size + 1}`;
    payments.set(id, { id, status: 'open', body });
    return c.json({ id, status: 'open', _links: { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}` } } }, 201);
  });
  mollie.get('/v2/payments/:id', (c) => {
    const p = payments.get(c.req.param('id'));
    return p ? c.json({ id: p.id, status: p.status }) : c.json({ status: 404 }, 404);
  });
  mollie.delete('/v2/payments/:id', (c) => {
    const p = payments.get(c.req.param('id'));
    if (p) p.status = 'canceled';
    return c.json({ id: c.req.param('id'), status: 'canceled' });
  });
  const base = await new Promise<string>((resolve) => {
    fake = serve({ fetch: mollie.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
  server = await startServer({ paymentProvider: () => new MolliePaymentProvider({ apiKey: 'test_abc', apiBase: base }) });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => fake.close(resolve));
});

it('creates the payment at Mollie and acts on the webhook with the fetched status', async () => {
  const { client, profile } = await server.parent();
  await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid, with_shirt: true, shirt_size: 'L' }] });
  const r = await client.post('/api/cart/checkout');
  expect(r.status).toBe(200);
  const id = new URL(r.body.data.payment_url).pathname.split('/').pop()!;
  expect(r.body.data.payment_url).toBe(`https://www.mollie.com/checkout/select-method/${id}`);
  expect(payments.get(id)!.body).toMatchObject({
    amount: { currency: 'EUR', value: '187.50' },
    description: 'Inschrijving Tennisweek Zomer 2027 (1 kind)',
    webhookUrl: `${server.baseUrl}/api/payments/webhook`,
    redirectUrl: expect.stringMatching(new RegExp(`^${server.baseUrl}/api/payments/[0-9a-f-]{36}/return$`)),
  });
  expect(seen.every((s) => s.auth === 'Bearer test_abc')).toBe(true);

  // the webhook alone says nothing: the status comes from Mollie
  const hook = () =>
    fetch(`${server.baseUrl}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });
  expect((await hook()).status).toBe(200);
  expect((await client.get(`/api/orders/${r.body.data.order}`)).body.data.status).toBe('open');
  payments.get(id)!.status = 'paid';
  expect((await hook()).status).toBe(200);
  expect((await client.get(`/api/orders/${r.body.data.order}`)).body.data.status).toBe('paid');

  const back = await client.request('GET', new URL(payments.get(id)!.body.redirectUrl).pathname);
  expect(back.headers.get('location')).toBe(`${server.baseUrl}/succes?order=${r.body.data.order}`);
});

it('answers 502 when Mollie is down and releases the places; the webhook answers 503 so Mollie retries', async () => {
  const { client, profile } = await server.parent();
  await client.post('/api/cart', { items: [{ product_id: EVENTS.keeperVoorjaar2027, profile_id: profile.uuid }] });
  const before = (await client.get(`/api/events/${EVENTS.keeperVoorjaar2027}/stock`)).body.data.stock;
  down = true;
  try {
    const r = await client.post('/api/cart/checkout');
    expect(r.status).toBe(502);
    expect(r.body.message).toBe('De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.');
    expect((await client.get(`/api/events/${EVENTS.keeperVoorjaar2027}/stock`)).body.data.stock).toBe(before);
    expect((await client.get('/api/cart')).body.data.items).toHaveLength(1);
    const known = [...payments.keys()][0]!;
    const hook = await fetch(`${server.baseUrl}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${known}` });
    expect(hook.status).toBe(503);
  } finally {
    down = false;
  }
});
