import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay, startServer, type Client, type TestServer, item, expectFieldErrors } from './helpers';

// A gift card bought as a present, codes as people type them, a voucher and a gift card in one order,
// an order the gift card pays in full, and the payment methods beside the pay button (docs/rules.md §4
// "Gift card", "Summary totals"), over real HTTP on a fresh database.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const buyer = { first_name: 'Oma', last_name: 'Jansen', email: 'oma@example.nl' };

let cards = 0;
/** Buys and pays a gift card for oneself through the API; answers its code. */
async function boughtCard(amount: number): Promise<string> {
  const c = await server.client().init();
  const email = `kaart${++cards}@example.nl`;
  const r = await c.post('/api/gift-card', { amount, gift: false, ...buyer, email });
  await pay(c, r.body.data.payment_url, 'paid');
  const mail = server.mails().find((m) => m.to === email)!;
  return /KADO(-[A-Z2-9]{4}){3}/.exec(mail.text)![0];
}

async function parentWith(eventId: string, codes: object): Promise<{ client: Client; email: string }> {
  const { client, profile, email } = await server.parent();
  const r = await client.post('/api/cart', { items: [item(eventId, profile.uuid)], ...codes });
  if (r.status !== 200) throw new Error(r.text);
  return { client, email };
}

describe('a gift card as a present', () => {
  it("the recipient gets the code 'van' the buyer, the buyer the receipt with a short number; neither gets the other's mail", async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', {
      amount: 50,
      gift: true,
      ...buyer,
      gift_first_name: 'Tom',
      gift_last_name: 'Jansen',
      gift_email: 'tom@example.nl',
      message: 'Veel plezier!',
    });
    expect(r.status).toBe(200);
    await pay(c, r.body.data.payment_url, 'paid');

    const toTom = server.mails().filter((m) => m.to === 'tom@example.nl');
    const toOma = server.mails().filter((m) => m.to === 'oma@example.nl');
    expect(toTom.map((m) => m.subject)).toEqual(['Je hebt een cadeaubon gekregen van Oma']);
    expect(toTom[0]!.text).toContain('Oma Jansen geeft je een cadeaubon');
    expect(toTom[0]!.text).not.toContain('Bestelnummer');
    expect(toOma.map((m) => m.subject)).toEqual(['Je cadeaubon van €\u00a050,00 is verstuurd']);
    expect(toOma[0]!.text).not.toMatch(/KADO-/);
    const number = /Bestelnummer: (CB-\d{4,7})/.exec(toOma[0]!.text)?.[1];
    expect(number).toBeDefined();
    expect(toOma[0]!.text).not.toContain(r.body.data.giftcard);

    // the success page says to whom the code went and where the receipt went
    const order = await c.get(`/api/gift-card/${r.body.data.giftcard}`);
    expect(order.body.data).toEqual({
      uuid: r.body.data.giftcard,
      status: 'paid',
      amount: '50.00',
      gift: true,
      number,
      sent_to: { name: 'Tom Jansen', email: 'tom@example.nl' },
      receipt_to: 'oma@example.nl',
    });
  });

  it("refuses a gift to the buyer's own address (the receipt would go to the recipient as well)", async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', {
      amount: 25,
      gift: true,
      ...buyer,
      gift_first_name: 'Tom',
      gift_last_name: 'Jansen',
      gift_email: ' OMA@example.nl ',
    });
    expectFieldErrors(r, {
      gift_email: ['Dit is je eigen e-mailadres. Vul het e-mailadres van de ontvanger in, of zet ‘Dit is een cadeau’ uit.'],
    });
  });

  it('numbers gift cards apart, without a uuid in the mail for oneself', async () => {
    const code = await boughtCard(25);
    const mail = server.mails().find((m) => m.text.includes(code))!;
    expect(mail.text).toMatch(/Bestelnummer: CB-\d{4,7}/);
    expect(mail.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});

describe('codes as people type them', () => {
  it.each(['kado demo 2026', 'KADODEMO2026', ' kado-demo-2026 ', 'Kado-Demo 2026'])(
    'the gift card %j is KADO-DEMO-2026, in the balance check and the cart',
    async (typed) => {
      const c = await server.client().init();
      const balance = await c.post('/api/gift-card/balance', { code: typed });
      expect(balance.status).toBe(200);
      expect(balance.body.data.code).toBe('KADO-DEMO-2026');
      const { client } = await parentWith(EVENTS.tennis2027, {});
      const cart = await client.post('/api/cart', { giftcard_code: typed });
      expect(cart.status).toBe(200);
      expect(cart.body.data.meta).toMatchObject({ giftcard_code: 'KADO-DEMO-2026', giftcard_amount: '50.00' });
    },
  );

  it.each(['welkom 10', 'Welkom10', ' welkom-10 '])('the voucher %j is WELKOM10', async (typed) => {
    const { client } = await parentWith(EVENTS.tennis2027, {});
    const cart = await client.post('/api/cart', { coupon_code: typed });
    expect(cart.status).toBe(200);
    expect(cart.body.data.meta).toMatchObject({ coupon_code: 'WELKOM10', coupon_amount: '10.00' });
  });

  it('a code that exists, typed any way, does not count as a guess; wrong ones still do', async () => {
    const own = await startServer();
    try {
      const c = await own.client().init();
      for (let i = 0; i < 12; i++) expect((await c.post('/api/gift-card/balance', { code: 'kado demo 2026' })).status).toBe(200);
      for (let i = 0; i < 10; i++) expect((await c.post('/api/gift-card/balance', { code: `kado demo ${3000 + i}` })).status).toBe(404);
      const throttled = await c.post('/api/gift-card/balance', { code: 'kado demo 2026' });
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get('retry-after')).toBeTruthy();
    } finally {
      await own.close();
    }
  });
});

describe('a voucher and a gift card in one order', () => {
  it('the voucher comes off first, the gift card pays what it can of the rest; both are used once paid', async () => {
    const code = await boughtCard(50);
    const { client } = await parentWith(EVENTS.tennis2027, { coupon_code: 'WELKOM10', giftcard_code: code });
    const cart = await client.get('/api/cart');
    expect(cart.body.data.meta).toMatchObject({
      base_amount: '165.00',
      coupon_amount: '10.00',
      giftcard_amount: '50.00',
      discount_amount: '60.00',
      cart_amount: '105.00',
    });
    const checkout = await client.post('/api/cart/checkout');
    expect(checkout.status).toBe(200);
    await pay(client, checkout.body.data.payment_url, 'paid');
    const order = await client.get(`/api/orders/${checkout.body.data.order}`);
    expect(order.body.data).toMatchObject({
      status: 'paid',
      base_amount: '165.00',
      discount_amount: '60.00',
      total_amount: '105.00',
      giftcard_amount: '50.00',
      giftcard_balance: '0.00',
    });
    expect((await (await server.client().init()).post('/api/gift-card/balance', { code })).body.data.balance).toBe('0.00');
  });
});

describe('an order the gift card pays in full', () => {
  it("needs no payment; the order and the mail say 'betaald met je cadeaubon' and the balance left, never a payment of € 0,00", async () => {
    const code = await boughtCard(50);
    const { client, email } = await parentWith(EVENTS.multisport2027, { giftcard_code: code });
    const checkout = await client.post('/api/cart/checkout');
    expect(checkout.body.data.payment_url).toBe(`${server.baseUrl}/succes?order=${checkout.body.data.order}`);
    const order = await client.get(`/api/orders/${checkout.body.data.order}`);
    expect(order.body.data).toMatchObject({ status: 'paid', total_amount: '0.00', giftcard_amount: '39.50', giftcard_balance: '10.50' });
    const mail = server.mails().find((m) => m.to === email && m.subject.startsWith('Bevestiging'))!;
    expect(mail.text).toContain('betaald met je cadeaubon');
    expect(mail.text).not.toMatch(/betaling van €\s0,00/);
    expect(mail.text).toMatch(/Tegoed op je cadeaubon: €\s10,50/);
  });

  it('an order without a gift card says the card paid nothing (a receipt tells a discount from a gift card) and has no balance', async () => {
    const { client } = await parentWith(EVENTS.multisport2027, {});
    const checkout = await client.post('/api/cart/checkout');
    const order = await client.get(`/api/orders/${checkout.body.data.order}`);
    expect(order.body.data).toHaveProperty('giftcard_amount', '0.00');
    expect(order.body.data).not.toHaveProperty('giftcard_balance');
  });
});

describe('the payment methods beside the pay button', () => {
  it("GET /api/payments/methods lists the provider's methods, without a login", async () => {
    const r = await server.client().get('/api/payments/methods');
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: { description: string }) => m.description)).toEqual(['iDEAL', 'Bancontact', 'Creditcard']);
    expect(r.body.data[0]).toEqual({ id: 'ideal', description: 'iDEAL' });
  });
});
