import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../../server/db/seed';
import { EVENTS, pay, startServer, type TestServer, item, expectFieldErrors } from './helpers';

// The parent's own account: GET /api/user/orders (the dashboard's orders) and PUT /api/user/password.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /api/user/orders', () => {
  it("answers the parent's own orders with number, date, amount, status and what was bought; another parent gets none of them", async () => {
    const anna = await server.parent('Anna');
    await anna.client.post('/api/cart', { items: [item(EVENTS.tennis2027, anna.profile.uuid, { with_shirt: true, shirt_size: 'S' })] });
    const failed = await anna.client.post('/api/cart/checkout');
    await pay(anna.client, failed.body.data.payment_url, 'failed');
    const checkout = await anna.client.post('/api/cart/checkout');
    await pay(anna.client, checkout.body.data.payment_url, 'paid');

    const r = await anna.client.get('/api/user/orders');
    expect(r.status).toBe(200);
    // the failed attempt bought nothing: only the paid order is listed
    expect(r.body.data).toHaveLength(1);
    const [order] = r.body.data;
    expect(order).toMatchObject({
      uuid: checkout.body.data.order,
      number: expect.stringMatching(/^SV-\d{4,7}$/),
      status: 'paid',
      event_uuid: EVENTS.tennis2027,
      event_title: 'Tennisweek Zomer 2027',
      total_amount: '187.50',
      items: [
        {
          profile: { uuid: anna.profile.uuid, first_name: 'Kind' },
          with_shirt: true,
          shirt_size: 'S',
          price: '165.00',
          shirt_price: '22.50',
        },
      ],
    });
    expect(Date.now() - Date.parse(order.created_at)).toBeLessThan(60_000);

    const other = await server.parent('Bram');
    const theirs = await other.client.get('/api/user/orders');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
  });

  it("the demo parent's seeded orders are listed with a number like every order", async () => {
    const demo = await server.client().login();
    const r = await demo.get('/api/user/orders');
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const order of r.body.data) expect(order.number).toMatch(/^SV-\d{4,7}$/);
  });

  it('needs a login', async () => {
    const r = await server.client().get('/api/user/orders');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Je bent niet ingelogd.');
  });

  it('an order paid with a gift card tells the balance left on the card (the success page shows it)', async () => {
    const { client, profile } = await server.parent();
    // €39.50 of the €50.00 card: the order is paid at once, €10.50 stays on the card
    await client.post('/api/cart', { items: [item(EVENTS.multisport2027, profile.uuid)], giftcard_code: DEMO_CODES.giftCard });
    const checkout = await client.post('/api/cart/checkout');
    const order = await client.get(`/api/orders/${checkout.body.data.order}`);
    expect(order.body.data).toMatchObject({ status: 'paid', total_amount: '0.00', giftcard_balance: '10.50' });
    const [listed] = (await client.get('/api/user/orders')).body.data;
    expect(listed.giftcard_balance).toBe('10.50');
  });
});

describe('PUT /api/user/password', () => {
  const body = (current: string, next: string, repeat = next) => ({
    current_password: current,
    password: next,
    password_confirmation: repeat,
  });

  it('with the current password: saves the new one, keeps this browser logged in and logs out the other sessions', async () => {
    const { client, email } = await server.parent();
    const elsewhere = await server.client().login(email, 'geheim123');
    const before = client.sessionId;

    const r = await client.put('/api/user/password', body('geheim123', 'nieuw-wachtwoord'));
    expect(r.status).toBe(204);
    // a new session id for this browser, still logged in
    expect(client.sessionId).not.toBe(before);
    expect((await client.get('/api/user')).status).toBe(200);
    // the other session is gone
    expect((await elsewhere.get('/api/user')).body.data).toBeNull();
    // the new password works, the old one no longer
    const old = await server.client().init();
    expect((await old.post('/api/auth/login', { email, password: 'geheim123' })).status).toBe(422);
    await server.client().login(email, 'nieuw-wachtwoord');
  });

  it('refuses a wrong current password, a mismatch and a short password with Dutch messages by their fields', async () => {
    const { client } = await server.parent();
    const wrong = await client.put('/api/user/password', body('fout-wachtwoord', 'nieuw-wachtwoord'));
    expectFieldErrors(wrong, {
      current_password: [
        'Dit is niet je huidige wachtwoord. Typ het wachtwoord waarmee je inlogt, of log uit en vraag een nieuw wachtwoord aan.',
      ],
    });
    const mismatch = await client.put('/api/user/password', body('geheim123', 'nieuw-wachtwoord', 'ander-wachtwoord'));
    expect(mismatch.body.errors.password).toEqual(['De wachtwoorden zijn niet hetzelfde. Typ twee keer hetzelfde wachtwoord.']);
    const short = await client.put('/api/user/password', body('geheim123', 'kort'));
    expect(short.body.errors.password).toEqual(['Kies een wachtwoord van minstens 8 tekens.']);
    const empty = await client.put('/api/user/password', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.current_password).toEqual(['Vul je huidige wachtwoord in.']);
    // nothing changed
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('is throttled like the login: after 5 wrong tries a 429 with Retry-After, also for the right password', async () => {
    const { client } = await server.parent();
    for (let i = 0; i < 5; i++)
      expect((await client.put('/api/user/password', body(`fout-${i}-wachtwoord`, 'nieuw-wachtwoord'))).status).toBe(422);
    const r = await client.put('/api/user/password', body('geheim123', 'nieuw-wachtwoord'));
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.body.errors.current_password[0]).toMatch(
      /^Je hebt te vaak een verkeerd wachtwoord ingevuld\. Wacht \d+ seconden? en probeer het dan opnieuw\.$/,
    );
  });

  it('needs a login and the CSRF token', async () => {
    const anonymous = await server.client().init();
    expect((await anonymous.put('/api/user/password', body('geheim123', 'nieuw-wachtwoord'))).status).toBe(401);
    const { client } = await server.parent();
    const r = await client.request('PUT', '/api/user/password', { json: body('geheim123', 'nieuw-wachtwoord'), csrf: false });
    expect(r.status).toBe(419);
  });
});
