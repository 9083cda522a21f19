import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay, startServer, type Client, type TestServer, item, paymentId, postWebhook, expectFieldErrors } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const stock = async (event: string) => (await server.client().get(`/api/events/${event}/stock`)).body.data.stock as number;
const webhook = (id: string) => postWebhook(server.baseUrl, id);

async function parentWithCart(
  items: (kid: string) => object[],
  extra: object = {},
): Promise<{ client: Client; kid: string; email: string }> {
  const { client, profile, email } = await server.parent();
  const r = await client.post('/api/cart', { items: items(profile.uuid), ...extra });
  if (r.status !== 200) throw new Error(r.text);
  return { client, kid: profile.uuid, email };
}

describe('checkout', () => {
  it('refuses an empty cart', async () => {
    const { client } = await server.parent();
    const r = await client.post('/api/cart/checkout');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Je winkelwagen is leeg. Kies eerst een of meer kinderen.');
  });

  it('refuses a chosen shirt without a size', async () => {
    const { client } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid, { with_shirt: true })]);
    const before = await stock(EVENTS.tennis2027);
    const r = await client.post('/api/cart/checkout');
    expectFieldErrors(r, { 'items.0.shirt_size': ['Kies een shirtmaat voor Kind.'] });
    expect(await stock(EVENTS.tennis2027)).toBe(before);
  });

  it('creates an open order with a price snapshot, keeps the place held in the cart and answers the payment page', async () => {
    const before = await stock(EVENTS.tennis2027);
    const { client } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid, { with_shirt: true, shirt_size: 'S' })], {
      coupon_code: 'WELKOM10',
    });
    expect(await stock(EVENTS.tennis2027)).toBe(before - 1);
    const r = await client.post('/api/cart/checkout');
    expect(r.status).toBe(200);
    expect(r.body.data.payment_url).toMatch(new RegExp(`^${server.baseUrl}/dev/checkout/tr_`));
    expect(await stock(EVENTS.tennis2027)).toBe(before - 1);
    const order = await client.get(`/api/orders/${r.body.data.order}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      uuid: r.body.data.order,
      status: 'open',
      event_uuid: EVENTS.tennis2027,
      base_amount: '187.50',
      discount_amount: '10.00',
      total_amount: '177.50',
    });
    expect(order.body.data.items).toEqual([
      expect.objectContaining({ with_shirt: true, shirt_size: 'S', price: '165.00', shirt_price: '22.50' }),
    ]);
    const page = await client.get(new URL(r.body.data.payment_url).pathname);
    expect(page.text).toMatch(/€\s177,50/);
    for (const label of ['Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen']) expect(page.text).toContain(`>${label}</button>`);
  });

  it('paid: order paid, tickets made, cart cleared, confirmation mailed; a repeated webhook changes nothing', async () => {
    const { client, kid, email } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid)]);
    const { body } = await client.post('/api/cart/checkout');
    const before = await stock(EVENTS.tennis2027);
    const back = await pay(client, body.data.payment_url, 'paid');
    expect(back.status).toBe(303);
    const returned = await client.request('GET', new URL(back.headers.get('location')!).pathname);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`${server.baseUrl}/succes?order=${body.data.order}`);
    expect((await client.get(`/api/orders/${body.data.order}`)).body.data.status).toBe('paid');
    expect((await client.get('/api/cart')).body.data.items).toEqual([]);
    expect(await stock(EVENTS.tennis2027)).toBe(before);
    const events = (await client.get('/api/user/events')).body.data;
    expect(events).toEqual([
      {
        uuid: EVENTS.tennis2027,
        tickets: [expect.objectContaining({ profile: expect.objectContaining({ uuid: kid }), feedback_text: null })],
      },
    ]);
    const mails = server.mails().filter((m) => m.to === email);
    const number = (await client.get(`/api/orders/${body.data.order}`)).body.data.number;
    expect(mails.map((m) => m.subject)).toEqual([
      'Welkom bij Sportkamp Vooruit',
      `Bevestiging van je inschrijving ${number}: Tennisweek Zomer 2027`,
    ]);

    const counts = server.db.prepare('SELECT (SELECT COUNT(*) FROM tickets), (SELECT COUNT(*) FROM mails)').raw().get();
    for (let i = 0; i < 3; i++) expect((await webhook(paymentId(body.data.payment_url))).status).toBe(200);
    expect(server.db.prepare('SELECT (SELECT COUNT(*) FROM tickets), (SELECT COUNT(*) FROM mails)').raw().get()).toEqual(counts);
    expect((await client.get(`/api/orders/${body.data.order}`)).body.data.status).toBe('paid');
  });

  it.each(['failed', 'canceled', 'expired'] as const)(
    '%s: order gets that status, the cart keeps its held place for a retry',
    async (status) => {
      const before = await stock(EVENTS.keeperVoorjaar2027);
      const { client } = await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]);
      const { body } = await client.post('/api/cart/checkout');
      expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(before - 1);
      const back = await pay(client, body.data.payment_url, status);
      const returned = await client.request('GET', new URL(back.headers.get('location')!).pathname);
      expect(returned.headers.get('location')).toBe(`${server.baseUrl}/failed?order=${body.data.order}`);
      expect((await client.get(`/api/orders/${body.data.order}`)).body.data.status).toBe(status);
      // the hold keeps the rest of its time, so 'Opnieuw betalen' still has the place
      expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(before - 1);
      expect((await client.get('/api/cart')).body.data.items).toHaveLength(1);
      // the payment page now only says it is finished; pressing again changes nothing
      const again = await pay(client, body.data.payment_url, 'paid').catch((e: Error) => e);
      expect(again).toBeInstanceOf(Error);
      await webhook(paymentId(body.data.payment_url));
      expect((await client.get(`/api/orders/${body.data.order}`)).body.data.status).toBe(status);
      // retry works with a new order
      const retry = await client.post('/api/cart/checkout');
      expect(retry.status).toBe(200);
      expect(retry.body.data.order).not.toBe(body.data.order);
      await pay(client, retry.body.data.payment_url, 'canceled');
      await client.delete('/api/cart');
      expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(before);
    },
  );

  it('a second checkout of the same cart hands back the open payment; of a changed cart it replaces the unpaid first one (no double reservation)', async () => {
    const before = await stock(EVENTS.keeperVoorjaar2027);
    const { client, kid } = await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]);
    const first = (await client.post('/api/cart/checkout')).body.data;
    expect((await client.post('/api/cart/checkout')).body.data).toEqual(first);
    expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(before - 1);
    expect(
      (await client.post('/api/cart', { items: [item(EVENTS.keeperVoorjaar2027, kid, { with_shirt: true, shirt_size: 'S' })] })).status,
    ).toBe(200);
    const second = (await client.post('/api/cart/checkout')).body.data;
    expect(second.payment_url).not.toBe(first.payment_url);
    expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(before - 1);
    expect((await client.get(`/api/orders/${first.order}`)).body.data.status).toBe('canceled');
    expect((await client.get(`/api/orders/${second.order}`)).body.data.status).toBe('open');
    await pay(client, second.payment_url, 'canceled');
    await client.delete('/api/cart');
  });

  it("the parent's own unpaid order does not make the event look sold out to them", async () => {
    const all = await stock(EVENTS.keeperVoorjaar2027);
    const parents = [];
    for (let i = 0; i < all; i++) parents.push(await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]));
    const last = parents.at(-1)!;
    const orders = [];
    for (const p of parents) orders.push((await p.client.post('/api/cart/checkout')).body.data);
    expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(0);
    expect((await last.client.get(`/api/events/${EVENTS.keeperVoorjaar2027}/stock`)).body.data.stock).toBe(1);
    // going back and changing the cart, then paying again, still works
    expect(
      (await last.client.post('/api/cart', { items: [item(EVENTS.keeperVoorjaar2027, last.kid, { with_shirt: true, shirt_size: 'S' })] }))
        .status,
    ).toBe(200);
    const again = await last.client.post('/api/cart/checkout');
    expect(again.status).toBe(200);
    expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(0);
    for (const [i, p] of parents.entries())
      await pay(p.client, i === parents.length - 1 ? again.body.data.payment_url : orders[i]!.payment_url, 'canceled');
    for (const p of parents) await p.client.delete('/api/cart');
    expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(all);
  });

  it('releases the places of an unpaid order after the reservation time', async () => {
    const before = await stock(EVENTS.multisport2027);
    const { client } = await parentWithCart((kid) => [item(EVENTS.multisport2027, kid)]);
    const { body } = await client.post('/api/cart/checkout');
    expect(await stock(EVENTS.multisport2027)).toBe(before - 1);
    server.clock.offset += 36 * 60_000;
    try {
      expect(await stock(EVENTS.multisport2027)).toBe(before);
      // and the provider calls the payment expired
      await client.request('GET', new URL(body.data.payment_url).pathname);
      await webhook(paymentId(body.data.payment_url));
      expect((await client.get(`/api/orders/${body.data.order}`)).body.data.status).toBe('expired');
    } finally {
      server.clock.offset -= 36 * 60_000;
    }
  });

  it('a gift card that covers everything pays the order at once and lowers the balance', async () => {
    const card = server.db.prepare("SELECT id FROM gift_cards WHERE code = 'KADO-DEMO-2026'").pluck().get();
    server.db.prepare('UPDATE gift_cards SET balance_cents = 30000 WHERE id = ?').run(card);
    const { client } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid)], { giftcard_code: 'KADO-DEMO-2026' });
    const r = await client.post('/api/cart/checkout');
    expect(r.status).toBe(200);
    expect(r.body.data.payment_url).toBe(`${server.baseUrl}/succes?order=${r.body.data.order}`);
    const order = (await client.get(`/api/orders/${r.body.data.order}`)).body.data;
    expect(order).toMatchObject({ status: 'paid', base_amount: '165.00', discount_amount: '165.00', total_amount: '0.00' });
    expect(server.db.prepare('SELECT balance_cents FROM gift_cards WHERE id = ?').pluck().get(card)).toBe(30000 - 16500);
    expect((await client.get('/api/cart')).body.data.items).toEqual([]);
  });

  it('a gift card pays part; its balance goes down only when the order is paid', async () => {
    const card = server.db.prepare("SELECT id FROM gift_cards WHERE code = 'KADO-DEMO-2026'").pluck().get();
    server.db.prepare('UPDATE gift_cards SET balance_cents = 5000 WHERE id = ?').run(card);
    const { client } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid)], { giftcard_code: 'KADO-DEMO-2026' });
    const { body } = await client.post('/api/cart/checkout');
    expect((await client.get(`/api/orders/${body.data.order}`)).body.data.total_amount).toBe('115.00');
    expect(server.db.prepare('SELECT balance_cents FROM gift_cards WHERE id = ?').pluck().get(card)).toBe(5000);
    // while the order is open, its part of the card cannot be spent by someone else
    const other = await server.parent();
    const r = await other.client.post('/api/cart', { giftcard_code: 'KADO-DEMO-2026' });
    expect(r.status).toBe(422);
    await pay(client, body.data.payment_url, 'paid');
    expect(server.db.prepare('SELECT balance_cents FROM gift_cards WHERE id = ?').pluck().get(card)).toBe(0);
  });

  it('refuses checkout when the held place ran out and was taken meanwhile', async () => {
    const a = await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]);
    const b = await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]);
    const c = await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]);
    expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(0);
    server.clock.offset += 16 * 60_000; // a's hold (15 minutes) runs out
    try {
      await b.client.post('/api/cart/hold');
      await c.client.post('/api/cart/hold');
      const d = await parentWithCart((kid) => [item(EVENTS.keeperVoorjaar2027, kid)]);
      const results = [];
      for (const p of [a, b, c, d]) results.push(await p.client.post('/api/cart/checkout'));
      expect(results.map((r) => r.status)).toEqual([422, 200, 200, 200]);
      expect(results[0]!.body).toEqual({
        message: 'Er zijn niet genoeg plaatsen meer vrij voor dit evenement.',
        errors: { items: ['Er zijn niet genoeg plaatsen meer vrij voor dit evenement.'] },
      });
      expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(0);
      for (const [p, r] of [
        [b, results[1]!],
        [c, results[2]!],
        [d, results[3]!],
      ] as const) {
        await pay(p.client, r.body.data.payment_url, 'failed');
        await p.client.delete('/api/cart');
      }
      await a.client.delete('/api/cart');
      expect(await stock(EVENTS.keeperVoorjaar2027)).toBe(3);
    } finally {
      server.clock.offset -= 16 * 60_000;
    }
  });
});

describe('orders', () => {
  it("answers 404 for another parent's order and for an unknown uuid", async () => {
    const { client } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid)]);
    const { body } = await client.post('/api/cart/checkout');
    const other = await server.parent();
    const r = await other.client.get(`/api/orders/${body.data.order}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Deze bestelling bestaat niet.' });
    expect((await other.client.get('/api/orders/nope')).status).toBe(404);
    await pay(client, body.data.payment_url, 'canceled');
  });
});

describe('webhook', () => {
  it('answers 200 for an unknown id, 422 without an id, and needs no CSRF token', async () => {
    expect((await webhook('tr_bestaatniet')).status).toBe(200);
    const r = await fetch(`${server.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(r.status).toBe(422);
  });

  it('the test checkout refuses a post without the page token', async () => {
    const { client } = await parentWithCart((kid) => [item(EVENTS.tennis2027, kid)]);
    const { body } = await client.post('/api/cart/checkout');
    const r = await client.request('POST', new URL(body.data.payment_url).pathname, {
      body: 'status=paid&token=fout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(403);
    expect((await client.get(`/api/orders/${body.data.order}`)).body.data.status).toBe('open');
    await pay(client, body.data.payment_url, 'canceled');
  });
});
