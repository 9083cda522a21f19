// @vitest-environment happy-dom
// The editor's one-line hints (shared/contract/setup-hints.ts): each set-up mistake names its problem
// and its fix in the console, once, and a page that is set up right says nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkShop, forgetSetupCheck, tell, watchCsp } from '../../shared/setup-check';
import { setupHintList, setupHints } from '../../shared/contract/setup-hints';
import { http } from '../../shared/http';

const SHOP = 'https://shop.sportkamp.nl';
let answer: (url: string) => Response | Promise<Response>;
let errors: string[];

beforeEach(() => {
  document.head.innerHTML = `<meta name="sport-shop:api" content="${SHOP}/api">`;
  forgetSetupCheck();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(input instanceof Request ? input.url : String(input))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const check = (allowed: boolean) => json({ data: { origin: location.origin, allowed } });

describe('the set-up check', () => {
  it('names a site the shop does not list, with ALLOWED_ORIGINS, when a logged-in element needs the session', async () => {
    answer = () => check(false);
    expect(await checkShop(true)).toBe('originNotAllowed');
    expect(errors).toEqual([
      `sport-shop: de shop op ${SHOP} staat deze site (${location.origin}) niet toe. Vraag de shop om ${location.origin} aan ALLOWED_ORIGINS toe te voegen.`,
    ]);
  });

  it('says nothing about the list for the anonymous elements, nor when the site is listed', async () => {
    answer = () => check(false);
    expect(await checkShop(false)).toBeNull();
    forgetSetupCheck();
    answer = () => check(true);
    expect(await checkShop(true)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('names an API address that is not the shop (an HTML 404 page), with the meta tag to fix', async () => {
    answer = () => new Response('<h1>Pagina niet gevonden</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    expect(await checkShop(false)).toBe('apiWrong');
    expect(errors).toEqual([setupHints.apiWrong(`${SHOP}/api`, 404)]);
    expect(errors[0]).toContain('<meta name="sport-shop:api"');
  });

  it('names a shop that does not answer at all', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await checkShop(false)).toBe('shopUnreachable');
    expect(errors).toEqual([
      `sport-shop: de shop op ${SHOP}/api is niet bereikbaar. Controleer het adres van de shop in de twee regels in je <head> (en in <meta name="sport-shop:api"> als je die hebt).`,
    ]);
  });

  it('names the CSP rule that blocks the shop, and only for the shop’s addresses', () => {
    watchCsp([SHOP]);
    for (const [uri, directive] of [
      [`${SHOP}/api/events/x/stock`, 'connect-src'],
      ['https://ads.example.com/x.js', 'script-src'],
    ]) {
      const event = new Event('securitypolicyviolation');
      Object.assign(event, { blockedURI: uri, effectiveDirective: directive });
      document.dispatchEvent(event);
    }
    expect(errors).toEqual([
      `sport-shop: de Content-Security-Policy van deze site blokkeert ${SHOP} (connect-src). Zet ${SHOP} bij connect-src in de CSP-regel van je site.`,
    ]);
  });

  it('a call the CSP refuses gets the CSP line alone, though the browser reports the refusal after the call failed', async () => {
    watchCsp([SHOP]);
    answer = (url) => {
      // as Chromium: the fetch rejects at once, the violation event comes a task later
      setTimeout(() => {
        const event = new Event('securitypolicyviolation');
        Object.assign(event, { blockedURI: url, effectiveDirective: 'connect-src' });
        document.dispatchEvent(event);
      }, 5);
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    expect(await checkShop(false)).toBeNull();
    expect(errors).toEqual([setupHints.cspBlocked(SHOP, 'connect-src')]);
  });

  it('writes each line once per page', () => {
    tell('sport-shop: een regel.');
    tell('sport-shop: een regel.');
    expect(errors).toEqual(['sport-shop: een regel.']);
  });

  it('runs when a call of the widgets gets a page instead of the shop’s JSON, and the call still fails', async () => {
    answer = (url) =>
      url.endsWith('/embed-check')
        ? new Response('nee', { status: 404, headers: { 'content-type': 'text/html' } })
        : new Response('<html></html>', { status: 404, headers: { 'content-type': 'text/html' } });
    await expect(http().get('user').json()).rejects.toThrow();
    await vi.waitFor(() => expect(errors).toEqual([setupHints.apiWrong(`${SHOP}/api`, 404)]));
  });

  it('gives the guide the same sentences', () => {
    const list = setupHintList(SHOP, 'https://www.club.nl');
    expect(list.map((item) => item.line)).toContain(setupHints.originNotAllowed(SHOP, 'https://www.club.nl'));
    expect(list.every((item) => item.line.startsWith('sport-shop: ') && item.line.endsWith('.'))).toBe(true);
  });
});
