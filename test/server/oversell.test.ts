import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

const TEN = 'aaaaaaaa-0000-4000-8000-000000000010';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    events: (events) => [...events, { ...events[0], id: '910', external_id: TEN, slug: 'tien-plaatsen-2027', title: 'Tien plaatsen', initial_stock: 10 }],
  });
});
afterAll(() => server.close());

it('50 parallel checkouts for 10 places: exactly 10 orders hold places, stock ends at 0', async () => {
  const parents = await Promise.all(Array.from({ length: 50 }, (_, i) => server.parent(`Ouder${i}`)));
  for (const p of parents) {
    const r = await p.client.post('/api/cart', { items: [{ product_id: TEN, profile_id: p.profile.uuid, with_shirt: false, shirt_size: 'none' }] });
    expect(r.status).toBe(200);
  }
  const results = await Promise.all(parents.map((p) => p.client.post('/api/cart/checkout')));
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 422)).toHaveLength(40);
  for (const r of results.filter((x) => x.status === 422)) expect(r.body.message).toBe('Er zijn niet genoeg plaatsen meer vrij voor dit evenement.');
  expect((await server.client().get(`/api/events/${TEN}/stock`)).body).toEqual({ data: { stock: 0 } });
  const held = server.db
    .prepare("SELECT COUNT(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN events e ON e.id = o.event_id WHERE e.uuid = ? AND o.status IN ('open', 'pending', 'paid')")
    .pluck()
    .get(TEN);
  expect(held).toBe(10);
}, 60_000); // 50 parallel journeys: 5–20 s on a loaded 2-core machine
