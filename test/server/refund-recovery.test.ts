// Refunds that survive what goes wrong (docs/rules.md "Cancellation"): a crash between the provider's
// refund and our record of it resumes on the next start without a second refund, a refund the provider
// refuses is shown with its reason and can be tried again, and a payment for an order that could not be
// honoured (refund_needed) goes back by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { postWebhook, startServer, withExtraEvents, type TestServer } from './helpers';
import { paidOrder, testRefunds } from './cancel-setup';

const ONE = 'dddd0000-0000-4000-8000-000000000001';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    holdSweepMs: 3_600_000,
    events: withExtraEvents({ id: '903', external_id: ONE, slug: 'een-plaats', title: 'Eén plaats', initial_stock: 1, price: 45 }),
  });
});
afterAll(() => server.close());

const refundRows = (order: string) =>
  server.db
    .prepare('SELECT r.status, r.amount_cents, r.attempt FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.uuid = ?')
    .all(order);

describe('a crash in the middle of a refund', () => {
  it('the provider refunded but our process died before it heard so: the next start finishes it, without a second refund', async () => {
    const paid = await paidOrder(server);
    const provider = server.shop.deps.payments;
    const real = provider.refundPayment.bind(provider);
    provider.refundPayment = async (input) => {
      await real(input);
      throw new Error('socket hang up'); // the answer is lost
    };
    try {
      const r = await paid.client.post(`/api/tickets/${paid.tickets[0]}/cancel`);
      expect(r.status, r.text).toBe(200);
      expect(r.body.data.refunds).toEqual([expect.objectContaining({ amount: '189.00', status: 'pending' })]);
    } finally {
      provider.refundPayment = real;
    }
    // a second process on the same database file: its start sends what is still pending, with the same key
    const again = await createApp({
      database: server.database,
      contentDir: server.contentDir,
      renderPage: () => ({ status: 200, html: '' }),
    });
    try {
      await again.swept;
    } finally {
      again.close();
    }
    expect(refundRows(paid.order)).toEqual([{ status: 'refunded', amount_cents: 18900, attempt: 1 }]);
    expect(testRefunds(server).filter((t) => t.payment_id === paid.payment)).toHaveLength(1);
    expect((await paid.client.get(`/api/orders/${paid.order}`)).body.data).toMatchObject({ status: 'refunded', refunded_amount: '189.00' });
  });
});

describe('a payment for an order that could not be honoured', () => {
  it('goes back by itself: refund_needed with a refund of the whole amount, sent once however often the webhook comes', async () => {
    const first = await server.parent();
    await first.client.post('/api/cart', { items: [{ product_id: ONE, profile_id: first.profile.uuid }] });
    const late = (await first.client.post('/api/cart/checkout')).body.data;
    const lateId = new URL(late.payment_url).pathname.split('/').pop()!;
    server.db.prepare('UPDATE orders SET reserved_until = 0 WHERE uuid = ?').run(late.order); // its reservation ran out
    await first.client.delete('/api/cart');
    await paidOrder(server, { event: ONE }); // someone else takes the one place
    server.db.prepare("UPDATE test_provider_payments SET status = 'paid' WHERE id = ?").run(lateId);
    for (let i = 0; i < 3; i++) expect((await postWebhook(server.baseUrl, lateId)).status).toBe(200);

    const order = (await first.client.get(`/api/orders/${late.order}`)).body.data;
    expect(order.status).toBe('refund_needed');
    expect(order.refunds).toEqual([expect.objectContaining({ amount: '45.00', destination: 'account', status: 'refunded' })]);
    expect(testRefunds(server).filter((t) => t.payment_id === lateId)).toEqual([expect.objectContaining({ amount_cents: 4500 })]);
  });
});
