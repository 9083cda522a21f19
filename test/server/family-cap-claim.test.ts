// The cap per family counts at the waiting list's claim too (docs/rules.md "Places per family"), written
// as the abuse: a parent with two children paid for a camp with a cap of two puts a third child on the
// waiting list first, and claims the freed place when it is offered. The claim is refused with the cap's
// message, and the place goes to the next family in line at once instead of staying held for a day.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { item, pay, startServer, withExtraEvents, type TestServer } from './helpers';

const CAMP = 'aaaaaaaa-0000-4000-8000-000000000051';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    holdSweepMs: 100,
    events: withExtraEvents({
      id: '951',
      external_id: CAMP,
      slug: 'drie-plaatsen-2027',
      title: 'Drie plaatsen',
      initial_stock: 3,
      maxPerFamily: 2,
    }),
  });
});
afterAll(() => server.close());

async function until<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting for the sweep');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const offerTo = (email: string) => until(() => server.mails().find((m) => m.to === email && m.subject.startsWith('Er is een plek vrij')));
const stock = async () => (await server.client().get(`/api/events/${CAMP}/stock`)).body.data.stock as number;

it('a waiting-list offer that would take the family over its cap is refused, and goes to the next in line at once', async () => {
  const anna = await server.parent('Anna');
  const bert = await server.parent('Bert');
  const carla = await server.parent('Carla');
  const second = (await anna.client.post('/api/profile', { first_name: 'Tim', last_name: 'Test' })).body.data;
  const third = (await anna.client.post('/api/profile', { first_name: 'Sara', last_name: 'Test' })).body.data;

  // Anna holds two places, Bert the third: the camp is full
  expect((await anna.client.post('/api/cart', { items: [item(CAMP, second.uuid), item(CAMP, third.uuid)] })).status).toBe(200);
  expect((await bert.client.post('/api/cart', { items: [item(CAMP, bert.profile.uuid)] })).status).toBe(200);
  expect(await stock()).toBe(0);
  // her first child goes on the list before Carla's, then she pays for the two in her cart
  expect((await anna.client.post(`/api/events/${CAMP}/waiting-list`, { profile_ids: [anna.profile.uuid] })).status).toBe(201);
  expect((await carla.client.post(`/api/events/${CAMP}/waiting-list`, { profile_ids: [carla.profile.uuid] })).status).toBe(201);
  const checkout = await anna.client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  await pay(anna.client, checkout.body.data.payment_url, 'paid');
  expect((await anna.client.get('/api/user/events')).body.data[0].tickets).toHaveLength(2);

  // Bert lets his place go: the sweep offers it to the first in line, Anna's first child
  expect((await bert.client.delete('/api/cart')).status).toBe(200);
  const mail = await offerTo(anna.email);
  const entry = new URL(mail.links[0] ?? '').searchParams.get('wachtlijst')!;

  const claim = await anna.client.post(`/api/waiting-list/${entry}/claim`);
  const capped = 'Je kunt voor dit evenement maximaal 2 kinderen inschrijven. De plek is daarom aan de volgende op de wachtlijst gegeven.';
  expect(claim.status).toBe(422);
  expect(claim.body).toEqual({ message: capped, errors: { items: [capped] } });
  // nothing of it in her cart or on her list; Carla has the offer now, without waiting for it to run out
  expect((await anna.client.get('/api/cart')).body.data.items).toEqual([]);
  expect((await anna.client.get('/api/user/waiting-list')).body.data).toEqual([]);
  await offerTo(carla.email);
  expect((await carla.client.get('/api/user/waiting-list')).body.data).toEqual([expect.objectContaining({ status: 'offered' })]);
  expect(
    (await carla.client.post(`/api/waiting-list/${(await carla.client.get('/api/user/waiting-list')).body.data[0].uuid}/claim`)).status,
  ).toBe(200);
  expect(await stock()).toBe(0);
});
