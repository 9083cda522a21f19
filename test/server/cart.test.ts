import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS,
  startServer,
  tableCounts,
  type Client,
  type TestServer,
  type AnyJson,
  item,
  withExtraEvents,
  expectFieldErrors,
} from './helpers';

const CHEAP = 'aaaaaaaa-0000-4000-8000-000000000001';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    events: withExtraEvents({
      id: '999',
      external_id: CHEAP,
      slug: 'proefles-2027',
      title: 'Proefles',
      price: 5,
      shirtPrice: 10,
      free_shirt: false,
      initial_stock: 100,
    }),
    // a family of eight in one camp, for a total in the thousands (docs/rules.md "Places per family")
    maxPerFamily: 8,
  });
});
afterAll(() => server.close());

async function parentWithChildren(n: number): Promise<{ client: Client; kids: string[] }> {
  const { client, profile } = await server.parent();
  const kids = [profile.uuid];
  for (let i = 1; i < n; i++) kids.push((await client.post('/api/profile', { first_name: `Kind${i}`, last_name: 'Test' })).body.data.uuid);
  return { client, kids };
}

describe('cart', () => {
  it('starts empty', async () => {
    const { client } = await server.parent();
    const r = await client.get('/api/cart');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: {
        items: [],
        meta: {
          base_amount: '0.00',
          cart_amount: '0.00',
          discount_amount: '0.00',
          coupon_code: null,
          giftcard_code: null,
          coupon_amount: '0.00',
          giftcard_amount: '0.00',
          hold_expires_at: null,
        },
      },
    });
  });

  it('prices tickets and shirts; the same event + child replaces the item', async () => {
    const { client, kids } = await parentWithChildren(2);
    let r = await client.post('/api/cart', { items: [item(EVENTS.zomer2027, kids[0]!), item(EVENTS.zomer2027, kids[1]!)] });
    expect(r.status).toBe(200);
    expect(r.body.data.meta).toMatchObject({ base_amount: '378.00', cart_amount: '378.00', discount_amount: '0.00' });
    r = await client.post('/api/cart', { items: [item(EVENTS.zomer2027, kids[1]!, { with_shirt: true, shirt_size: 'M' })] });
    expect(r.body.data.items).toEqual([
      {
        product_id: EVENTS.zomer2027,
        profile_id: kids[0],
        with_shirt: false,
        free_shirt: false,
        shirt_size: 'none',
        price: '189.00',
        shirt_price: '0.00',
      },
      {
        product_id: EVENTS.zomer2027,
        profile_id: kids[1],
        with_shirt: true,
        free_shirt: false,
        shirt_size: 'M',
        price: '189.00',
        shirt_price: '24.95',
      },
    ]);
    expect(r.body.data.meta).toMatchObject({ base_amount: '402.95', cart_amount: '402.95' });
    expect((await client.get('/api/cart')).body).toEqual(r.body);
  });

  it('keeps a chosen shirt with size none (checkout refuses it), and a free shirt costs 0.00', async () => {
    const { client, kids } = await parentWithChildren(1);
    const r = await client.post('/api/cart', { items: [item(EVENTS.multisport2027, kids[0]!, { with_shirt: true })] });
    expect(r.status).toBe(200);
    expect(r.body.data.items[0]).toMatchObject({
      with_shirt: true,
      free_shirt: true,
      shirt_size: 'none',
      price: '39.50',
      shirt_price: '0.00',
    });
    expect(r.body.data.meta.base_amount).toBe('39.50');
  });

  it('writes thousands with a comma, like number_format', async () => {
    const { client, kids } = await parentWithChildren(8);
    const r = await client.post('/api/cart', { items: kids.map((k) => item(EVENTS.zomer2027, k)) });
    expect(r.body.data.meta.base_amount).toBe('1,512.00');
  });

  it('applies WELKOM10 (€10 off, any case) and removes it with null', async () => {
    const { client, kids } = await parentWithChildren(1);
    await client.post('/api/cart', { items: [item(EVENTS.keeperVoorjaar2027, kids[0]!)] });
    let r = await client.post('/api/cart', { coupon_code: ' welkom10 ' });
    expect(r.status).toBe(200);
    expect(r.body.data.meta).toMatchObject({
      base_amount: '45.00',
      cart_amount: '35.00',
      discount_amount: '10.00',
      coupon_code: 'WELKOM10',
      coupon_amount: '10.00',
    });
    r = await client.post('/api/cart', { coupon_code: null });
    expect(r.body.data.meta).toMatchObject({ cart_amount: '45.00', coupon_code: null });
  });

  it('never lets a voucher bring the total below 0', async () => {
    const { client, kids } = await parentWithChildren(1);
    const r = await client.post('/api/cart', { items: [item(CHEAP, kids[0]!)], coupon_code: 'WELKOM10' });
    expect(r.body.data.meta).toMatchObject({ base_amount: '5.00', cart_amount: '0.00', discount_amount: '5.00' });
  });

  it('lets a gift card pay part of what remains after the voucher', async () => {
    const { client, kids } = await parentWithChildren(2);
    const r = await client.post('/api/cart', {
      items: [item(EVENTS.zomer2027, kids[0]!), item(EVENTS.zomer2027, kids[1]!)],
      coupon_code: 'WELKOM10',
      giftcard_code: 'kado-demo-2026',
    });
    expect(r.body.data.meta).toEqual({
      base_amount: '378.00',
      cart_amount: '318.00',
      discount_amount: '60.00',
      coupon_code: 'WELKOM10',
      giftcard_code: 'KADO-DEMO-2026',
      coupon_amount: '10.00',
      giftcard_amount: '50.00',
      hold_expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it.each([
    ['coupon_code', 'BESTAATNIET', 'Deze kortingscode bestaat niet. Controleer de code.'],
    ['coupon_code', 'ZOMER2024', 'Deze kortingscode is verlopen. Gebruik een andere code.'],
    ['giftcard_code', 'KADO-NEE-0000', 'Deze cadeauboncode bestaat niet. Controleer de code.'],
    ['giftcard_code', 'KADO-OUD-2024', 'Deze cadeaubon is verlopen. Gebruik een andere cadeaubon.'],
    ['giftcard_code', 'KADO-LEEG-2025', 'Het tegoed van deze cadeaubon is op. Gebruik een andere cadeaubon.'],
  ])('refuses %s %s with a Dutch message and saves nothing', async (field, code, message) => {
    const { client, kids } = await parentWithChildren(2);
    await client.post('/api/cart', { items: [item(EVENTS.tennis2027, kids[0]!)] });
    const before = (await client.get('/api/cart')).body;
    const r = await client.post('/api/cart', { items: [item(EVENTS.tennis2027, kids[1]!)], [field]: code });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message, errors: { [field]: [message] } });
    expect((await client.get('/api/cart')).body).toEqual(before);
  });

  it('refuses unknown and ended events, foreign children and wrong sizes per item', async () => {
    const { client, kids } = await parentWithChildren(1);
    const other = await server.parent();
    const counts = tableCounts(server.db);
    const r = await client.post('/api/cart', {
      items: [
        item('00000000-0000-0000-0000-000000000000', kids[0]!),
        item(EVENTS.herfst2026, kids[0]!),
        item(EVENTS.tennis2027, other.profile.uuid),
      ],
    });
    expectFieldErrors(r, {
      'items.0.product_id': ['Dit evenement bestaat niet. Kies een evenement uit de lijst.'],
      'items.1.product_id': ['Dit evenement is afgelopen. Je kunt je er niet meer voor inschrijven.'],
      'items.2.profile_id': ['Dit kind staat niet in je account. Kies een van je eigen kinderen.'],
    });
    expect(tableCounts(server.db)).toEqual(counts);
  });

  it('refuses a shirt size outside none/152/S/M/L', async () => {
    const { client, kids } = await parentWithChildren(1);
    const r = await client.post('/api/cart', { items: [item(EVENTS.tennis2027, kids[0]!, { with_shirt: true, shirt_size: 'XL' })] });
    expectFieldErrors(r, { 'items.0.shirt_size': ['Kies een shirtmaat: 152, S, M of L.'] });
    for (const size of ['152', 'S', 'M', 'L']) {
      expect(
        (await client.post('/api/cart', { items: [item(EVENTS.tennis2027, kids[0]!, { with_shirt: true, shirt_size: size })] })).status,
      ).toBe(200);
    }
  });

  it('refuses a sold-out event and more children than places', async () => {
    const { client, kids } = await parentWithChildren(4);
    const sold = await client.post('/api/cart', { items: [item(EVENTS.hockeyPasen2027, kids[0]!)] });
    expect(sold.status).toBe(422);
    expect(sold.body.errors.items).toEqual([
      'Er is geen plek meer vrij voor dit evenement. Zet je kind op de wachtlijst: komt er een plek vrij, dan krijg je een mail.',
    ]);
    const many = await client.post('/api/cart', { items: kids.map((k) => item(EVENTS.keeperVoorjaar2027, k)) });
    expect(many.status).toBe(422);
    expect((await client.get('/api/cart')).body.data.items).toEqual([]);
  });

  it('refuses a child that already has a ticket for the event', async () => {
    const demo = await server.client().login();
    const sem = (await demo.get('/api/user/profiles')).body.data[0];
    const r = await demo.post('/api/cart', { items: [item(EVENTS.zomer2027, sem.uuid)] });
    expect(r.status).toBe(422);
    expect(r.body.errors['items.0.profile_id']).toEqual(['Sem is al ingeschreven voor dit evenement.']);
  });

  it('holds one event: two events in one call are refused, another event replaces the cart', async () => {
    const { client, kids } = await parentWithChildren(2);
    const both = await client.post('/api/cart', { items: [item(EVENTS.tennis2027, kids[0]!), item(EVENTS.zomer2027, kids[1]!)] });
    expect(both.status).toBe(422);
    expect(both.body.errors.items).toEqual(['Schrijf per keer in voor één evenement. Rond eerst deze inschrijving af.']);
    await client.post('/api/cart', { items: [item(EVENTS.tennis2027, kids[0]!)] });
    const r = await client.post('/api/cart', { items: [item(EVENTS.zomer2027, kids[1]!)] });
    expect(r.body.data.items.map((i: AnyJson) => i.product_id)).toEqual([EVENTS.zomer2027]);
  });

  it('removes one child, 404 when not in the cart, and empties the cart', async () => {
    const { client, kids } = await parentWithChildren(2);
    await client.post('/api/cart', { items: kids.map((k) => item(EVENTS.tennis2027, k)), coupon_code: 'WELKOM10' });
    const r = await client.delete(`/api/cart/items/${EVENTS.tennis2027}/${kids[0]}`);
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((i: AnyJson) => i.profile_id)).toEqual([kids[1]]);
    const again = await client.delete(`/api/cart/items/${EVENTS.tennis2027}/${kids[0]}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Dit kind staat niet in je winkelwagen.');
    const cleared = await client.delete('/api/cart');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.items).toEqual([]);
    expect(cleared.body.data.meta.coupon_code).toBeNull();
  });

  it("keeps each parent's cart apart", async () => {
    const a = await parentWithChildren(1);
    const b = await server.parent();
    await a.client.post('/api/cart', { items: [item(EVENTS.tennis2027, a.kids[0]!)] });
    expect((await b.client.get('/api/cart')).body.data.items).toEqual([]);
  });
});
