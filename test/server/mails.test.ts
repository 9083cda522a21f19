import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderNumber } from '../../server/domain/checkout';
import { EVENTS, pay, startServer, type AnyJson, type TestServer } from './helpers';

// The order number, the mails a parent gets (welcome, confirmation,
// password reset) with one brand name, the event dates and Dutch money, and the operator's search.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const NUMBER = /^SV-\d{4,6}$/;
const mailsTo = (email: string) => server.mails().filter((m) => m.to === email);

async function paidOrder(items: (kid: string) => object[], extra: object = {}) {
  const parent = await server.parent('Noor');
  const cart = await parent.client.post('/api/cart', { items: items(parent.profile.uuid), ...extra });
  if (cart.status !== 200) throw new Error(cart.text);
  const { body } = await parent.client.post('/api/cart/checkout');
  await pay(parent.client, body.data.payment_url, 'paid');
  const order = (await parent.client.get(`/api/orders/${body.data.order}`)).body.data as AnyJson;
  return { ...parent, order };
}

describe('welcome mail', () => {
  it('after registering the parent gets "Welkom bij Sportkamp Vooruit" with what to do next', async () => {
    const { email } = await server.parent('Sanne');
    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Welkom bij Sportkamp Vooruit']);
    const [mail] = mails;
    // no name: the address is not proven, so the mail carries nothing the registrant typed (registration-abuse.test.ts)
    expect(mail!.text).toMatch(/^Hallo,\n/);
    expect(mail!.text).not.toContain('Sanne');
    expect(mail!.text).toContain(`${server.baseUrl}/account/profiles`);
    expect(mail!.links).toContain(`${server.baseUrl}/account/profiles`);
    expect(mail!.text).toContain(`${server.baseUrl}/evenementen`);
    expect(mail!.text).toMatch(/Sportieve groet,\nSportkamp Vooruit\n\n--\nVragen\? Mail naar info@sportkampvooruit\.example\.$/);
  });

  it('a refused registration (address taken) sends no second welcome', async () => {
    const { email } = await server.parent();
    const c = await server.client().init();
    const r = await c.post('/api/auth/register', {
      email,
      password: 'geheim123',
      password_confirmation: 'geheim123',
      first_name: 'X',
      last_name: 'Y',
      phone: '0612345678',
    });
    expect(r.status).toBe(422);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('order number', () => {
  it('a paid order has a short number in GET /api/orders/{uuid}, in the mail subject and text, with the amount paid and the event dates', async () => {
    const { email, order } = await paidOrder(
      (kid) => [{ product_id: EVENTS.tennis2027, profile_id: kid, with_shirt: true, shirt_size: 'M' }],
      { coupon_code: 'WELKOM10' },
    );
    expect(order.number).toMatch(NUMBER);
    const mail = mailsTo(email).find((m) => m.subject.startsWith('Bevestiging'));
    expect(mail!.subject).toBe(`Bevestiging van je inschrijving ${order.number}: Tennisweek Zomer 2027`);
    expect(mail!.text).toContain(`Bestelnummer: ${order.number}`);
    // spec §4 "Event dates": a range with 't/m', in Europe/Amsterdam
    expect(mail!.text).toContain('Wanneer: 2 t/m 6 augustus 2027');
    expect(mail!.text).toContain('Waar: Tennispark Berg en Bos, Apeldoorn');
    // money in one Dutch format (Intl nl-NL): 165 + 22.50 shirt - 10 voucher
    expect(mail!.text).toContain('We hebben je betaling van €\u00a0177,50 ontvangen.');
    expect(mail!.text).toContain('Totaal betaald: €\u00a0177,50');
    expect(mail!.text).toContain('Korting: -€\u00a010,00');
    expect(mail!.text).not.toMatch(/\d\.\d{2}\b|EUR/);
    expect(mail!.text).toMatch(/Sportieve groet,\nSportkamp Vooruit\n\n--\nVragen\? Mail naar info@sportkampvooruit\.example\.$/);
    expect(mail!.text).not.toContain(order.uuid);
  });

  it("the confirmation carries the event as a calendar file, the same one as 'Zet in je agenda'", async () => {
    const { email } = await paidOrder((kid) => [{ product_id: EVENTS.tennis2027, profile_id: kid, with_shirt: false }]);
    // the outbox as the operator's /dev/mail.json shows it, with each attachment's name, type and size
    const outbox = (await server.client().get(`/dev/mail.json?q=${encodeURIComponent(email)}`)).body as AnyJson[];
    const mail = outbox.find((m) => m.subject.startsWith('Bevestiging'));
    const ics = await server.client().get(`/api/events/${EVENTS.tennis2027}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(mail!.attachments).toEqual([
      {
        filename: 'tennisweek-zomer-2027.ics',
        content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
        size: Buffer.byteLength(ics.text),
      },
    ]);
  });

  it('the OpenAPI document describes the number', async () => {
    const doc = (await server.client().get('/api/openapi.json')).body as AnyJson;
    const order = doc.components.schemas.Order;
    expect(order.required).toContain('number');
    expect(new RegExp(order.properties.number.pattern).test('SV-4821')).toBe(true);
    expect(doc.paths['/dev/mail.json'].get.parameters).toEqual([expect.objectContaining({ name: 'q', in: 'query' })]);
  });

  it('the operator finds the mails of an order by its number in the outbox (/dev/mail.json?q=, /dev/mail?q=)', async () => {
    const { order, email } = await paidOrder((kid) => [
      { product_id: EVENTS.zomer2027, profile_id: kid, with_shirt: false, shirt_size: 'none' },
    ]);
    const c = server.client();
    const found = (await c.get(`/dev/mail.json?q=${encodeURIComponent(order.number)}`)).body as AnyJson[];
    expect(found.map((m) => [m.to, m.subject])).toEqual([
      [email, `Bevestiging van je inschrijving ${order.number}: Voetbalkamp Zomer 2027`],
    ]);
    const page = await c.get(`/dev/mail?q=${encodeURIComponent(order.number)}`);
    expect(page.text).toContain(`value="${order.number}"`);
    expect(page.text.match(/<article>/g)).toHaveLength(1);
    // LIKE wildcards in the query are taken literally
    expect((await c.get('/dev/mail.json?q=%25')).body).toEqual([]);
    expect((await c.get('/dev/mail?q=%25_')).text).toContain('Geen e-mails gevonden.');
  });

  it('12 parallel checkouts get 12 different numbers', async () => {
    const parents = await Promise.all(Array.from({ length: 12 }, () => server.parent()));
    const numbers = await Promise.all(
      parents.map(async ({ client, profile }) => {
        await client.post('/api/cart', {
          items: [{ product_id: EVENTS.zomer2027, profile_id: profile.uuid, with_shirt: false, shirt_size: 'none' }],
        });
        const { body } = await client.post('/api/cart/checkout');
        return (await client.get(`/api/orders/${body.data.order}`)).body.data.number as string;
      }),
    );
    for (const n of numbers) expect(n).toMatch(NUMBER);
    expect(new Set(numbers).size).toBe(12);
  });

  it('a number that is taken is never given again: after a few tries the number gets a digit longer', async () => {
    const { order } = await paidOrder((kid) => [{ product_id: EVENTS.zomer2027, profile_id: kid, with_shirt: false, shirt_size: 'none' }]);
    await paidOrder((kid) => [{ product_id: EVENTS.zomer2027, profile_id: kid, with_shirt: false, shirt_size: 'none' }]);
    expect(server.db.prepare('UPDATE orders SET number = ? WHERE number = ?').run('SV-1000', order.number).changes).toBe(1);
    const tries: number[] = [];
    const lowest = (min: number) => (tries.push(min), min); // always the same, lowest candidate
    expect(newOrderNumber(server.db, lowest)).toBe('SV-10000');
    expect(tries.filter((t) => t === 1000).length).toBeGreaterThan(1);
    // the unique index holds even for a writer that does not ask first
    const other = server.db.prepare("SELECT id FROM orders WHERE number != 'SV-1000' LIMIT 1").pluck().get();
    expect(() => server.db.prepare("UPDATE orders SET number = 'SV-1000' WHERE id = ?").run(other)).toThrow(/UNIQUE/);
  });
});

describe('every mail is signed the same way', () => {
  it('the password-reset mail too', async () => {
    const { email } = await server.parent();
    const c = await server.client().init();
    await c.post('/api/auth/forgot-password', { email });
    const mail = mailsTo(email).find((m) => m.subject === 'Kies een nieuw wachtwoord');
    expect(mail!.text).toMatch(/Sportieve groet,\nSportkamp Vooruit\n\n--\nVragen\? Mail naar info@sportkampvooruit\.example\.$/);
    for (const m of server.mails()) expect(m.text).not.toMatch(/sportkampenteam/i);
  });
});
