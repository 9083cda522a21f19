// Vouchers with a limit per parent (vouchers.max_uses_per_user) beside the limit in total: the demo's
// WELKOM10 is a welcome, once per parent. A paid order has used the code; an unpaid order that still
// holds its places holds the use; a canceled one gives it back (domain/codes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay, startServer, type Client, type TestServer, item, expectFieldErrors } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ONCE = 'Je hebt deze kortingscode al gebruikt bij een eerdere bestelling. Je kunt hem één keer gebruiken; gebruik een andere code.';

/** A parent with one child in the cart for `event`, the code applied; the cart answer. */
async function cartWithCode(client: Client, kid: string, event: string, code = 'WELKOM10') {
  return client.post('/api/cart', { items: [item(event, kid)], coupon_code: code });
}

async function checkoutAndPay(client: Client, status: 'paid' | 'canceled') {
  const r = await client.post('/api/cart/checkout');
  expect(r.status).toBe(200);
  await pay(client, r.body.data.payment_url, status);
  return r.body.data.order as string;
}

describe('WELKOM10, once per parent', () => {
  it('a parent who paid an order with it gets a clear Dutch message the second time; another parent still may', async () => {
    const { client, profile } = await server.parent();
    const first = await cartWithCode(client, profile.uuid, EVENTS.tennis2027);
    expect(first.body.data.meta).toMatchObject({ coupon_code: 'WELKOM10', coupon_amount: '10.00' });
    const order = await checkoutAndPay(client, 'paid');
    expect((await client.get(`/api/orders/${order}`)).body.data.status).toBe('paid');

    // the second child, another event, the same code: refused at the code, nothing else lost
    const second = (await client.post('/api/profile', { first_name: 'Broer', last_name: 'Test' })).body.data.uuid as string;
    const again = await cartWithCode(client, second, EVENTS.zomer2027, 'welkom 10');
    expectFieldErrors(again, { coupon_code: [ONCE] });
    const withoutCode = await client.post('/api/cart', { items: [item(EVENTS.zomer2027, second)] });
    expect(withoutCode.status).toBe(200);
    expect(withoutCode.body.data.meta.coupon_code).toBeNull();

    const other = await server.parent();
    const theirs = await cartWithCode(other.client, other.profile.uuid, EVENTS.zomer2027);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.meta).toMatchObject({ coupon_code: 'WELKOM10', coupon_amount: '10.00' });
  });

  it('does not count the parent’s own unpaid order (their next checkout replaces it), nor a canceled one', async () => {
    const { client, profile } = await server.parent();
    expect((await cartWithCode(client, profile.uuid, EVENTS.tennis2027)).status).toBe(200);
    const started = await client.post('/api/cart/checkout');
    expect(started.status).toBe(200);
    // the parent's own unpaid order is replaced by their next checkout, so the cart still shows the discount
    expect((await client.get('/api/cart')).body.data.meta.coupon_amount).toBe('10.00');
    await pay(client, started.body.data.payment_url, 'canceled');
    const order = await checkoutAndPay(client, 'paid');
    const paid = (await client.get(`/api/orders/${order}`)).body.data;
    expect(paid.status).toBe('paid');
    expect(paid.discount_amount).toBe('10.00');
  });

  it('checkout refuses it when the parent used it meanwhile in another order', async () => {
    const { client, profile } = await server.parent();
    const second = (await client.post('/api/profile', { first_name: 'Zus', last_name: 'Test' })).body.data.uuid as string;
    // the code sits in the cart, then an order with it is paid (as from a second tab)
    expect((await cartWithCode(client, profile.uuid, EVENTS.tennis2027)).status).toBe(200);
    await checkoutAndPay(client, 'paid');
    server.db
      .prepare("UPDATE carts SET coupon_code = 'WELKOM10' WHERE user_id = (SELECT user_id FROM orders ORDER BY id DESC LIMIT 1)")
      .run();
    expect((await client.post('/api/cart', { items: [item(EVENTS.zomer2027, second)] })).status).toBe(200);
    // the cart no longer counts the discount, and checkout says why
    expect((await client.get('/api/cart')).body.data.meta.coupon_code).toBeNull();
    const r = await client.post('/api/cart/checkout');
    expectFieldErrors(r, { coupon_code: [ONCE] });
  });
});

describe('a voucher with a limit per parent above one', () => {
  it('says how often it may be used', async () => {
    server.db
      .prepare(
        "INSERT INTO vouchers (code, amount_cents, valid_until, max_uses, max_uses_per_user) VALUES ('TWEEKEER', 500, NULL, NULL, 2)",
      )
      .run();
    const { client, profile } = await server.parent();
    const kids = [profile.uuid];
    for (const name of ['Twee', 'Drie'])
      kids.push((await client.post('/api/profile', { first_name: name, last_name: 'Test' })).body.data.uuid);
    for (const [i, event] of [EVENTS.tennis2027, EVENTS.zomer2027].entries()) {
      expect((await cartWithCode(client, kids[i]!, event, 'TWEEKEER')).status).toBe(200);
      await checkoutAndPay(client, 'paid');
    }
    const third = await cartWithCode(client, kids[2]!, EVENTS.multisport2027, 'TWEEKEER');
    expect(third.status).toBe(422);
    expect(third.body.errors.coupon_code).toEqual([
      'Je hebt deze kortingscode al 2 keer gebruikt, zo vaak als kan. Gebruik een andere code.',
    ]);
  });
});
