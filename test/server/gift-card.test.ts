import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, pay, startServer, type TestServer, type AnyJson, expectFieldErrors } from './helpers';

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
    const code = /KADO(-[A-Z2-9]{4}){3}/.exec(toNoah[0]!.text)?.[0];
    expect(code).toBeDefined();
    expect(toNoah[0]!.text).toMatch(/€\s50,00/);
    expect(
      server
        .mails()
        .filter((m) => m.to === 'els@example.nl')
        .map((m) => m.subject),
    ).toEqual(['Je cadeaubon van €\u00a050,00 is verstuurd']);

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
    await fetch(`${server.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${id}`,
    });
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
    expect(server.db.prepare('SELECT code, status FROM gift_cards WHERE uuid = ?').get(r.body.data.giftcard)).toEqual({
      code: null,
      status,
    });
  });

  it('accepts only the offered amounts', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: 30, gift: false, ...buyer });
    expectFieldErrors(r, { amount: ['Kies een van de bedragen: €25, €50, €100, €175, €275.'] });
    const none = await c.post('/api/gift-card', { gift: false, ...buyer });
    expect(none.body.errors).toEqual({ amount: ['Kies een bedrag.'] });
  });

  it('requires the buyer, and with gift the recipient', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: 25, gift: true });
    expectFieldErrors(r, {
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
    expect(Object.keys(r.body[0]).sort()).toEqual([
      'attachments',
      'attempts',
      'created_at',
      'html',
      'id',
      'last_error',
      'links',
      'next_attempt_at',
      'sent_at',
      'status',
      'subject',
      'text',
      'to',
    ]);
    expect(r.body[0].links[0]).toMatch(new RegExp(`^${server.baseUrl}/account/set-password\\?token=`));
    expect(r.body[0].id).toBeGreaterThan(r.body[1].id);
    const page = await c.get('/dev/mail');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Uitgaande e-mail');
    expect(page.text).toContain(`<a href="${r.body[0].links[0].replace(/&/g, '&amp;')}">`);
  });
});

describe('gift card: message, result, balance', () => {
  const buy = async (extra: Record<string, unknown> = {}) => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card', { amount: 50, gift: true, ...buyer, ...recipient, ...extra });
    expect(r.status).toBe(200);
    return { c, r };
  };
  const htmlOf = (to: string) =>
    (server.db.prepare('SELECT html FROM mails WHERE to_address = ? ORDER BY id DESC').pluck().get(to) as string) ?? '';

  it('mails the personal message as plain text; a typed address never becomes a link', async () => {
    const gift_email = 'link-test@example.nl';
    const { c, r } = await buy({
      first_name: 'Oma http://evil.example',
      gift_email,
      message: 'Veel plezier!\nKijk op https://evil.example/x <b>vet</b>',
    });
    await pay(c, r.body.data.payment_url, 'paid');
    const mail = server.mails().find((m) => m.to === gift_email)!;
    expect(mail.text).toContain('Veel plezier!\nKijk op https://evil.example/x <b>vet</b>');
    expect(mail.text).toMatch(/geldig tot en met \d{1,2} [a-z]+ \d{4}/);
    expect(mail.text).toContain('Vul bij de laatste stap');
    expect(mail.links).toEqual([`${server.baseUrl}/evenementen`, `${server.baseUrl}/cadeaubon`]);
    const html = htmlOf(gift_email);
    expect(html).not.toContain('href="https://evil.example');
    expect(html).not.toContain('href="http://evil.example');
    expect(html).toContain('&lt;b&gt;vet&lt;/b&gt;');
    expect(html).toContain(`<a href="${server.baseUrl}/evenementen"`);
    // the receipt to the buyer repeats the message, again as text only
    const receipt = server
      .mails()
      .find((m) => m.to === buyer.email && m.subject.endsWith('is verstuurd') && m.text.includes('Veel plezier!\nKijk op'))!;
    expect(receipt.text).toContain('Veel plezier!');
    expect(receipt.links).toEqual([]);
    // the outbox page links only the server's links
    const page = await c.get('/dev/mail');
    expect(page.text).not.toContain('href="https://evil.example');
  });

  it('refuses a message over 300 characters; an empty one is fine', async () => {
    const c = await server.client().init();
    const long = await c.post('/api/gift-card', { amount: 25, gift: false, ...buyer, message: 'x'.repeat(301) });
    expectFieldErrors(long, { message: ['Je persoonlijke bericht is te lang. Gebruik maximaal 300 tekens.'] });
    const ok = await c.post('/api/gift-card', { amount: 25, gift: false, ...buyer, message: 'x'.repeat(300) });
    expect(ok.status).toBe(200);
    const empty = await c.post('/api/gift-card', { amount: 25, gift: false, ...buyer, message: '\u200B ' });
    expect(empty.status).toBe(200);
    expect(server.db.prepare('SELECT message FROM gift_cards WHERE uuid = ?').pluck().get(empty.body.data.giftcard)).toBe('');
  });

  it.each([
    ['first_name', 'Els\r\nBcc: iedereen@example.nl', 'Je voornaam moet op één regel passen. Haal de regelovergang weg.'],
    ['last_name', 'Visser\u2028x', 'Je achternaam moet op één regel passen. Haal de regelovergang weg.'],
    ['first_name', '\u200B\u200D\uFEFF', 'Vul je voornaam in.'],
    ['gift_first_name', 'Noah\nx', 'De voornaam van de ontvanger moet op één regel passen. Haal de regelovergang weg.'],
    ['gift_last_name', '\u2800\u3164', 'Vul de achternaam van de ontvanger in.'],
  ])('one-line field %s refuses %j', async (field, value, message) => {
    const c = await server.client().init();
    const before = server.db.prepare('SELECT COUNT(*) FROM gift_cards').pluck().get();
    const r = await c.post('/api/gift-card', { amount: 25, gift: true, ...buyer, ...recipient, [field]: value });
    expectFieldErrors(r, { [field]: [message] });
    expect(server.db.prepare('SELECT COUNT(*) FROM gift_cards').pluck().get()).toBe(before);
  });

  it('GET /api/gift-card/{uuid} tells open, paid, failed, canceled and expired apart, with its number and to whom, never the code', async () => {
    const { c, r } = await buy();
    const open = await c.get(`/api/gift-card/${r.body.data.giftcard}`);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ uuid: r.body.data.giftcard, status: 'open', amount: '50.00', gift: true });
    expect(open.body.data.number).toMatch(/^CB-\d{4,7}$/);
    expect(JSON.stringify(open.body)).not.toMatch(/KADO-/);
    await pay(c, r.body.data.payment_url, 'paid');
    expect((await server.client().get(`/api/gift-card/${r.body.data.giftcard}`)).body.data.status).toBe('paid');
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const other = await buy();
      await pay(other.c, other.r.body.data.payment_url, status);
      expect((await other.c.get(`/api/gift-card/${other.r.body.data.giftcard}`)).body.data.status).toBe(status);
    }
    const unknown = await c.get('/api/gift-card/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Deze cadeaubonbestelling bestaat niet.' });
  });

  it('the balance check shows what is left after a partial spend, and the expiry', async () => {
    const { c, r } = await buy({ gift_email: 'saldo@example.nl' });
    await pay(c, r.body.data.payment_url, 'paid');
    const code = /KADO(-[A-Z2-9]{4}){3}/.exec(server.mails().find((m) => m.to === 'saldo@example.nl')!.text)![0];
    const before = await c.post('/api/gift-card/balance', { code: ` ${code.toLowerCase()} ` });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ code, balance: '50.00', amount: '50.00', expired: false });
    expect(Date.parse(before.body.data.expires_at)).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);

    // €39.50 event, paid partly by the card: €10.50 stays
    const parent = await server.parent();
    await parent.client.post('/api/cart', {
      items: [{ product_id: EVENTS.multisport2027, profile_id: parent.profile.uuid, with_shirt: false, shirt_size: 'none' }],
      giftcard_code: code,
    });
    const checkout = await parent.client.post('/api/cart/checkout');
    expect(checkout.body.data.payment_url).toMatch(/\/succes\?order=/); // the card paid it all
    const after = await c.post('/api/gift-card/balance', { code });
    expect(after.body.data.balance).toBe('10.50');
  });

  it('answers 404 in Dutch for an unknown code and 422 for an empty one', async () => {
    const c = await server.client().init();
    const unknown = await c.post('/api/gift-card/balance', { code: 'KADO-NIET-BEST-AAND' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: 'Deze cadeauboncode bestaat niet. Controleer de code.',
      errors: { code: ['Deze cadeauboncode bestaat niet. Controleer de code.'] },
    });
    const empty = await c.post('/api/gift-card/balance', { code: '  ' });
    expectFieldErrors(empty, { code: ['Vul de code van je cadeaubon in.'] });
    const pending = await buy();
    expect((await c.post('/api/gift-card/balance', { code: pending.r.body.data.giftcard })).status).toBe(404);
  });

  it('shows an expired card as expired', async () => {
    const c = await server.client().init();
    const r = await c.post('/api/gift-card/balance', { code: 'KADO-OUD-2024' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ code: 'KADO-OUD-2024', expired: true });
  });
});
