// Two checkouts of one cart while the provider is slow to create a payment
// (Mollie takes about 300 ms) must leave exactly one payable payment, and the parent pays once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../../server/payments/test-provider';
import { EVENTS, pay, startServer, type Reply, type TestServer } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test checkout, but creating a payment takes 300 ms; cancelling can be made to fail (a bank already busy). */
class SlowProvider extends TestPaymentProvider {
  cancelFails = false;
  override async createPayment(input: Parameters<TestPaymentProvider['createPayment']>[0]) {
    await sleep(300);
    return super.createPayment(input);
  }
  override async cancelPayment(id: string) {
    if (this.cancelFails) throw new Error('payment can no longer be canceled');
    return super.cancelPayment(id);
  }
}

let server: TestServer;
let provider: SlowProvider;
beforeAll(async () => {
  server = await startServer({
    paymentProvider: (deps) => {
      provider = new SlowProvider(deps);
      return provider;
    },
  });
});
afterAll(() => server.close());

async function parentWithCart() {
  const parent = await server.parent();
  const r = await parent.client.post('/api/cart', {
    items: [{ product_id: EVENTS.tennis2027, profile_id: parent.profile.uuid, with_shirt: false, shirt_size: 'none' }],
  });
  expect(r.status).toBe(200);
  return parent;
}

/** Opens every payment page the answers point to; a payable one shows the outcome buttons. */
async function payablePages(client: Reply['body'], answers: Reply[]): Promise<string[]> {
  const urls = answers.filter((r) => r.status === 200).map((r) => r.body.data.payment_url as string);
  const payable: string[] = [];
  for (const url of urls) {
    const page = await client.request('GET', new URL(url).pathname);
    if (page.status === 200 && page.text.includes('name="status" value="paid"')) payable.push(url);
  }
  return payable;
}

const providerStatuses = () => server.db.prepare('SELECT status FROM test_provider_payments ORDER BY created_at').pluck().all() as string[];

describe('two checkouts of one cart, 50 ms apart, provider slow (300 ms)', () => {
  it('leave exactly one payable payment; the other checkout is refused; the parent is charged once', async () => {
    const { client } = await parentWithCart();
    const before = server.db.prepare('SELECT COUNT(*) FROM test_provider_payments').pluck().get() as number;
    const first = client.post('/api/cart/checkout');
    await sleep(50);
    const second = client.post('/api/cart/checkout');
    const answers = await Promise.all([first, second]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe('Je betaling wordt al gestart. Wacht even en ga dan verder op de betaalpagina.');

    const payable = await payablePages(client, answers);
    expect(payable).toHaveLength(1);
    const opened = server.db.prepare("SELECT COUNT(*) FROM test_provider_payments WHERE status = 'open'").pluck().get() as number;
    expect(opened).toBe(1);
    expect(server.db.prepare('SELECT COUNT(*) FROM test_provider_payments').pluck().get()).toBe(before + 1);

    await pay(client, payable[0]!, 'paid');
    const order = await client.get(`/api/orders/${answers.find((a) => a.status === 200)!.body.data.order}`);
    expect(order.body.data.status).toBe('paid');
    expect(
      server.db
        .prepare(
          "SELECT COUNT(*) FROM orders WHERE status IN ('paid', 'refund_needed') AND user_id = (SELECT user_id FROM orders WHERE uuid = ?)",
        )
        .pluck()
        .get(order.body.data.uuid),
    ).toBe(1);
  });

  it('a payment created for an order that was replaced meanwhile is canceled at the provider at once', async () => {
    const { client } = await parentWithCart();
    const first = client.post('/api/cart/checkout');
    await sleep(50);
    // the first checkout hangs past the lock's lifetime (a crashed request): a new one may start
    server.clock.offset += 2 * 60_000;
    try {
      const second = await client.post('/api/cart/checkout');
      const late = await first;
      expect(second.status).toBe(200);
      expect(late.status).toBe(409);
      const payable = await payablePages(client, [second, late]);
      expect(payable).toEqual([second.body.data.payment_url]);
      // the late payment exists at the provider, but canceled: nobody can pay it
      expect(providerStatuses().slice(-2).sort()).toEqual(['canceled', 'open']);
    } finally {
      server.clock.offset -= 2 * 60_000;
    }
  });

  it('a payment of a replaced order that is paid anyway (cancel failed at the provider) is flagged for refund, not honoured twice', async () => {
    const { client, profile } = await parentWithCart();
    const a = await client.post('/api/cart/checkout');
    expect(a.status).toBe(200);
    // back from the payment page, the parent adds a shirt: a changed cart is a new order
    await client.post('/api/cart', {
      items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid, with_shirt: true, shirt_size: 'M' }],
    });
    provider.cancelFails = true;
    let b: Reply;
    try {
      b = await client.post('/api/cart/checkout');
    } finally {
      provider.cancelFails = false;
    }
    expect(b.status).toBe(200);
    // the parent pays on the old page they still had open, then on the new one
    await pay(client, a.body.data.payment_url, 'paid');
    await pay(client, b.body.data.payment_url, 'paid');
    const statusOf = async (r: Reply) => (await client.get(`/api/orders/${r.body.data.order}`)).body.data.status;
    expect(await statusOf(a)).toBe('refund_needed');
    expect(await statusOf(b)).toBe('paid');
    const tickets = await client.get('/api/user/events');
    expect(tickets.body.data.flatMap((e: { tickets: unknown[] }) => e.tickets)).toHaveLength(1);
    expect(server.db.prepare('SELECT refund_reason FROM orders WHERE uuid = ?').pluck().get(a.body.data.order)).toBe('replaced');
  });
});

// The same for a gift card (no login): a double click or a retry after a lost answer, with the
// provider slow, makes one card and one payable payment; other details make another card.
describe('a gift card bought twice by the same visitor, provider slow (300 ms)', () => {
  const purchase = { amount: 50, gift: false, first_name: 'Els', last_name: 'Visser', email: 'els.dubbel@example.nl' };
  const cardsOf = (email: string) =>
    server.db.prepare('SELECT COUNT(*) FROM gift_cards WHERE buyer_email = ?').pluck().get(email) as number;

  it('two posts 50 ms apart and a third after both answered: one card, one payment page, paid once', async () => {
    const visitor = await server.client().init();
    const before = server.db.prepare('SELECT COUNT(*) FROM test_provider_payments').pluck().get() as number;
    const first = visitor.post('/api/gift-card', purchase);
    await sleep(50);
    const second = visitor.post('/api/gift-card', purchase);
    const answers = await Promise.all([first, second]);
    const retry = await visitor.post('/api/gift-card', purchase);
    for (const answer of [...answers, retry]) expect(answer.status).toBe(200);
    expect(new Set([...answers, retry].map((a) => a.body.data.payment_url)).size).toBe(1);
    expect(new Set([...answers, retry].map((a) => a.body.data.giftcard)).size).toBe(1);
    expect(cardsOf(purchase.email)).toBe(1);
    expect(server.db.prepare('SELECT COUNT(*) FROM test_provider_payments').pluck().get()).toBe(before + 1);
    expect(await payablePages(visitor, [retry])).toHaveLength(1);

    // paid: the same details again are a new purchase (a second card), with its own payment
    await pay(visitor, retry.body.data.payment_url, 'paid');
    const again = await visitor.post('/api/gift-card', purchase);
    expect(again.status).toBe(200);
    expect(again.body.data.giftcard).not.toBe(retry.body.data.giftcard);
    expect(cardsOf(purchase.email)).toBe(2);
  });

  it('another amount, another visitor, or a canceled payment: a card of its own', async () => {
    const email = 'els.anders@example.nl';
    const visitor = await server.client().init();
    const a = await visitor.post('/api/gift-card', { ...purchase, email });
    const b = await visitor.post('/api/gift-card', { ...purchase, email, amount: 100 });
    const other = await server.client().init();
    const c = await other.post('/api/gift-card', { ...purchase, email });
    expect(new Set([a, b, c].map((r) => r.body.data.giftcard)).size).toBe(3);
    await pay(visitor, a.body.data.payment_url, 'canceled');
    const d = await visitor.post('/api/gift-card', { ...purchase, email });
    expect(d.status).toBe(200);
    expect(d.body.data.giftcard).not.toBe(a.body.data.giftcard);
    expect(await payablePages(visitor, [d])).toHaveLength(1);
    expect(cardsOf(email)).toBe(4);
  });

  it('after ten minutes the same details make a new card (the old payment page may be near its end)', async () => {
    const email = 'els.later@example.nl';
    const visitor = await server.client().init();
    const a = await visitor.post('/api/gift-card', { ...purchase, email });
    server.clock.offset += 11 * 60_000;
    try {
      const b = await visitor.post('/api/gift-card', { ...purchase, email });
      expect(b.body.data.giftcard).not.toBe(a.body.data.giftcard);
    } finally {
      server.clock.offset -= 11 * 60_000;
    }
  });
});
