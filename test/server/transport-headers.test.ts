// HSTS with an https BASE_URL (or left to the proxy with HSTS=off), and POST /graphql with a body that
// is not JSON answered as the API answers errors: JSON with a Dutch message (docs/rules.md "§8 Error catalogue").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings';
import { startServer, type TestServer } from './helpers';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('Strict-Transport-Security', () => {
  let https: TestServer;
  let proxied: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    [https, proxied, plain] = await Promise.all([startServer(), startServer({ hsts: false }), startServer()]);
    // the address the shop is reached at (the tests speak plain HTTP to it, as a proxy in front would)
    https.shop.setBaseUrl('https://shop.example.nl');
    proxied.shop.setBaseUrl('https://shop.example.nl');
  });
  afterAll(() => Promise.all([https, proxied, plain].map((s) => s.close())));

  it('is on every answer of a shop whose BASE_URL is https: API, GraphQL, pages, errors', async () => {
    const c = https.client();
    for (const reply of [
      await c.get('/api/csrf-cookie'),
      await c.post('/graphql', { query: '{ events { id } }' }),
      await c.get('/evenementen'),
      await c.get('/api/bestaat-niet'),
    ])
      expect(reply.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is left to the proxy with HSTS=off, and never sent for an http BASE_URL', async () => {
    expect((await proxied.client().get('/api/csrf-cookie')).headers.get('strict-transport-security')).toBeNull();
    expect((await plain.client().get('/api/csrf-cookie')).headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS=off in the environment is the option that turns it off; anything else keeps it', () => {
    expect(readSettings({ HSTS: 'off' }).options.hsts).toBe(false);
    expect(readSettings({}).options.hsts).toBe(true);
    expect(readSettings({ HSTS: 'on' }).options.hsts).toBe(true);
  });
});

describe('POST /graphql that is not JSON', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const query = JSON.stringify({ query: '{ events { id } }' });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/graphql'])('%s: 415 with a Dutch JSON message', async (type) => {
    const reply = await server.client().request('POST', '/graphql', { body: query, headers: { 'content-type': type } });
    expect(reply.status).toBe(415);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.body).toEqual({ message: 'Stuur je GraphQL-vraag als JSON, met de header Content-Type: application/json.' });
  });

  it('an Accept without JSON: 406 with a Dutch JSON message; JSON itself still works', async () => {
    const c = server.client();
    const html = await c.request('POST', '/graphql', { body: query, headers: { 'content-type': 'application/json', accept: 'text/html' } });
    expect(html.status).toBe(406);
    expect(html.body).toEqual({ message: 'Vraag het GraphQL-antwoord als JSON op, met de header Accept: application/json.' });
    const ok = await c.request('POST', '/graphql', { body: query, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.events.length).toBeGreaterThan(0);
  });
});
