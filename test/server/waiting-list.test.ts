// The waiting list (docs/rules.md "Waiting list"): freed places go to the first in line by mail,
// without anyone asking; an offer not claimed in time goes to the next; only its parent can claim it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pay, startServer, type TestServer, item } from './helpers';

const ONE = 'aaaaaaaa-0000-4000-8000-000000000041';
const TWO = 'aaaaaaaa-0000-4000-8000-000000000042';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    holdSweepMs: 100,
    // an hour, not the default day: the parents' sessions (2 hours) outlive the test's clock jumps
    waitlistOfferHours: 1,
    events: (events) => [
      ...events,
      { ...events[0], id: '941', external_id: ONE, slug: 'een-plaats-wachtlijst-2027', title: 'Eén plaats', initial_stock: 1 },
      { ...events[0], id: '942', external_id: TWO, slug: 'twee-plaatsen-wachtlijst-2027', title: 'Twee plaatsen', initial_stock: 2 },
    ],
  });
});
afterAll(() => server.close());

/** Waits for the server's own timer, reading only the database: no request reaches the server meanwhile. */
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
const entryUuid = (link: string | undefined) => new URL(link ?? '').searchParams.get('wachtlijst')!;

it('a hold that runs out goes to the first in line without any request; unclaimed, it moves to the next; only its parent can claim it', async () => {
  const holder = await server.parent('Hanna');
  const first = await server.parent('Fleur');
  const second = await server.parent('Sam');
  expect((await holder.client.post('/api/cart', { items: [item(ONE, holder.profile.uuid)] })).status).toBe(200);

  // sold out: the list is open, in the order families join
  const joined = await first.client.post(`/api/events/${ONE}/waiting-list`, { profile_ids: [first.profile.uuid] });
  expect(joined.status).toBe(201);
  expect(joined.body.data).toEqual([
    expect.objectContaining({
      event_uuid: ONE,
      position: 1,
      status: 'waiting',
      offer_expires_at: null,
      profile: expect.objectContaining({ uuid: first.profile.uuid }),
    }),
  ]);
  await second.client.post(`/api/events/${ONE}/waiting-list`, { profile_ids: [second.profile.uuid] });
  expect((await second.client.get('/api/user/waiting-list')).body.data).toEqual([
    expect.objectContaining({ position: 2, status: 'waiting' }),
  ]);

  // the holder's time runs out (the clock moves; nobody asks the server anything)
  server.clock.offset += 16 * 60_000;
  const mail = await offerTo(first.email);
  // no name the parent typed: the address is not proven (domain/waiting-list-mails.ts)
  expect(mail.text).toMatch(
    /^Hallo,\n\nGoed nieuws: er is een plek vrijgekomen bij Eén plaats\. Je kind stond op de wachtlijst en is nu aan de beurt\./,
  );
  expect(mail.links[0]).toMatch(new RegExp(`^${server.baseUrl}/order/een-plaats-wachtlijst-2027\\?wachtlijst=`));
  const offered = (await first.client.get('/api/user/waiting-list')).body.data[0];
  expect(offered.status).toBe('offered');
  expect(Date.parse(offered.offer_expires_at) - (Date.now() + server.clock.offset)).toBeGreaterThan(0.99 * 3_600_000);
  // the place is held for her: the holder cannot take it back, the second is now first in line
  expect((await server.client().get(`/api/events/${ONE}/stock`)).body.data.stock).toBe(0);
  expect((await holder.client.post('/api/cart/checkout')).status).toBe(422);
  expect((await second.client.get('/api/user/waiting-list')).body.data[0].position).toBe(1);

  // not claimed within WAITLIST_OFFER_HOURS: the next family gets it
  server.clock.offset += 61 * 60_000;
  const next = await offerTo(second.email);
  expect((await first.client.get('/api/user/waiting-list')).body.data[0]).toMatchObject({ status: 'expired', position: null });
  const late = await first.client.post(`/api/waiting-list/${entryUuid(mail.links[0])}/claim`);
  expect(late.status).toBe(410);

  // another parent's link is refused; its own parent claims it into the cart and pays
  const stolen = await first.client.post(`/api/waiting-list/${entryUuid(next.links[0])}/claim`);
  expect(stolen.status).toBe(403);
  expect(stolen.body.message).toBe('Deze uitnodiging is voor een ander account. Log in met het account waarop je de mail kreeg.');
  expect((await first.client.get('/api/cart')).body.data.items).toEqual([]);
  const claimed = await second.client.post(`/api/waiting-list/${entryUuid(next.links[0])}/claim`);
  expect(claimed.status).toBe(200);
  expect(claimed.body.data.status).toBe('claimed');
  const cart = (await second.client.get('/api/cart')).body.data;
  expect(cart.items).toEqual([expect.objectContaining({ product_id: ONE, profile_id: second.profile.uuid })]);
  expect(cart.meta.hold_expires_at).toBe((await second.client.get('/api/user/waiting-list')).body.data[0].offer_expires_at);
  const checkout = await second.client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  await pay(second.client, checkout.body.data.payment_url, 'paid');
  expect((await second.client.get('/api/user/events')).body.data).toEqual([expect.objectContaining({ uuid: ONE })]);
  expect(server.db.prepare('SELECT COUNT(*) FROM tickets t JOIN events e ON e.id = t.event_id WHERE e.uuid = ?').pluck().get(ONE)).toBe(1);
}, 30_000);

it('joining needs a sold-out event and own children; leaving moves the others up and is only for the own entry', async () => {
  const a = await server.parent('Anna');
  const b = await server.parent('Bert');
  const c = await server.parent('Carla');
  const free = await a.client.post(`/api/events/${TWO}/waiting-list`, { profile_ids: [a.profile.uuid] });
  expect(free.status).toBe(422);
  expect(free.body.errors.profile_ids).toEqual(['Er zijn nog plekken vrij voor dit evenement. Schrijf je kind gewoon in.']);
  await a.client.post('/api/cart', { items: [item(TWO, a.profile.uuid)] });
  await b.client.post('/api/cart', { items: [item(TWO, b.profile.uuid)] });
  const notYours = await c.client.post(`/api/events/${TWO}/waiting-list`, { profile_ids: [a.profile.uuid] });
  expect(notYours.status).toBe(422);
  expect(notYours.body.errors['profile_ids.0']).toEqual(['Dit kind staat niet in je account. Kies een van je eigen kinderen.']);
  const holds = await a.client.post(`/api/events/${TWO}/waiting-list`, { profile_ids: [a.profile.uuid] });
  expect(holds.body.errors.profile_ids).toEqual(['Kind heeft al een plek voor dit evenement. Rond je bestelling af.']);
  expect((await server.client().post(`/api/events/${TWO}/waiting-list`, { profile_ids: [c.profile.uuid] })).status).toBe(419);

  const c2 = (await c.client.post('/api/profile', { first_name: 'Cas', last_name: 'Test' })).body.data;
  const both = await c.client.post(`/api/events/${TWO}/waiting-list`, { profile_ids: [c.profile.uuid, c2.uuid] });
  expect(both.body.data.map((e: { position: number }) => e.position)).toEqual([1, 2]);
  // joining again changes nothing
  expect((await c.client.post(`/api/events/${TWO}/waiting-list`, { profile_ids: [c.profile.uuid] })).body.data).toHaveLength(2);
  // the sign-up block learns that it can offer the list, and until when the places are held in the carts
  expect((await server.client().get(`/api/events/${TWO}/stock`)).body.data).toEqual({
    stock: 0,
    waiting_list: true,
    held_until: expect.any(String),
  });

  expect((await a.client.delete(`/api/waiting-list/${both.body.data[0].uuid}`)).status).toBe(404);
  expect((await c.client.delete(`/api/waiting-list/${both.body.data[0].uuid}`)).status).toBe(204);
  expect((await c.client.get('/api/user/waiting-list')).body.data).toEqual([
    expect.objectContaining({ uuid: both.body.data[1].uuid, position: 1 }),
  ]);

  // a place freed by taking a child out of the cart goes to the list, not to whoever asks first
  await a.client.delete('/api/cart');
  const mail = await offerTo(c.email);
  // the offer is for the entry left (Cas): its link names that entry (the mail names no child, domain/waiting-list-mails.ts)
  expect(mail.links.some((link) => link.endsWith(`wachtlijst=${both.body.data[1].uuid}`))).toBe(true);
  expect((await server.client().get(`/api/events/${TWO}/stock`)).body.data.stock).toBe(0);
}, 30_000);
