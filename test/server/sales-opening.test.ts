// Sign-up that opens on the minute (docs/rules.md "Sales opening"): before the CMS's salesOpenAt the
// server refuses by its own clock, and the stock answer tells the sign-up block when to open.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { item, startServer, withExtraEvents, type TestServer } from './helpers';

const OPENING = 'aaaaaaaa-0000-4000-8000-000000000051';
const OPENS = '2027-03-01T20:00:00+01:00';
const NOT_YET = 'Inschrijven kan vanaf maandag 1 maart, 20:00.';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    events: withExtraEvents({ id: '951', external_id: OPENING, slug: 'opent-2027', title: 'Opent op de minuut', salesOpenAt: OPENS }),
  });
});
afterAll(() => server.close());

/** Moves the server's clock to `ms` around the opening (the browser's clock is not asked). */
const at = (ms: number) => {
  server.clock.offset = Date.parse(OPENS) + ms - Date.now();
};

it('before the opening: no cart add, no checkout, no waiting list (409, Dutch, the moment named); the stock says when', async () => {
  at(-60_000); // the parent's session starts on the server's clock too
  const a = await server.parent('Anna');
  try {
    const add = await a.client.post('/api/cart', { items: [item(OPENING, a.profile.uuid)] });
    expect(add.status).toBe(409);
    expect(add.body).toEqual({ message: NOT_YET });
    expect((await a.client.get('/api/cart')).body.data.items).toEqual([]);
    expect((await a.client.post(`/api/events/${OPENING}/waiting-list`, { profile_ids: [a.profile.uuid] })).status).toBe(409);

    const stock = (await server.client().get(`/api/events/${OPENING}/stock`)).body.data;
    expect(stock).toMatchObject({ stock: 40, sales_open_at: new Date(OPENS).toISOString() });
    expect(Math.abs(Date.parse(stock.now) - (Date.parse(OPENS) - 60_000))).toBeLessThan(5_000);

    // a cart filled after the opening cannot be checked out with the clock before it
    at(1_000);
    expect((await a.client.post('/api/cart', { items: [item(OPENING, a.profile.uuid)] })).status).toBe(200);
    at(-1_000);
    const checkout = await a.client.post('/api/cart/checkout');
    expect(checkout.status).toBe(409);
    expect(checkout.body.message).toBe(NOT_YET);
  } finally {
    server.clock.offset = 0;
    await a.client.delete('/api/cart');
  }
});

it('at the moment itself sign-up opens, and the stock answer no longer counts down', async () => {
  at(0);
  const b = await server.parent('Bert');
  try {
    expect((await b.client.post('/api/cart', { items: [item(OPENING, b.profile.uuid)] })).status).toBe(200);
    expect((await b.client.post('/api/cart/checkout')).status).toBe(200);
    expect((await server.client().get(`/api/events/${OPENING}/stock`)).body.data).toEqual({ stock: 39, waiting_list: true });
  } finally {
    server.clock.offset = 0;
  }
});

it('the CMS gives salesOpenAt to the pages', async () => {
  const cms = await server.client().post('/graphql', { query: '{ event(slug: "opent-2027") { salesOpenAt } }' });
  expect(cms.body.data.event.salesOpenAt).toBe(OPENS);
});
