// Staff undo an order (docs/rules.md "Cancellation") over real HTTP: any ticket at any time, a partial
// amount never above what is left, a failed refund tried again, every step logged; parents are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, expectFieldErrors, startServer, type TestServer } from './helpers';
import { euro, paidOrder, testRefunds } from './cancel-setup';
import { staffClient } from './staff-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ holdSweepMs: 3_600_000 });
});
afterAll(() => server.close());

describe('staff refunds', () => {
  it('cancel one ticket after the parent’s deadline, then give back part of the rest, never more than was paid', async () => {
    const paid = await paidOrder(server, { event: EVENTS.tennis2027, children: 2 }); // 2 × 165.00
    // a week before the start a parent can no longer cancel; staff can
    server.clock.offset = Date.parse('2027-07-30T10:00:00+02:00') - Date.now();
    const staffNow = await staffClient(server);
    const one = await staffNow.post(`/api/staff/orders/${paid.order}/refunds`, { tickets: [paid.tickets[0]], reason: 'Ziek' });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toMatchObject({
      canceled: [paid.tickets[0]],
      refunds: [{ amount: '165.00', status: 'refunded' }],
      refunded_amount: '165.00',
    });

    const tooMuch = await staffNow.post(`/api/staff/orders/${paid.order}/refunds`, { amount: '165.01', reason: 'Coulance' });
    expectFieldErrors(tooMuch, { amount: [`Er kan nog hoogstens ${euro('165,00')} worden terugbetaald.`] });
    const part = await staffNow.post(`/api/staff/orders/${paid.order}/refunds`, { amount: '15,50', reason: 'Coulance' });
    expect(part.body.data).toMatchObject({ canceled: [], refunds: [{ amount: '15.50' }], refunded_amount: '180.50' });
    expect(
      testRefunds(server)
        .filter((r) => r.payment_id === paid.payment)
        .map((r) => r.amount_cents),
    ).toEqual([16500, 1550]);
    // the order as staff see it: which line is canceled, its ticket, and both refunds
    const detail = (await staffNow.get(`/api/staff/orders/${paid.order}`)).body.data;
    expect(detail.lines.map((l: { ticket_uuid: string; canceled: boolean }) => [l.ticket_uuid, l.canceled])).toEqual([
      [paid.tickets[0], true],
      [paid.tickets[1], false],
    ]);
    expect(detail.refunds.map((r: { amount: string; reason: string }) => [r.amount, r.reason])).toEqual([
      ['165.00', expect.stringMatching(/: Ziek$/)],
      ['15.50', expect.stringMatching(/: Coulance$/)],
    ]);

    const log = (await staffNow.get('/api/staff/log')).body.data.entries.filter((e: { action: string }) => e.action === 'order.refund');
    expect(log.slice(0, 2).map((e: { details: { reason: string } }) => e.details.reason)).toEqual(['Coulance', 'Ziek']);
    server.clock.offset = 0;
  });

  it('a reason is required, and a parent cannot call it (403)', async () => {
    const paid = await paidOrder(server, { event: EVENTS.tennis2027 });
    const staff = await staffClient(server);
    expectFieldErrors(await staff.post(`/api/staff/orders/${paid.order}/refunds`, { tickets: 'all', reason: ' ' }), {
      reason: ['Vul een reden in.'],
    });
    const parent = await paid.client.post(`/api/staff/orders/${paid.order}/refunds`, { tickets: 'all', reason: 'x' });
    expect(parent.status).toBe(403);
    const all = await staff.post(`/api/staff/orders/${paid.order}/refunds`, { tickets: 'all', reason: 'Evenement gaat niet door' });
    expect(all.body.data).toMatchObject({ canceled: paid.tickets, refunded_amount: '165.00' });
    expect((await paid.client.get(`/api/orders/${paid.order}`)).body.data.status).toBe('refunded');
  });

  it('a refund the provider refused is shown with its reason and can be tried again, once', async () => {
    const paid = await paidOrder(server, { event: EVENTS.tennis2027 });
    const staff = await staffClient(server);
    const provider = server.shop.deps.payments;
    const real = provider.refundPayment.bind(provider);
    const { RefundRefused } = await import('../../server/payments/provider');
    provider.refundPayment = async () => {
      throw new RefundRefused('Onvoldoende saldo bij de betaalprovider.');
    };
    const failed = await staff.post(`/api/staff/orders/${paid.order}/refunds`, { tickets: 'all', reason: 'Dubbel betaald' });
    provider.refundPayment = real;
    expect(failed.body.data.refunds).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Onvoldoende saldo bij de betaalprovider.' }),
    ]);
    const uuid = failed.body.data.refunds[0].uuid;
    const [a, b] = await Promise.all([staff.post(`/api/staff/refunds/${uuid}/retry`), staff.post(`/api/staff/refunds/${uuid}/retry`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a : b).body.data).toMatchObject({ status: 'refunded', amount: '165.00' });
    expect(testRefunds(server).filter((r) => r.payment_id === paid.payment)).toHaveLength(1);
  });
});
