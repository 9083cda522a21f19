import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay, startServer, type TestServer, type AnyJson } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const buyer = { first_name: 'Els', last_name: 'Visser', email: 'els@example.nl' };
const recipient = { gift_first_name: 'Noah', gift_last_name: 'Visser', gift_email: 'noah@example.nl' };

describe('gift card', () => {
  it('needs no login, answers the payment page; when paid a code is mailed to the recipient', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: 50, gift: true, ...buyer, ...recipient });
    expect(r.status).toBe(200);
    expect(r.body.data.payment_url).toMatch(new RegExp(`^${server.baseUrl}/dev/checkout/`));
    const back = await pay(c, r.body.data.payment_url, 'paid');
    const returned = await c.request('GET', new URL(back.headers.get('location')!).pathname);
    expect(returned.headers.get('location')).toBe(`${server.baseUrl}/cadeaubon/succes?giftcard=${r.body.data.giftcard}`);

    const toNoah = server.mails().filter((m) => m.to === 'noah@example.nl');
    expect(toNoah).toHaveLength(1);
    expect(toNoah[0]!.subject).toBe('Je hebt een cadeaubon gekregen van Els');
    const code = /KADO-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(toNoah[0]!.text)?.[0];
    expect(code).toBeDefined();
    expect(toNoah[0]!.text).toMatch(/€\s50,00/);
    expect(server.mails().filter((m) => m.to === 'els@example.nl').map((m) => m.subject)).toEqual(['Je cadeaubon van €\u00a050,00 is verstuurd']);

    // the code works in a cart with a balance of €50
    const parent = await server.parent();
    const cart = await parent.client.post('/api/cart', {
      items: [{ product_id: EVENTS.tennis2027, profile_id: parent.profile.uuid, with_shirt: false, shirt_size: 'none' }],
      giftcard_code: code,
    });
    expect(cart.status).toBe(200);
    expect(cart.body.data.meta).toMatchObject({ giftcard_code: code, giftcard_amount: '50.00', cart_amount: '115.00' });
  });

  it('without gift the card is mailed to the buyer; a repeated webhook issues no second code', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: '25', gift: 'false', ...buyer, email: 'zelf@example.nl' });
    expect(r.status).toBe(200);
    await pay(c, r.body.data.payment_url, 'paid');
    const id = new URL(r.body.data.payment_url).pathname.split('/').pop()!;
    await fetch(`${server.baseUrl}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });
    const mails = server.mails().filter((m) => m.to === 'zelf@example.nl');
    expect(mails.map((m) => m.subject)).toEqual(['Je cadeaubon van €\u00a025,00']);
    const row = server.db.prepare('SELECT code, balance_cents, status FROM gift_cards WHERE uuid = ?').get(r.body.data.giftcard) as AnyJson;
    expect(row).toMatchObject({ status: 'active', balance_cents: 2500 });
    expect(mails[0]!.text).toContain(row.code);
  });

  it.each(['failed', 'canceled', 'expired'] as const)('%s: no code, no mail, back to /cadeaubon/mislukt', async (status) => {
    const c = await server.client().init();
    const email = `${status}@example.nl`;
    const r = await c.post('/api/gift-card', { amount: 100, gift: false, ...buyer, email });
    const back = await pay(c, r.body.data.payment_url, status);
    const returned = await c.request('GET', new URL(back.headers.get('location')!).pathname);
    expect(returned.headers.get('location')).toBe(`${server.baseUrl}/cadeaubon/mislukt?giftcard=${r.body.data.giftcard}`);
    expect(server.mails().filter((m) => m.to === email)).toEqual([]);
    expect(server.db.prepare('SELECT code, status FROM gift_cards WHERE uuid = ?').get(r.body.data.giftcard)).toEqual({ code: null, status });
  });

  it('accepts only the offered amounts', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: 30, gift: false, ...buyer });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ amount: ['Kies een van de bedragen: €25, €50, €100, €175, €275.'] });
    const none = await c.post('/api/gift-card', { gift: false, ...buyer });
    expect(none.body.errors).toEqual({ amount: ['Kies een bedrag.'] });
  });

  it('requires the buyer, and with gift the recipient', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: 25, gift: true });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      first_name: ['Vul je voornaam in.'],
      last_name: ['Vul je achternaam in.'],
      email: ['Vul je e-mailadres in.'],
    });
    const noRecipient = await c.post('/api/gift-card', { amount: 25, gift: true, ...buyer, gift_email: 'geen' });
    expect(noRecipient.body.errors).toEqual({
      gift_first_name: ['Vul de voornaam van de ontvanger in.'],
      gift_last_name: ['Vul de achternaam van de ontvanger in.'],
      gift_email: ['Vul een geldig e-mailadres van de ontvanger in, bijvoorbeeld naam@voorbeeld.nl.'],
    });
  });

  it('still needs the CSRF token', async () => {
    const c = await server.client().init();
    const r = await c.request('POST', '/api/gift-card', { json: { amount: 25, gift: false, ...buyer }, csrf: false });
    expect(r.status).toBe(419);
  });
});

describe('mail outbox', () => {
  it('/dev/mail.json lists every mail, newest first, with links', async () => {
    const c = await server.client().init();
    await c.post('/api/auth/forgot-password', { email: 'demo@example.nl' });
    const r = await c.get('/dev/mail.json');
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ to: 'demo@example.nl', subject: 'Kies een nieuw wachtwoord' });
    expect(Object.keys(r.body[0]).sort()).toEqual(['created_at', 'html', 'id', 'links', 'subject', 'text', 'to']);
    expect(r.body[0].links[0]).toMatch(new RegExp(`^${server.baseUrl}/account/set-password\\?token=`));
    expect(r.body[0].id).toBeGreaterThan(r.body[1].id);
    const page = await c.get('/dev/mail');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Uitgaande e-mail');
    expect(page.text).toContain(`<a href="${r.body[0].links[0].replace(/&/g, '&amp;')}">`);
  });
});
