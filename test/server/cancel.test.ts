// A parent cancels a child's ticket (docs/rules.md "Cancellation") over real HTTP: the rule by date in
// Europe/Amsterdam, a partial cancel that recomputes the order, the gift card's part back onto the card,
// one refund for ten clicks, another parent's ticket out of reach, the place to the waiting list at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, expectFieldErrors, startServer, withExtraEvents, type TestServer } from './helpers';
import { ZOMER, euro, paidOrder, setClock, testRefunds } from './cancel-setup';

let server: TestServer;
const TWO = 'cccc0000-0000-4000-8000-000000000002';

beforeAll(async () => {
  server = await startServer({
    holdSweepMs: 3_600_000,
    events: withExtraEvents({ id: '902', external_id: TWO, slug: 'twee-plaatsen', title: 'Twee plaatsen', initial_stock: 2 }),
  });
});
afterAll(() => server.close());

describe('what a cancel gives back, by the rule and the day (Europe/Amsterdam)', () => {
  it('free up to and including the boundary day, then half back until a week before, then not at all', async () => {
    server.clock.offset = 0;
    const paid = await paidOrder(server);
    const quote = async () => (await paid.client.get(`/api/tickets/${paid.tickets[0]}/cancel`)).body.data;
    // the confirmation states the same rule as the pay button and the dialog
    const confirmation = server.mails().find((m) => m.to === paid.email && m.subject.startsWith('Bevestiging'))!;
    expect(confirmation.text).toContain('Annuleren: Tot vier weken voor de start annuleer je kosteloos; daarna krijg je tot een week');

    await setClock(server, '2027-06-21T23:59', paid);
    expect(await quote()).toMatchObject({
      can_cancel: true,
      refund_amount: '189.00',
      to_account: '189.00',
      to_gift_card: '0.00',
      fee_amount: '0.00',
      free_until: '2027-06-21',
      cancel_until: '2027-07-12',
      event_title: 'Voetbalkamp Zomer 2027',
      policy: 'Tot vier weken voor de start annuleer je kosteloos; daarna krijg je tot een week voor de start de helft terug.',
    });
    await setClock(server, '2027-06-22T00:01', paid);
    expect(await quote()).toMatchObject({ can_cancel: true, refund_amount: '94.50', fee_amount: '94.50' });
    await setClock(server, '2027-07-13T08:00', paid);
    const late = await quote();
    expect(late).toMatchObject({ can_cancel: false, refund_amount: '0.00' });
    expect(late.reason).toMatch(/^Annuleren kon tot en met 12 juli 2027\./);
    const refused = await paid.client.post(`/api/tickets/${paid.tickets[0]}/cancel`);
    expectFieldErrors(refused, { ticket: [late.reason] });

    // half back on the day after the free period: the order keeps the rest
    await setClock(server, '2027-06-22T10:00', paid);
    const done = await paid.client.post(`/api/tickets/${paid.tickets[0]}/cancel`);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({
      refund_amount: '94.50',
      refunds: [{ amount: '94.50', destination: 'account', status: 'refunded' }],
    });
    const order = (await paid.client.get(`/api/orders/${paid.order}`)).body.data;
    expect(order).toMatchObject({ status: 'partially_refunded', refunded_amount: '94.50' });
    server.clock.offset = 0;
  });
});

describe('canceling one child of two', () => {
  it('keeps the other ticket, takes the shirt along, spreads the voucher, puts the gift card’s part back onto the card and mails the amounts', async () => {
    server.clock.offset = 0;
    const paid = await paidOrder(server, {
      children: 2,
      shirts: true,
      codes: { coupon_code: 'WELKOM10', giftcard_code: 'KADO-DEMO-2026' },
    });
    // 2 × (189 + 24.95) = 427.90, minus the voucher's 10.00 = 417.90 paid: 50.00 by the card, 367.90 by the provider
    const quote = (await paid.client.get(`/api/tickets/${paid.tickets[0]}/cancel`)).body.data;
    expect(quote).toMatchObject({ refund_amount: '208.95', to_gift_card: '25.00', to_account: '183.95', child_name: 'Kind Test' });

    const done = await paid.client.post(`/api/tickets/${paid.tickets[0]}/cancel`);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.refunds).toEqual([
      expect.objectContaining({ amount: '25.00', destination: 'gift_card', status: 'refunded' }),
      expect.objectContaining({ amount: '183.95', destination: 'account', status: 'refunded' }),
    ]);
    const balance = await server
      .client()
      .init()
      .then((c) => c.post('/api/gift-card/balance', { code: 'KADO-DEMO-2026' }));
    expect(balance.body.data.balance).toBe('25.00');
    expect(testRefunds(server).filter((r) => r.payment_id === paid.payment)).toEqual([expect.objectContaining({ amount_cents: 18395 })]);

    const order = (await paid.client.get(`/api/orders/${paid.order}`)).body.data;
    expect(order).toMatchObject({ status: 'partially_refunded', refunded_amount: '208.95' });
    expect(order.items.map((i: { canceled?: boolean }) => i.canceled ?? false)).toEqual([true, false]);
    const events = (await paid.client.get('/api/user/events')).body.data;
    expect(events.find((e: { uuid: string }) => e.uuid === ZOMER).tickets.map((t: { uuid: string }) => t.uuid)).toEqual([paid.tickets[1]]);
    const mail = server.mails().findLast((m) => m.to === paid.email)!;
    expect(mail.subject).toMatch(/^Annulering van Kind Test voor Voetbalkamp Zomer 2027/);
    expect(mail.text).toContain(euro('208,95'));
    expect(mail.text).toContain(`${euro('183,95')} terug op de rekening`);
    expect(mail.text).toContain(`${euro('25,00')} terug op je cadeaubon`);

    // the last child: the rest to the cent, and the order is refunded in full
    const last = await paid.client.post(`/api/tickets/${paid.tickets[1]}/cancel`);
    expect(last.body.data.refund_amount).toBe('208.95');
    const after = (await paid.client.get(`/api/orders/${paid.order}`)).body.data;
    expect(after).toMatchObject({ status: 'refunded', refunded_amount: '417.90' });
  });
});

describe('once only, and only the own ticket', () => {
  it('ten parallel cancels of one ticket refund once; the others hear it is canceled already', async () => {
    const paid = await paidOrder(server, { event: EVENTS.tennis2027 });
    const before = testRefunds(server).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => paid.client.post(`/api/tickets/${paid.tickets[0]}/cancel`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('Dit ticket is al geannuleerd.');
    expect(testRefunds(server).length - before).toBe(1);
    // the test provider shows it on its developer page, once
    const page = await server.client().request('GET', '/dev/refunds');
    expect(page.text.split(paid.payment).length - 1).toBe(1);
    expect(page.text).toContain('165,00 terugbetaald');
  });

  it('another parent’s ticket is not found (404), and without a login nothing is answered (401)', async () => {
    const paid = await paidOrder(server, { event: EVENTS.tennis2027 });
    const other = await server.parent();
    for (const r of [
      await other.client.get(`/api/tickets/${paid.tickets[0]}/cancel`),
      await other.client.post(`/api/tickets/${paid.tickets[0]}/cancel`),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Dit ticket bestaat niet of is niet van jou.');
    }
    const anonymous = await server.client().init();
    expect((await anonymous.get(`/api/tickets/${paid.tickets[0]}/cancel`)).status).toBe(401);
    expect((await paid.client.get(`/api/orders/${paid.order}`)).body.data.status).toBe('paid');
  });
});

it('the freed place is offered to the first on the waiting list at once', async () => {
  const paid = await paidOrder(server, { event: TWO, children: 2 });
  const waiting = await server.parent('Wachtende');
  const joined = await waiting.client.post(`/api/events/${TWO}/waiting-list`, { profile_ids: [waiting.profile.uuid] });
  expect(joined.status, joined.text).toBe(201);
  expect((await paid.client.post(`/api/tickets/${paid.tickets[0]}/cancel`)).status).toBe(200);
  expect((await waiting.client.get('/api/user/waiting-list')).body.data[0].status).toBe('offered');
});
