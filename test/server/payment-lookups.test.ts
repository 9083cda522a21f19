// Anonymous reads cannot spend the shop's rate limit at the payment provider: a burst of return-page
// visits, webhooks with a known id and order views looks the payment up once per few seconds
// (server/payments/lookups.ts), and a webhook after a change still sees the new status.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOOKUP_INTERVAL_MS } from '../../server/payments/lookups';
import { TestPaymentProvider } from '../../server/payments/test-provider';
import { EVENTS, startServer, type TestServer } from './helpers';

let server: TestServer;
let provider: TestPaymentProvider;
let lookups = 0;

beforeAll(async () => {
  server = await startServer({
    paymentProvider: (deps) => {
      provider = new TestPaymentProvider(deps);
      provider.lookupIntervalMs = LOOKUP_INTERVAL_MS;
      const get = provider.getPayment.bind(provider);
      provider.getPayment = (id) => {
        lookups++;
        return get(id);
      };
      return provider;
    },
  });
  await server.shop.swept;
});
afterAll(() => server.close());

const webhook = (id: string) =>
  fetch(`${server.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${id}`,
  }).then(async (r) => (await r.text(), r.status));
const returnPage = (uuid: string) =>
  fetch(`${server.baseUrl}/api/payments/${uuid}/return`, { redirect: 'manual' }).then(
    async (r) => (await r.text(), r.headers.get('location')),
  );

it('a burst of return pages, webhooks and order views costs one lookup, plus one after the interval; the change is still seen', async () => {
  const { client, profile } = await server.parent();
  await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
  const { order } = (await client.post('/api/cart/checkout')).body.data;
  const payment = server.db.prepare('SELECT uuid, provider_id FROM payments ORDER BY id DESC LIMIT 1').get() as {
    uuid: string;
    provider_id: string;
  };
  lookups = 0;

  const started = performance.now();
  const answers = await Promise.all([
    ...Array.from({ length: 15 }, () => returnPage(payment.uuid)),
    ...Array.from({ length: 15 }, () => webhook(payment.provider_id)),
    ...Array.from({ length: 15 }, () => client.get(`/api/orders/${order}`).then((r) => r.status)),
  ]);
  expect(answers.slice(0, 15)).toEqual(Array(15).fill(`${server.baseUrl}/failed?order=${order}`));
  expect(answers.slice(15)).toEqual(Array(30).fill(200));
  // one at once, and one for those who came while it ran and need an answer from after their call
  expect(lookups).toBeLessThanOrEqual(2);
  expect(performance.now() - started).toBeLessThan(LOOKUP_INTERVAL_MS + 2_000);

  // paid at the provider; its webhook looks again (waiting out the interval if need be) and sees it
  provider.setStatus(payment.provider_id, 'paid');
  expect(await webhook(payment.provider_id)).toBe(200);
  expect((await client.get(`/api/orders/${order}`)).body.data.status).toBe('paid');
  expect(lookups).toBeLessThanOrEqual(3);
  // a paid payment is not looked up again by its pages
  const before = lookups;
  await Promise.all(Array.from({ length: 10 }, () => returnPage(payment.uuid)));
  expect(lookups).toBe(before);
}, 30_000);
