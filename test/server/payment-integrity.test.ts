// Money and stock stay correct when a payment arrives late: a 'paid' webhook for an order whose
// places, gift-card amount or voucher use were released meanwhile never oversells or overspends.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '../../shared/contract/cart';
import { OrderSchema } from '../../shared/contract/order';
import { pay, startServer, type Client, type TestServer, item, paymentId, postWebhook, withExtraEvents } from './helpers';

/** An extra event with one place, €45, so that one other parent can take the place. */
const ONE = 'aaaaaaaa-0000-4000-8000-000000000001';
/** An extra event with plenty of places, €165. */
const MANY = 'aaaaaaaa-0000-4000-8000-000000000002';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    events: withExtraEvents(
      { id: '901', external_id: ONE, slug: 'een-plaats-2027', title: 'Eén plaats', initial_stock: 1, price: 45, shirtPrice: 10 },
      { id: '902', external_id: MANY, slug: 'veel-plaatsen-2027', title: 'Veel plaatsen', initial_stock: 100, price: 165, shirtPrice: 10 },
    ),
  });
});
afterAll(() => server.close());

const webhook = (id: string) => postWebhook(server.baseUrl, id);
/** The provider reports the payment paid after all (a late bank payment, a paid Mollie payment after our reservation ran out). */
async function paidLate(paymentUrl: string): Promise<void> {
  server.db.prepare("UPDATE test_provider_payments SET status = 'paid' WHERE id = ?").run(paymentId(paymentUrl));
  expect((await webhook(paymentId(paymentUrl))).status).toBe(200);
}
const dbOrder = (uuid: string) =>
  server.db.prepare('SELECT status, refund_reason FROM orders WHERE uuid = ?').get(uuid) as {
    status: string;
    refund_reason: string | null;
  };
const placesTaken = (event: string) =>
  server.db.prepare('SELECT COUNT(*) FROM tickets t JOIN events e ON e.id = t.event_id WHERE e.uuid = ?').pluck().get(event) as number;

async function checkoutFor(
  event: string,
  extra: object = {},
): Promise<{ client: Client; order: string; payment_url: string; email: string; kid: string }> {
  const { client, profile, email } = await server.parent();
  const cart = await client.post('/api/cart', { items: [item(event, profile.uuid)], ...extra });
  if (cart.status !== 200) throw new Error(cart.text);
  const r = await client.post('/api/cart/checkout');
  if (r.status !== 200) throw new Error(r.text);
  return { client, email, kid: profile.uuid, ...r.body.data };
}

describe("a late 'paid' for an order whose places were released", () => {
  it('canceled, then the last place sold to another parent, then paid: refund_needed, no second ticket', async () => {
    const a = await checkoutFor(ONE);
    await pay(a.client, a.payment_url, 'canceled');
    await a.client.delete('/api/cart'); // the parent gives up the place the cart still held
    const b = await checkoutFor(ONE);
    await pay(b.client, b.payment_url, 'paid');
    expect(placesTaken(ONE)).toBe(1);

    await paidLate(a.payment_url);
    expect(dbOrder(a.order)).toEqual({ status: 'refund_needed', refund_reason: 'sold_out' });
    expect(placesTaken(ONE)).toBe(1);
    expect((await server.client().get(`/api/events/${ONE}/stock`)).body.data.stock).toBe(0);
    // the API says so, and the return URL leads to the failed page, which explains the refund
    const answer = (await a.client.get(`/api/orders/${a.order}`)).body.data;
    expect(answer.status).toBe('refund_needed');
    expect(v.safeParse(OrderSchema, answer).success).toBe(true);
    const payment = server.db.prepare('SELECT uuid FROM payments WHERE provider_id = ?').pluck().get(paymentId(a.payment_url));
    const back = await a.client.get(`/api/payments/${payment}/return`);
    expect(back.headers.get('location')).toBe(`${server.baseUrl}/failed?order=${a.order}`);
    // the parent hears that the money comes back; no confirmation mail
    // (the first mail is the welcome after registering)
    const mails = server.mails().filter((m) => m.to === a.email && !m.subject.startsWith('Welkom'));
    expect(mails.map((m) => m.subject)).toEqual([`Je inschrijving voor Eén plaats kon niet doorgaan (bestelling ${answer.number})`]);
    expect(mails[0]!.text).toMatch(/terug/);
    // a repeated webhook changes nothing
    await paidLate(a.payment_url);
    expect(dbOrder(a.order).status).toBe('refund_needed');
    expect(server.mails().filter((m) => m.to === a.email)).toHaveLength(2);
  });

  it('reservation ran out, the place went to another parent, then paid: refund_needed', async () => {
    // one more place, taken by nobody yet
    server.db.prepare('UPDATE events SET initial_stock = initial_stock + 1 WHERE uuid = ?').run(ONE);
    const a = await checkoutFor(ONE);
    server.clock.offset += 36 * 60_000;
    try {
      const b = await checkoutFor(ONE);
      await paidLate(b.payment_url);
      await paidLate(a.payment_url);
      expect(dbOrder(a.order).status).toBe('refund_needed');
      expect(placesTaken(ONE)).toBe(2);
      const held = server.db
        .prepare(
          "SELECT COUNT(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN events e ON e.id = o.event_id WHERE e.uuid = ? AND o.status = 'paid'",
        )
        .pluck()
        .get(ONE);
      expect(held).toBe(2); // = initial_stock: never more
    } finally {
      server.clock.offset -= 36 * 60_000;
    }
  });

  it('canceled, place still free, then paid: the order counts (the money arrived)', async () => {
    const a = await checkoutFor(MANY);
    await pay(a.client, a.payment_url, 'canceled');
    await paidLate(a.payment_url);
    expect(dbOrder(a.order).status).toBe('paid');
    expect((await a.client.get('/api/user/events')).body.data).toHaveLength(1);
  });

  it('a child that got a ticket through a newer order is not registered (and charged) twice', async () => {
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [item(MANY, profile.uuid)] });
    const first = (await client.post('/api/cart/checkout')).body.data;
    // the first payment stays pending (a bank transfer): the parent pays again
    server.db.prepare("UPDATE test_provider_payments SET status = 'pending' WHERE id = ?").run(paymentId(first.payment_url));
    await webhook(paymentId(first.payment_url));
    const second = (await client.post('/api/cart/checkout')).body.data;
    await pay(client, second.payment_url, 'paid');
    await paidLate(first.payment_url);
    expect(dbOrder(first.order)).toEqual({ status: 'refund_needed', refund_reason: 'already_registered' });
    expect((await client.get('/api/user/events')).body.data[0].tickets).toHaveLength(1);
  });
});

describe('gift cards and vouchers are spent once', () => {
  const card = () =>
    server.db.prepare("SELECT id, balance_cents FROM gift_cards WHERE code = 'KADO-DEMO-2026'").get() as {
      id: number;
      balance_cents: number;
    };

  it("a late 'paid' whose gift-card part was spent by someone else meanwhile: refund_needed, balance untouched", async () => {
    server.db.prepare('UPDATE gift_cards SET balance_cents = 5000 WHERE id = ?').run(card().id);
    const a = await checkoutFor(MANY, { giftcard_code: 'KADO-DEMO-2026' });
    await pay(a.client, a.payment_url, 'canceled'); // releases its €50 of the card
    const b = await checkoutFor(MANY, { giftcard_code: 'KADO-DEMO-2026' });
    await pay(b.client, b.payment_url, 'paid');
    expect(card().balance_cents).toBe(0);
    await paidLate(a.payment_url);
    expect(dbOrder(a.order)).toEqual({ status: 'refund_needed', refund_reason: 'gift_card' });
    expect(card().balance_cents).toBe(0);
  });

  it('two parents checking out and paying at the same time with one card never spend more than its balance', async () => {
    server.db.prepare('UPDATE gift_cards SET balance_cents = 5000 WHERE id = ?').run(card().id);
    const parents = await Promise.all([server.parent(), server.parent(), server.parent()]);
    for (const p of parents) {
      const r = await p.client.post('/api/cart', { items: [item(MANY, p.profile.uuid)], giftcard_code: 'KADO-DEMO-2026' });
      expect(r.status).toBe(200);
    }
    const results = await Promise.all(parents.map((p) => p.client.post('/api/cart/checkout')));
    const placed = results.filter((r) => r.status === 200);
    expect(placed.length).toBeGreaterThan(0);
    await Promise.all(results.map((r, i) => (r.status === 200 ? pay(parents[i]!.client, r.body.data.payment_url, 'paid') : null)));
    const used = server.db
      .prepare(
        "SELECT COALESCE(SUM(giftcard_cents), 0) FROM orders WHERE gift_card_id = ? AND status = 'paid' AND uuid IN (" +
          placed.map(() => '?').join(',') +
          ')',
      )
      .pluck()
      .get(card().id, ...placed.map((r) => r.body.data.order));
    expect(used).toBe(5000);
    expect(card().balance_cents).toBe(0);
  });

  it('a voucher with one use left cannot be used by two open orders at once', async () => {
    server.db.prepare("INSERT INTO vouchers (code, amount_cents, valid_until, max_uses) VALUES ('EENMAAL', 1000, NULL, 1)").run();
    const a = await checkoutFor(MANY, { coupon_code: 'EENMAAL' });
    expect((await a.client.get(`/api/orders/${a.order}`)).body.data.discount_amount).toBe('10.00');
    const { client, profile } = await server.parent();
    const r = await client.post('/api/cart', { items: [item(MANY, profile.uuid)], coupon_code: 'EENMAAL' });
    expect(r.status).toBe(422);
    expect(r.body.errors.coupon_code).toEqual(['Deze kortingscode is al zo vaak gebruikt als mogelijk is. Gebruik een andere code.']);
    // the parent who holds it still sees it in the cart after going back from the payment page
    expect((await a.client.get('/api/cart')).body.data.meta).toMatchObject({ coupon_code: 'EENMAAL', coupon_amount: '10.00' });
    // going back from the payment page, adding a shirt and checking out again replaces the order and keeps the voucher
    expect(
      (await a.client.post('/api/cart', { items: [{ ...item(MANY, a.kid), with_shirt: true, shirt_size: 'M' }], coupon_code: 'EENMAAL' }))
        .status,
    ).toBe(200);
    const again = (await a.client.post('/api/cart/checkout')).body.data;
    expect(again.order).not.toBe(a.order);
    expect((await a.client.get(`/api/orders/${again.order}`)).body.data.discount_amount).toBe('10.00');
    expect((await a.client.get(`/api/orders/${a.order}`)).body.data.status).toBe('canceled');
    await pay(a.client, again.payment_url, 'paid');
    expect(server.db.prepare("SELECT uses FROM vouchers WHERE code = 'EENMAAL'").pluck().get()).toBe(1);
  });

  it('a voucher that was used up while an order lapsed: a late paid is refund_needed, uses stay at the maximum', async () => {
    server.db.prepare("INSERT INTO vouchers (code, amount_cents, valid_until, max_uses) VALUES ('LAATSTE', 1000, NULL, 1)").run();
    const a = await checkoutFor(MANY, { coupon_code: 'LAATSTE' });
    await pay(a.client, a.payment_url, 'expired');
    const b = await checkoutFor(MANY, { coupon_code: 'LAATSTE' });
    await pay(b.client, b.payment_url, 'paid');
    await paidLate(a.payment_url);
    expect(dbOrder(a.order)).toEqual({ status: 'refund_needed', refund_reason: 'voucher' });
    expect(server.db.prepare("SELECT uses FROM vouchers WHERE code = 'LAATSTE'").pluck().get()).toBe(1);
  });

  it('a code sent twice, or as both kinds, is applied once', async () => {
    server.db.prepare('UPDATE gift_cards SET balance_cents = 5000 WHERE id = ?').run(card().id);
    const { client, profile } = await server.parent();
    await client.post('/api/cart', { items: [item(MANY, profile.uuid)], coupon_code: 'WELKOM10' });
    const again = await client.post('/api/cart', { coupon_code: 'welkom10 ' });
    expect(again.body.data.meta).toMatchObject({ base_amount: '165.00', discount_amount: '10.00', cart_amount: '155.00' });
    expect((await client.post('/api/cart', { giftcard_code: 'WELKOM10' })).status).toBe(422);
    expect((await client.post('/api/cart', { coupon_code: 'KADO-DEMO-2026' })).status).toBe(422);
    const both = await client.post('/api/cart', { coupon_code: 'WELKOM10', giftcard_code: 'KADO-DEMO-2026' });
    expect(both.body.data.meta).toMatchObject({
      discount_amount: '60.00',
      cart_amount: '105.00',
      coupon_amount: '10.00',
      giftcard_amount: '50.00',
    });
    // every amount is a number_format string, as the contract's schemas say
    expect(v.safeParse(CartSchema, both.body.data).success).toBe(true);
    const { order } = (await client.post('/api/cart/checkout')).body.data;
    const answer = (await client.get(`/api/orders/${order}`)).body.data;
    expect(v.safeParse(OrderSchema, answer).success).toBe(true);
    expect(answer).toMatchObject({ base_amount: '165.00', discount_amount: '60.00', total_amount: '105.00' });
  });
});
