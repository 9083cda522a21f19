// The demo site's routes (spec §2 "Routes"): every route and alias renders the template with its
// element, marketing pages and 404s, page titles; and what every page holds (frame, navigation, footer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $router, routeInfo, type RouteName } from '../../shared/router';
import { expectContains } from '../support/expect';
import { createDemoSite, get, removeDemoSite } from './site-fixture';

beforeAll(createDemoSite);
afterAll(removeDemoSite);

const WIDGET_TAGS = ['sport-account', 'sport-order', 'sport-gift-card', 'sport-staff'] as const;

// spec §2 "Routes", every route and alias, with the element its template holds
const WIDGET_ROUTES: [string, (typeof WIDGET_TAGS)[number]][] = [
  ['/account', 'sport-account'],
  ['/account/login', 'sport-account'],
  ['/account/register', 'sport-account'],
  ['/account/forgot-password', 'sport-account'],
  ['/account/forgot-password?token=abc&email=ouder%40example.nl', 'sport-account'],
  ['/account/set-password', 'sport-account'],
  ['/account/set-password?token=abc&email=ouder%40example.nl', 'sport-account'],
  ['/account/gegevens', 'sport-account'],
  ['/account/profiles', 'sport-account'],
  ['/account/profiles/5f0c3a0e-8d2b-4c7e-9a51-0f6b7d1e2c34', 'sport-account'],
  ['/order/zomerkamp', 'sport-order'],
  ['/order/zomerkamp/extras', 'sport-order'],
  ['/order/zomerkamp/summary', 'sport-order'],
  ['/succes', 'sport-order'],
  ['/succes?order=5f0c3a0e-8d2b-4c7e-9a51-0f6b7d1e2c34', 'sport-order'],
  ['/success', 'sport-order'],
  ['/failed', 'sport-order'],
  ['/mislukt', 'sport-order'],
  ['/cadeaubon', 'sport-gift-card'],
  ['/cadeaubon/summary', 'sport-gift-card'],
  ['/cadeaubon/succes', 'sport-gift-card'],
  ['/cadeaubon/succes?giftcard=abc', 'sport-gift-card'],
  ['/cadeaubon/mislukt', 'sport-gift-card'],
  ['/beheer', 'sport-staff'],
  ['/beheer/evenementen/de9a7b5e-52df-41d4-9474-cde4ad35960e', 'sport-staff'],
  ['/beheer/evenementen/de9a7b5e-52df-41d4-9474-cde4ad35960e/aanwezig', 'sport-staff'],
  ['/beheer/bestellingen', 'sport-staff'],
  ['/beheer/trainers', 'sport-staff'],
  ['/beheer/logboek', 'sport-staff'],
];

const MARKETING_ROUTES = [
  '/',
  '/evenementen',
  '/evenementen/zomerkamp',
  '/evenementen/volle-clinic',
  '/evenementen/herfstkamp-2026',
  '/algemene-voorwaarden',
  '/privacy',
  '/privacybeleid',
  '/veelgestelde-vragen',
];

const NOT_FOUND_ROUTES = [
  '/404',
  '/bestaat-niet',
  '/evenementen/onbekend',
  '/order/zomerkamp/onbekend',
  '/account/profiles/a/b',
  '/cadeaubon/anders',
  '/evenementen/%E0%A4%A',
];

describe('routes', () => {
  it.each(WIDGET_ROUTES)('%s renders the template with <%s>', (path, tag) => {
    const page = get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<${tag}>`);
    expect(page.html).toContain(`</${tag}>`);
    for (const other of WIDGET_TAGS.filter((t) => t !== tag)) expect(page.html).not.toContain(`<${other}`);
  });

  it.each(MARKETING_ROUTES)('%s renders with status 200', (path) => {
    const page = get(path);
    expect(page.status).toBe(200);
    for (const tag of WIDGET_TAGS) expect(page.html).not.toContain(`<${tag}`);
  });

  it.each(NOT_FOUND_ROUTES)('%s answers 404 with the 404 page', (path) => {
    const page = get(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Deze pagina bestaat niet (meer)');
    expect(page.html).toContain('href="/evenementen"');
  });

  it("treats a trailing slash and letter case as the widgets' router does", () => {
    expect(get('/evenementen/').status).toBe(200);
    expect(get('/account/login/').html).toContain('<sport-account>');
    expect(get('/Account/Login').html).toContain('<title>Inloggen | Sportkamp Vooruit</title>');
  });

  it("renders every route the widgets' router knows inside the template of its group", () => {
    const sample: Record<string, string> = { uuid: '5f0c3a0e-8d2b-4c7e-9a51-0f6b7d1e2c34', slug: 'zomerkamp' };
    const tagOf = { account: 'sport-account', order: 'sport-order', giftCard: 'sport-gift-card', staff: 'sport-staff' } as const;
    for (const [name, pattern] of $router.routes) {
      const path = pattern.source
        .replace(/^\^/, '')
        .replace(/\$$/, '')
        .replace(/\(\?<(\w+)>[^)]*\)/g, (_m, param: string) => sample[param] ?? 'x')
        .replace(/\\\//g, '/');
      const page = get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(`<${tagOf[routeInfo[name as RouteName].group]}>`);
    }
  });

  it.each([
    ['/account/login', 'Inloggen'],
    ['/account/forgot-password', 'Wachtwoord vergeten'],
    ['/account/set-password?token=abc', 'Nieuw wachtwoord instellen'],
    ['/order/zomerkamp/extras', 'Extra’s kiezen – Zomerkamp'],
    ['/cadeaubon', 'Cadeaubon'],
    ['/evenementen/zomerkamp', 'Zomerkamp'],
    ['/404', 'Pagina niet gevonden'],
  ])('titles the page %s after the route: %s', (path, title) => {
    expect(get(path).html).toContain(`<title>${title} | Sportkamp Vooruit</title>`);
  });
});

describe('every page', () => {
  const all = [...WIDGET_ROUTES.map(([path]) => path), ...MARKETING_ROUTES, ...NOT_FOUND_ROUTES];

  it.each(all)('%s has the document frame, the bundle and the skip link', (path) => {
    const { html: page } = get(path);
    expect(page.startsWith('<!doctype html>\n<html lang="nl">')).toBe(true);
    expect(page).toMatch(/<title>[^<]+\| Sportkamp Vooruit<\/title>|<title>Sportkamp Vooruit – [^<]+<\/title>/);
    expectContains(page, [
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<link rel="stylesheet" href="/assets/site.css">',
      '<link rel="stylesheet" href="/dist/widgets.css">',
      '<script type="module" src="/dist/widgets.js"></script>',
      '<meta name="sport-shop:api" content="/api">',
      '<meta name="sport-shop:graphql" content="/graphql">',
      '<a class="skip-link" href="#inhoud">Naar de inhoud</a>',
      '<main id="inhoud"',
    ]);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('holds a working navigation inside <sport-navigation> before the script runs', () => {
    const page = get('/evenementen').html;
    const nav = page.slice(page.indexOf('<sport-navigation>'), page.indexOf('</sport-navigation>'));
    expectContains(nav, [
      'aria-label="Hoofdmenu"',
      'Sportkamp Vooruit',
      'href="/">Home</a>',
      'href="/evenementen" aria-current="page">Evenementen</a>',
      'href="/cadeaubon">Cadeaubon</a>',
    ]);
    expect(nav).toMatch(/<a class="site-nav__account" href="\/account">.*<span>Account<\/span><\/a>/);
  });

  it('shows the CMS footer links and socials, without unsafe URLs', () => {
    const page = get('/').html;
    const foot = page.slice(page.indexOf('<footer'));
    expect(foot).toContain('<h2 id="footer-navigation-title" class="site-footer__title">Handige links</h2>');
    expect(foot).toContain('<a href="/evenementen">Evenementen</a>');
    expect(foot).not.toContain('javascript:');
    expectContains(foot, [
      'href="https://www.instagram.com/voorbeeld"',
      '<span>Instagram</span>',
      'href="/algemene-voorwaarden"',
      'href="/privacybeleid"',
    ]);
  });
});
