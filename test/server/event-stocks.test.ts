// GET /api/events/stock (docs/rules.md "Event list"): the places of many events in one call, over real
// HTTP: what it answers, held places, a CDN may keep the anonymous answer, any site may read it
// without credentials, and bad input is a 422 in Dutch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, item, startServer, type TestServer } from './helpers';

const TWO = 'aaaaaaaa-0000-4000-8000-000000000072';
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    events: (events) => [
      ...events,
      { ...events[0], id: '972', external_id: TWO, slug: 'twee-plaatsen-2027', title: 'Twee plaatsen', initial_stock: 2 },
    ],
  });
});
afterAll(() => server.close());

const stocks = (query = '') => server.client().get(`/api/events/stock${query}`);

describe('GET /api/events/stock', () => {
  it('gives every upcoming event with its places, by start date, and no ended event', async () => {
    const r = await stocks();
    expect(r.status).toBe(200);
    const uuids = r.body.data.map((e: { uuid: string }) => e.uuid);
    // by start date: hockey (29 March), keeper (10 April), zwemkamp (12 July), zomer (19 July), tennis (2 August), multisport (16 October)
    expect(uuids.slice(0, 6)).toEqual([
      EVENTS.hockeyPasen2027,
      EVENTS.keeperVoorjaar2027,
      EVENTS.zwemkamp2027,
      EVENTS.zomer2027,
      TWO,
      EVENTS.tennis2027,
    ]);
    expect(uuids).toContain(EVENTS.multisport2027);
    expect(uuids).not.toContain(EVENTS.herfst2026);
    const byUuid = new Map(r.body.data.map((e: { uuid: string }) => [e.uuid, e]));
    expect(byUuid.get(EVENTS.hockeyPasen2027)).toEqual({ uuid: EVENTS.hockeyPasen2027, stock: 0, waiting_list: true });
    expect(byUuid.get(EVENTS.keeperVoorjaar2027)).toEqual({ uuid: EVENTS.keeperVoorjaar2027, stock: 3, waiting_list: true });
  });

  it('gives the events asked for, in the order asked, each as the single call answers it; unknown ones are left out', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const r = await stocks(`?uuids=${EVENTS.tennis2027},${unknown},${EVENTS.herfst2026},${EVENTS.keeperVoorjaar2027}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((e: { uuid: string }) => e.uuid)).toEqual([EVENTS.tennis2027, EVENTS.herfst2026, EVENTS.keeperVoorjaar2027]);
    for (const entry of r.body.data) {
      const single = await server.client().get(`/api/events/${entry.uuid}/stock`);
      expect({ uuid: entry.uuid, ...single.body.data }).toEqual(entry);
    }
    expect((await stocks('?uuids=')).body.data).toEqual([]);
  });

  it('counts places held in a cart as taken for others and as free for the parent who holds them', async () => {
    const parent = await server.parent('Hanna');
    expect((await parent.client.post('/api/cart', { items: [item(TWO, parent.profile.uuid)] })).status).toBe(200);
    const anonymous = await stocks(`?uuids=${TWO}`);
    expect(anonymous.body.data).toEqual([{ uuid: TWO, stock: 1, waiting_list: true }]);
    const own = await parent.client.get(`/api/events/stock?uuids=${TWO}`);
    expect(own.body.data).toEqual([{ uuid: TWO, stock: 2, waiting_list: true }]);
    // the parent's own count is never shared through a cache
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    await parent.client.delete('/api/cart');
  });

  it('lets a CDN keep the anonymous answer a few seconds, and answers any site without credentials', async () => {
    const r = await server.client().request('GET', '/api/events/stock', { headers: { origin: 'https://www.club-elders.test' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(r.headers.get('cache-control')).toBe('public, max-age=5');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses uuids that are not uuids, and more than 100 at once, with a 422 in Dutch that no cache keeps', async () => {
    const bad = await stocks('?uuids=abc,<script>');
    const invalid = 'Geef de evenementen als uuids, gescheiden door komma’s (letters, cijfers, - en _).';
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: invalid, errors: { uuids: [invalid] } });
    expect(bad.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const many = Array.from({ length: 101 }, (_, i) => `e${i}`).join(',');
    const tooMany = await stocks(`?uuids=${many}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Vraag de plekken van hoogstens 100 evenementen tegelijk op.');
  });
});
