// Fair holds in a rush (docs/rules.md "Held places"), each written as the abuse: a parent who checks out
// again and again, one who presses 'Langer vasthouden' in a loop, and one account with many made-up
// child profiles. None of them may keep places from other families.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { item, startServer, withExtraEvents, type Client, type TestServer } from './helpers';

const CHAIN = 'aaaaaaaa-0000-4000-8000-000000000041';
const LOOP = 'aaaaaaaa-0000-4000-8000-000000000042';
const CAMP = 'aaaaaaaa-0000-4000-8000-000000000043';
const SMALL_FAMILIES = 'aaaaaaaa-0000-4000-8000-000000000044';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    events: withExtraEvents(
      { id: '941', external_id: CHAIN, slug: 'keten-2027', title: 'Eén plaats, keten', initial_stock: 1 },
      { id: '942', external_id: LOOP, slug: 'lus-2027', title: 'Drie plaatsen, lus', initial_stock: 3 },
      { id: '943', external_id: CAMP, slug: 'kamp-2027', title: 'Kamp', initial_stock: 40 },
      { id: '944', external_id: SMALL_FAMILIES, slug: 'klein-2027', title: 'Kleine gezinnen', initial_stock: 40, maxPerFamily: 2 },
    ),
  });
});
afterAll(() => server.close());

const minute = 60_000;
const stock = async (event: string) => (await server.client().get(`/api/events/${event}/stock`)).body.data.stock as number;
const addChild = (client: Client, event: string, profile: string, extra: object = {}) =>
  client.post('/api/cart', { items: [item(event, profile, extra)] });

it('checking out again and again keeps the first reservation’s end: the place goes to the next family after it', async () => {
  const a = await server.parent('Anna');
  const b = await server.parent('Bert');
  try {
    expect((await addChild(a.client, CHAIN, a.profile.uuid)).status).toBe(200);
    expect((await a.client.post('/api/cart/checkout')).status).toBe(200);
    // every 10 minutes another checkout, each with a changed cart so the open payment is not handed back
    for (let i = 1; i <= 3; i++) {
      server.clock.offset += 10 * minute;
      expect((await addChild(a.client, CHAIN, a.profile.uuid, { with_shirt: i % 2 === 1, shirt_size: 'M' })).status).toBe(200);
      expect((await a.client.post('/api/cart/checkout')).status).toBe(200);
      expect((await addChild(b.client, CHAIN, b.profile.uuid)).status).toBe(422);
    }
    // 35 minutes after the first checkout the reservation is over, however often she checked out since
    server.clock.offset += 6 * minute;
    expect(await stock(CHAIN)).toBe(1);
    expect((await addChild(b.client, CHAIN, b.profile.uuid)).status).toBe(200);
    const late = await a.client.post('/api/cart/checkout');
    expect(late.status).toBe(422);
    expect(late.body.errors.items).toEqual(['Er zijn niet genoeg plaatsen meer vrij voor dit evenement.']);
  } finally {
    server.clock.offset = 0;
    for (const p of [a, b]) await p.client.delete('/api/cart');
  }
});

it('‘Langer vasthouden’ in a loop stops at twice the hold time after the place was taken', async () => {
  const a = await server.parent('Anna');
  const hold = () => a.client.post('/api/cart/hold');
  const end = (reply: { body: { data: { meta: { hold_expires_at: string } } } }) =>
    (Date.parse(reply.body.data.meta.hold_expires_at) - Date.now() - server.clock.offset) / minute;
  try {
    expect((await addChild(a.client, LOOP, a.profile.uuid)).status).toBe(200);
    server.clock.offset += 10 * minute;
    const first = await hold();
    expect(first.status).toBe(200);
    expect(end(first)).toBeGreaterThan(14.9); // 25 minutes after the place was taken
    server.clock.offset += 10 * minute;
    const second = await hold();
    expect(second.status).toBe(200);
    expect(end(second)).toBeLessThanOrEqual(10); // not 35: 30 minutes after the place was taken
    expect(end(second)).toBeGreaterThan(9.9);
    server.clock.offset += 5 * minute;
    const third = await hold();
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      'We houden plekken hoogstens 30 minuten vast, zodat andere gezinnen ook een kans krijgen. Rond je bestelling nu af.',
    );
    // a cart change renews no further either
    const second_child = (await a.client.post('/api/profile', { first_name: 'Tim', last_name: 'Test' })).body.data;
    expect((await addChild(a.client, LOOP, second_child.uuid)).status).toBe(200);
    server.clock.offset += 5 * minute + 1000;
    expect(await stock(LOOP)).toBe(2);
  } finally {
    server.clock.offset = 0;
    await a.client.delete('/api/cart');
  }
});

it('one account with made-up child profiles gets at most 4 places of a camp, tickets included', async () => {
  const a = await server.parent('Anna');
  const kids = [a.profile.uuid];
  for (let i = 0; i < 6; i++)
    kids.push((await a.client.post('/api/profile', { first_name: `Kind${i}`, last_name: 'Test' })).body.data.uuid);
  const capped = 'Je kunt voor dit evenement maximaal 4 kinderen inschrijven.';
  // all at once
  const all = await a.client.post('/api/cart', { items: kids.map((k) => item(CAMP, k)) });
  expect(all.status).toBe(422);
  expect(all.body.errors.items).toEqual([capped]);
  expect(await stock(CAMP)).toBe(40);
  // one by one
  for (const k of kids.slice(0, 4)) expect((await addChild(a.client, CAMP, k)).status).toBe(200);
  const fifth = await addChild(a.client, CAMP, kids[4]!);
  expect(fifth.status).toBe(422);
  expect(fifth.body).toEqual({ message: capped, errors: { items: [capped] } });
  expect(await stock(CAMP)).toBe(36);
  // paid, the four still count: a new cart for a fifth child is refused as well
  const checkout = await a.client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  const { pay } = await import('./helpers');
  await pay(a.client, checkout.body.data.payment_url, 'paid');
  expect((await a.client.get('/api/user/events')).body.data[0].tickets).toHaveLength(4);
  expect((await addChild(a.client, CAMP, kids[5]!)).body.errors.items).toEqual([capped]);
});

it('the CMS event’s maxPerFamily overrides the default, and the message names it', async () => {
  const a = await server.parent('Anna');
  const second = (await a.client.post('/api/profile', { first_name: 'Tim', last_name: 'Test' })).body.data;
  const third = (await a.client.post('/api/profile', { first_name: 'Sara', last_name: 'Test' })).body.data;
  expect(
    (await a.client.post('/api/cart', { items: [item(SMALL_FAMILIES, a.profile.uuid), item(SMALL_FAMILIES, second.uuid)] })).status,
  ).toBe(200);
  const refused = await addChild(a.client, SMALL_FAMILIES, third.uuid);
  expect(refused.status).toBe(422);
  expect(refused.body.errors.items).toEqual(['Je kunt voor dit evenement maximaal 2 kinderen inschrijven.']);
  const cms = await server.client().post('/graphql', { query: `{ event(slug: "klein-2027") { maxPerFamily } }` });
  expect(cms.body.data.event.maxPerFamily).toBe(2);
});
