import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, startServer, type TestServer, type AnyJson } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function gql(query: string, variables?: object) {
  const r = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: r.status, body: (await r.json()) as AnyJson };
}

const WIDTHS = [375, 750, 1200, 1500, 1920, 2400];

describe('GraphQL CMS', () => {
  it('event(slug) answers every contract field, with derived ended/eventFinished', async () => {
    const { status, body } = await gql(
      `query($slug: String!) { event(slug: $slug) {
      id external_id title subtitle slug url startDate endDate endDateLocal location participantsAge price free_shirt initial_stock
      shirtTitle shirtPrice shirtImage { url } eventFinished ended photoAndVideoEnvironment labels { ended sold_out sign_up } description
      image { alt sources { width url } } } }`,
      { slug: 'voetbalkamp-zomer-2027' },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.event).toMatchObject({
      external_id: EVENTS.zomer2027,
      slug: 'voetbalkamp-zomer-2027',
      url: '/evenementen/voetbalkamp-zomer-2027',
      price: 189,
      shirtPrice: 24.95,
      free_shirt: false,
      initial_stock: 40,
      ended: false,
      eventFinished: null,
      endDateLocal: '2027-07-23T16:00:00',
      labels: { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' },
    });
    expect(body.data.event.image.sources.map((s: AnyJson) => s.width)).toEqual(WIDTHS);
    const past = await gql('{ event(slug: "herfstkamp-2026") { ended eventFinished photoAndVideoEnvironment } }');
    expect(past.body.data.event).toEqual({
      ended: true,
      eventFinished: '2026-10-23T14:00:00.000Z',
      photoAndVideoEnvironment: '/evenementen/herfstkamp-2026#fotos',
    });
    expect((await gql('{ event(slug: "bestaat-niet") { id } }')).body.data.event).toBeNull();
  });

  it('eventsByExternalIds answers the asked events in one query; events lists all', async () => {
    const { body } = await gql('query($ids: [String!]!) { eventsByExternalIds(ids: $ids) { external_id } events { external_id ended } }', {
      ids: [EVENTS.herfst2026, EVENTS.zomer2027, 'onbekend'],
    });
    expect(body.data.eventsByExternalIds.map((e: AnyJson) => e.external_id).sort()).toEqual([EVENTS.herfst2026, EVENTS.zomer2027].sort());
    expect(body.data.events.length).toBeGreaterThanOrEqual(6);
    expect(body.data.events.some((e: AnyJson) => e.ended)).toBe(true);
  });

  it('answers the flows, socials, footer, FAQ, slider media and videos', async () => {
    const { body } = await gql(`{
      orderFlow { headerImage { alt sources { width url } } textCards { blockTitle blockText } textSucces { blockTitle underText } textFailed { blockTitle } }
      giftCardFlow { headerImage { sources { width } } headerContent { blockTitle blockSubTitle } giftcardOptions { amount } textCards { blockTitle } textSucces { blockTitle } textFailed { blockTitle } }
      socials { socialUrl fontAwesomeIcon label }
      footerNavigation { footerTitle footerLinks { footerLink { title url } } }
      faqItems { id question answer }
      sliderMedia { id type title image { sources { url } } }
      videos { id title poster { alt } }
    }`);
    expect(body.errors).toBeUndefined();
    const d = body.data;
    expect(d.orderFlow.headerImage.sources.map((s: AnyJson) => s.width)).toEqual(WIDTHS);
    expect(d.orderFlow.textCards.length).toBeGreaterThan(0);
    expect(d.orderFlow.textSucces.underText).toMatch(/<p>/);
    expect(d.giftCardFlow.giftcardOptions).toEqual([25, 50, 100, 175, 275].map((amount) => ({ amount })));
    expect(d.giftCardFlow.headerContent.blockTitle).toBe('Cadeaubon');
    expect(d.socials[0]).toMatchObject({ fontAwesomeIcon: expect.stringMatching(/^fa-/) });
    expect(d.footerNavigation.footerLinks[0].footerLink).toEqual({ title: 'Evenementen', url: '/evenementen' });
    expect(d.faqItems.length).toBeGreaterThan(3);
    expect(d.sliderMedia.length).toBeGreaterThan(1);
    expect(d.videos.length).toBeGreaterThan(0);
  });

  it('works over GET too', async () => {
    const r = await fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent('{ socials { label } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as AnyJson).data.socials.length).toBeGreaterThan(0);
  });

  it('answers a bad query with GraphQL errors, not a 500', async () => {
    const r = await gql('{ nope }');
    // 400 under graphql-response+json; 200 when graphql-http sees our GraphQLError as foreign (vitest
    // loads two copies of graphql). Either way: errors, no data, no 500.
    expect([200, 400]).toContain(r.status);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].message).toMatch(/nope/);
  });
});

describe('GraphQL limits', () => {
  const refused = (r: { status: number; body: AnyJson }, message: RegExp) => {
    expect([200, 400]).toContain(r.status);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].message).toMatch(message);
  };

  it('answers the standard introspection query', async () => {
    const r = await gql(getIntrospectionQuery());
    expect(r.status).toBe(200);
    expect(r.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses a query deeper than 20 levels', async () => {
    const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } } } } }`;
    refused(await gql(deep), /too deep/);
  });

  it('refuses more than 300 fields, also when they hide in fragments', async () => {
    const aliases = `{ ${Array.from({ length: 301 }, (_, i) => `a${i}: socials { label }`).join(' ')} }`;
    refused(await gql(aliases), /too many fields/);
    // four fragments that each ask for events with the same 80-field fragment: 324 fields
    const nested = `{ ...A ...B ...C ...D }
      fragment A on Query { a: events { ...E } } fragment B on Query { b: events { ...E } }
      fragment C on Query { c: events { ...E } } fragment D on Query { d: events { ...E } }
      fragment E on Event { ${Array.from({ length: 80 }, (_, i) => `t${i}: title`).join(' ')} }`;
    refused(await gql(nested), /too many fields/);
  });

  it('refuses a query of more than 2000 tokens, over POST and over GET', async () => {
    const long = `{ socials { ${'label '.repeat(2100)}} }`;
    refused(await gql(long), /2000 tokens/);
    // over GET a shorter text (the URL must stay under Node's 16 KB header limit): fields named a
    const short = `{ socials { ${'a '.repeat(2100)}} }`;
    const r = await fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent(short)}`, { headers: { accept: 'application/json' } });
    expect(r.status).toBeLessThan(500);
    expect(((await r.json()) as AnyJson).errors[0].message).toMatch(/2000 tokens/);
  });

  it('refuses a body over 100 KB with 413', async () => {
    const r = await gql(`{ socials { label } } # ${'x'.repeat(110 * 1024)}`);
    expect(r.status).toBe(413);
  });
});

describe('files and pages', () => {
  it('serves /assets with the right content type, ignoring ?w=', async () => {
    const r = await fetch(`${server.baseUrl}/assets/img/header-order.svg?w=750`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toMatch(/^<svg/);
  });

  it('does not leave the folder, and 404s unknown files', async () => {
    expect((await fetch(`${server.baseUrl}/assets/..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/assets/img/nope.svg`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dist/nope.js`)).status).toBe(404);
  });

  it('renders other GETs as pages revalidated on every visit, without starting a session (issues 13 #3, 15)', async () => {
    const r = await fetch(`${server.baseUrl}/account/login`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.headers.get('cache-control')).toBe('private, no-cache'); // revalidated by ETag
    expect(r.headers.getSetCookie()).toEqual([]);
    expect((await fetch(`${server.baseUrl}/404`)).status).toBe(404);
  });

  it('GET /api/openapi.json documents every endpoint', async () => {
    const r = await fetch(`${server.baseUrl}/api/openapi.json`);
    const doc = (await r.json()) as AnyJson;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/login', '/api/cart/checkout', '/api/gift-card', '/api/payments/webhook', '/api/orders/{uuid}'])
      expect(doc.paths[path]).toBeDefined();
  });
});
