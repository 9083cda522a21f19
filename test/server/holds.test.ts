// Held places (docs/rules.md "Held places"): a child in the cart holds its place from step 1;
// others see it as taken, the parent keeps it, and it runs out after CART_HOLD_MINUTES.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pay, startServer, type Client, type TestServer, item } from './helpers';

const THREE = 'aaaaaaaa-0000-4000-8000-000000000003';
const ONE = 'aaaaaaaa-0000-4000-8000-000000000031';
const PAYING = 'aaaaaaaa-0000-4000-8000-000000000032';
const HELD = 'aaaaaaaa-0000-4000-8000-000000000033';
const CART_FULL =
  'Er is geen plek meer vrij voor dit evenement. Zet je kind op de wachtlijst: komt er een plek vrij, dan krijg je een mail.';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    events: (events) => [
      ...events,
      { ...events[0], id: '931', external_id: THREE, slug: 'drie-plaatsen-2027', title: 'Drie plaatsen', initial_stock: 3 },
      { ...events[0], id: '932', external_id: ONE, slug: 'een-plaats-hold-2027', title: 'Eén plaats', initial_stock: 1 },
      { ...events[0], id: '933', external_id: PAYING, slug: 'een-plaats-betaling-2027', title: 'Eén plaats, betaling', initial_stock: 1 },
      { ...events[0], id: '934', external_id: HELD, slug: 'een-plaats-vast-2027', title: 'Eén plaats, vast', initial_stock: 1 },
    ],
  });
});
afterAll(() => server.close());

const stockFor = async (client: Client, event: string) => (await client.get(`/api/events/${event}/stock`)).body.data.stock as number;
const minutesLeft = (iso: string) => (Date.parse(iso) - Date.now() - server.clock.offset) / 60_000;

it('held places count as taken for others, not for the parent who holds them', async () => {
  const a = await server.parent('Anna');
  const second = (await a.client.post('/api/profile', { first_name: 'Tim', last_name: 'Test' })).body.data;
  const r = await a.client.post('/api/cart', { items: [item(THREE, a.profile.uuid), item(THREE, second.uuid)] });
  expect(r.status).toBe(200);
  expect(minutesLeft(r.body.data.meta.hold_expires_at)).toBeGreaterThan(14.9);
  expect(minutesLeft(r.body.data.meta.hold_expires_at)).toBeLessThanOrEqual(15);

  const b = await server.parent('Bert');
  expect(await stockFor(server.client(), THREE)).toBe(1);
  expect(await stockFor(b.client, THREE)).toBe(1);
  expect(await stockFor(a.client, THREE)).toBe(3);
  // taking one child out gives its place back at once
  await a.client.delete(`/api/cart/items/${THREE}/${second.uuid}`);
  expect(await stockFor(b.client, THREE)).toBe(2);
  await a.client.delete('/api/cart');
  expect(await stockFor(b.client, THREE)).toBe(3);
  expect((await a.client.get('/api/cart')).body.data.meta.hold_expires_at).toBeNull();
});

it('a second parent cannot take a held place, not at step 1 and not at checkout', async () => {
  const a = await server.parent('Anna');
  const b = await server.parent('Bert');
  expect((await a.client.post('/api/cart', { items: [item(ONE, a.profile.uuid)] })).status).toBe(200);
  const refused = await b.client.post('/api/cart', { items: [item(ONE, b.profile.uuid)] });
  expect(refused.status).toBe(422);
  expect(refused.body).toEqual({ message: CART_FULL, errors: { items: [CART_FULL] } });
  expect((await b.client.get('/api/cart')).body.data.items).toEqual([]);
  expect((await b.client.post('/api/cart/checkout')).status).toBe(422);

  // a's payment fails: the hold keeps the rest of its time, so a can pay again and b still cannot add
  const first = await a.client.post('/api/cart/checkout');
  await pay(a.client, first.body.data.payment_url, 'failed');
  expect((await b.client.post('/api/cart', { items: [item(ONE, b.profile.uuid)] })).status).toBe(422);
  const again = await a.client.post('/api/cart/checkout');
  expect(again.status).toBe(200);
  await pay(a.client, again.body.data.payment_url, 'paid');
  expect((await a.client.get('/api/user/events')).body.data).toHaveLength(1);
  expect(await stockFor(server.client(), ONE)).toBe(0);
  expect(server.db.prepare('SELECT COUNT(*) FROM place_holds h JOIN events e ON e.id = h.event_id WHERE e.uuid = ?').pluck().get(ONE)).toBe(
    0,
  );
});

it('a hold runs out after the hold time; one tap keeps the places longer while places are free', async () => {
  const a = await server.parent('Anna');
  const b = await server.parent('Bert');
  const c = await server.parent('Carla');
  await a.client.post('/api/cart', { items: [item(THREE, a.profile.uuid)] });
  server.clock.offset += 10 * 60_000;
  try {
    const kept = await a.client.post('/api/cart/hold');
    expect(kept.status).toBe(200);
    expect(minutesLeft(kept.body.data.meta.hold_expires_at)).toBeGreaterThan(14.9);
    // full: the other two places are taken; keeping longer is refused, the hold keeps its end
    await b.client.post('/api/cart', { items: [item(THREE, b.profile.uuid)] });
    await c.client.post('/api/cart', { items: [item(THREE, c.profile.uuid)] });
    const refused = await a.client.post('/api/cart/hold');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Er zijn geen plekken meer vrij, dus we kunnen je plekken niet langer vasthouden. Rond je bestelling nu af.',
    );
    server.clock.offset += 16 * 60_000;
    // every hold ran out: the places are free again, the cart keeps its children without a hold
    expect(await stockFor(server.client(), THREE)).toBe(3);
    const cart = (await a.client.get('/api/cart')).body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.meta.hold_expires_at).toBeNull();
  } finally {
    server.clock.offset -= 26 * 60_000;
    for (const p of [a, b, c]) await p.client.delete('/api/cart');
  }
});

it('an open payment keeps the place past the hold time; a failed one keeps it for the rest of the hold time only', async () => {
  const a = await server.parent('Anna');
  const b = await server.parent('Bert');
  const tryB = async () => (await b.client.post('/api/cart', { items: [item(PAYING, b.profile.uuid)] })).status;
  await a.client.post('/api/cart', { items: [item(PAYING, a.profile.uuid)] });
  const first = await a.client.post('/api/cart/checkout');
  expect(first.status).toBe(200);
  try {
    // the parent is still on the payment page after the hold time: the place stays theirs
    server.clock.offset += 20 * 60_000;
    expect(await stockFor(b.client, PAYING)).toBe(0);
    expect(await tryB()).toBe(422);
    server.clock.offset -= 20 * 60_000;
    // paid nothing after 5 minutes: 'Opnieuw betalen' keeps working for the 10 minutes left
    server.clock.offset += 5 * 60_000;
    await pay(a.client, first.body.data.payment_url, 'failed');
    // the provider's word arrives by webhook, not with the button: wait until the order says so
    for (let tries = 0; tries < 50; tries++) {
      if ((await a.client.get(`/api/orders/${first.body.data.order}`)).body.data.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await a.client.get(`/api/orders/${first.body.data.order}`)).body.data.status).toBe('failed');
    expect(await tryB()).toBe(422);
    server.clock.offset += 9 * 60_000;
    expect(await tryB()).toBe(422);
    // and not longer: after the hold's end the place goes to the next parent
    server.clock.offset += 2 * 60_000;
    expect(await tryB()).toBe(200);
    expect((await a.client.post('/api/cart/checkout')).status).toBe(422);
  } finally {
    server.clock.offset = 0;
    for (const p of [a, b]) await p.client.delete('/api/cart');
  }
});

it('a place only held in another cart: the stock says until when it is held (held_until), a sold place does not', async () => {
  const a = await server.parent('Anna');
  const held = await a.client.post('/api/cart', { items: [item(HELD, a.profile.uuid)] });
  const stock = (await server.client().get(`/api/events/${HELD}/stock`)).body.data;
  expect(stock).toEqual({ stock: 0, waiting_list: true, held_until: held.body.data.meta.hold_expires_at });
  // the parent who holds it sees their own place, not a hold
  expect((await a.client.get(`/api/events/${HELD}/stock`)).body.data).toEqual({ stock: 1, waiting_list: true });
  const checkout = await a.client.post('/api/cart/checkout');
  await pay(a.client, checkout.body.data.payment_url, 'paid');
  expect((await server.client().get(`/api/events/${HELD}/stock`)).body.data).toEqual({ stock: 0, waiting_list: true });
});
