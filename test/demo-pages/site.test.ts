import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, renderPage } from '../../demo-pages/site';
import { sanitizeHtml } from '../../demo-pages/lib/sanitize';
import { escapeHtml, html } from '../../demo-pages/lib/html';
import { $router, routeInfo, type RouteName } from '../../shared/router';
import { expectContains } from '../support/expect';

const WIDTHS = [375, 750, 1200, 1500, 1920, 2400];
const image = (name: string, alt = 'Foto') => ({
  alt,
  sources: WIDTHS.map((width) => ({ width, url: `/assets/img/${name}.svg?w=${width}` })),
});
const labels = { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' };

const EVIL = '<script>alert("x")</script>';

const events = [
  {
    id: '1',
    external_id: 'uuid-open',
    title: 'Zomerkamp',
    subtitle: 'Vijf dagen sport',
    slug: 'zomerkamp',
    // midnight in Amsterdam is 22:00 UTC the day before: the page must show the 14th (spec §4 "Event dates")
    startDate: '2027-07-13T22:00:00Z',
    endDate: '2027-07-16T16:00:00+02:00',
    location: 'Sportpark Noord, Utrecht',
    participantsAge: '7 t/m 12 jaar',
    price: 189,
    free_shirt: true,
    initial_stock: 20,
    ended: false,
    labels,
    description: '<p>Elke dag <strong>sport</strong>.</p><img src=x onerror="alert(1)"><script>steal()</script>',
    image: image('zomerkamp', 'Kinderen op het veld'),
  },
  {
    id: '2',
    external_id: 'uuid-sold-out',
    title: 'Volle clinic',
    subtitle: '',
    slug: 'volle-clinic',
    startDate: '2027-03-29T10:00:00+02:00',
    endDate: '2027-03-29T14:00:00+02:00',
    location: 'Zeist',
    participantsAge: '6 t/m 11 jaar',
    price: 39.5,
    free_shirt: false,
    initial_stock: 0,
    ended: false,
    labels: { ...labels, sold_out: 'Helaas vol' },
    description: '',
    image: image('clinic'),
  },
  {
    id: '3',
    external_id: 'uuid-ended',
    title: 'Herfstkamp 2026',
    subtitle: '',
    slug: 'herfstkamp-2026',
    startDate: '2026-10-19T09:00:00+02:00',
    endDate: '2026-10-23T16:00:00+02:00',
    location: 'Amersfoort',
    participantsAge: '8 t/m 14 jaar',
    price: 169,
    free_shirt: false,
    initial_stock: 40,
    ended: true,
    labels: { ...labels, ended: 'Dit kamp is voorbij' },
    description: '',
    image: null,
  },
  {
    id: '4',
    external_id: 'uuid-"><b>',
    title: `Kamp ${EVIL} & Co`,
    subtitle: '<img src=x onerror=alert(1)>',
    slug: 'gevaarlijk"kamp',
    startDate: '2027-08-02T09:30:00+02:00',
    endDate: '2027-08-02T15:30:00+02:00',
    location: '<b>Nergens</b>',
    participantsAge: '',
    price: 10,
    free_shirt: false,
    initial_stock: 5,
    ended: false,
    labels: { ...labels, sign_up: `Doe mee ${EVIL}` },
    description: '',
    image: null,
  },
];

const faq = [
  { id: '1', question: 'Wat neem ik mee?', answer: '<p>Sportkleding en een <a href="/evenementen">bidon</a>.</p>' },
  { id: '2', question: `Vraag ${EVIL}`, answer: '<p onclick="evil()">Antwoord</p><a href="javascript:alert(1)">klik</a>' },
];

const footer = {
  footerTitle: 'Handige links',
  footerLinks: [
    { footerLink: { title: 'Evenementen', url: '/evenementen' } },
    { footerLink: { title: `Fout ${EVIL}`, url: 'javascript:alert(1)' } },
  ],
};

const socials = [{ socialUrl: 'https://www.instagram.com/voorbeeld', fontAwesomeIcon: 'fa-brands fa-instagram', label: 'Instagram' }];

const media = {
  sliderMedia: [
    { id: '1', title: 'Training', text: 'Veel balcontact.', image: image('slide-1', 'Kinderen trainen') },
    { id: '2', title: 'Toernooi', text: 'Op vrijdag.', image: image('slide-2', 'Een toernooi') },
  ],
};

let dir: string;
let site: ReturnType<typeof createSite>;

function write(name: string, value: unknown) {
  writeFileSync(join(dir, name), JSON.stringify(value));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-pages-'));
  write('events.json', events);
  write('faq.json', faq);
  write('footer.json', footer);
  write('socials.json', socials);
  write('media.json', media);
  write('gift-card-flow.json', { giftcardOptions: [{ amount: 20 }, { amount: 300 }] });
  site = createSite({ contentDir: dir });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => site.renderPage(new URL(path, 'http://localhost:3000'));

const WIDGET_TAGS = ['sport-account', 'sport-order', 'sport-gift-card'] as const;

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
    const tagOf = { account: 'sport-account', order: 'sport-order', giftCard: 'sport-gift-card' } as const;
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

describe('home page', () => {
  const page = () => get('/').html;

  it('lists upcoming events with their Dutch date, place, age and price', () => {
    const home = page();
    expectContains(home, [
      'href="/evenementen/zomerkamp">Zomerkamp</a>',
      '14 t/m 16 juli 2027',
      'Sportpark Noord, Utrecht',
      '7 t/m 12 jaar',
      'EUR 189 per kind',
      'EUR 39,50 per kind',
    ]);
    expect(home).not.toContain('Herfstkamp 2026');
  });

  it('renders FAQ items that open and close without script', () => {
    const home = page();
    expect(home).toMatch(
      /<sport-faq-item faq-id="1">\s*<details class="faq-item" id="faq-1">\s*<summary class="faq-item__question"><h3 class="faq-item__title">Wat neem ik mee\?<\/h3><\/summary>\s*<div class="faq-item__answer"><p>Sportkleding en een <a href="\/evenementen">bidon<\/a>\.<\/p><\/div>/,
    );
  });

  it('renders the slides inside <sport-slider>', () => {
    const home = page();
    const slider = home.slice(home.indexOf('<sport-slider'), home.indexOf('</sport-slider>'));
    expect(slider).toContain('<sport-slider bullets="true" custom-padding="true" autoplay="false">');
    expect(slider.match(/<div class="slide">/g)).toHaveLength(2);
    expect(slider).toContain('alt="Kinderen trainen"');
    expect(slider).toContain('<strong>Toernooi</strong>');
  });

  it('teases the gift card with the CMS amounts', () => {
    const home = page();
    expect(home).toContain('href="/cadeaubon">Bestel een cadeaubon</a>');
    expect(home).toContain('van €\u00a020,00 tot €\u00a0300,00');
  });
});

describe('event page', () => {
  const signUp = (slug: string) => {
    const page = get(`/evenementen/${encodeURIComponent(slug)}`).html;
    return page.slice(page.indexOf('<sport-event-signup'), page.indexOf('</sport-event-signup>'));
  };

  it('shows title, subtitle, date, place, age, description and a responsive header image', () => {
    const page = get('/evenementen/zomerkamp').html;
    expectContains(page, [
      '<h1 class="event__title">Zomerkamp</h1>',
      'Vijf dagen sport',
      '14 t/m 16 juli 2027',
      'Sportpark Noord, Utrecht',
      '7 t/m 12 jaar',
      '<p>Elke dag <strong>sport</strong>.</p>',
      'Inclusief gratis kampshirt',
    ]);
    const img = page.match(/<img class="event-hero__image"[^>]*>/)?.[0] ?? '';
    for (const width of WIDTHS) expect(img).toContain(`/assets/img/zomerkamp.svg?w=${width} ${width}w`);
    expect(img).toContain('sizes="100vw"');
    expect(img).toContain('alt="Kinderen op het veld"');
  });

  it('links an open event to the order page', () => {
    const block = signUp('zomerkamp');
    expect(block).toContain('<sport-event-signup event-uuid="uuid-open" slug="zomerkamp" ended="false">');
    expect(block).toContain('EUR 189 per kind');
    // the CMS labels for the element, which reads them instead of querying the CMS
    expect(block).toContain('data-label-sign-up="Inschrijven"');
    expect(block).toMatch(/<a class="[^"]*event-signup__button" href="\/order\/zomerkamp">Inschrijven<\/a>/);
    expect(block).not.toContain('disabled');
  });

  it('disables the button with the sold-out label when no stock is left', () => {
    const block = signUp('volle-clinic');
    expect(block).toContain('EUR 39,50 per kind');
    expect(block).toMatch(/<button type="button" class="[^"]*event-signup__button" disabled>Helaas vol<\/button>/);
    expect(block).not.toContain('href="/order/');
  });

  it('invites to make an account only on the page of an open event, not a sold-out or finished one', () => {
    expect(get('/evenementen/zomerkamp').html).toContain('Nog geen account?');
    expect(get('/evenementen/volle-clinic').html).not.toContain('Nog geen account?');
    expect(get('/evenementen/herfstkamp-2026').html).not.toContain('Nog geen account?');
  });

  it('marks a sold-out event in the list of upcoming events without script', () => {
    for (const path of ['/', '/evenementen']) {
      const page = get(path).html;
      const card =
        page
          .slice(page.indexOf('<article class="event-card'), page.length)
          .split('</article>')
          .find((c) => c.includes('Volle clinic')) ?? '';
      expect(card).toContain('Helaas vol');
      expect(card).toContain('event-card--closed');
    }
  });

  it('disables the button with the ended label when the event is over', () => {
    const block = signUp('herfstkamp-2026');
    expect(block).toMatch(/<button type="button" class="[^"]*event-signup__button" disabled>Dit kamp is voorbij<\/button>/);
    expect(block).toContain('ended="true"');
    expect(block).toContain('data-label-ended="Dit kamp is voorbij"');
    expect(block).not.toContain('href="/order/');
  });

  it('places a sign-up block in every card of the events list', () => {
    const page = get('/evenementen').html;
    const cards = page.match(/<article class="event-card/g) ?? [];
    expect(cards.length).toBeGreaterThan(1);
    expect(page.match(/<sport-event-signup /g)).toHaveLength(cards.length);
    expect(page).toContain('<sport-event-signup event-uuid="uuid-open" slug="zomerkamp" ended="false">');
  });
});

describe('escaping', () => {
  it('escapes CMS text in elements and attributes', () => {
    const page = get(`/evenementen/${encodeURIComponent('gevaarlijk"kamp')}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('<b>Nergens');
    expect(page.html).toContain('Kamp &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(page.html).toContain('&lt;b&gt;Nergens&lt;/b&gt;');
    expect(page.html).toContain('event-uuid="uuid-&quot;&gt;&lt;b&gt;" slug="gevaarlijk&quot;kamp"');
    expect(page.html).toContain('href="/order/gevaarlijk%22kamp">Doe mee &lt;script&gt;');
  });

  it('escapes CMS text on the home page and in the footer', () => {
    const page = get('/').html;
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('Vraag &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('strips script and event handlers from CMS HTML', () => {
    const event = get('/evenementen/zomerkamp').html;
    expect(event).not.toContain('steal()');
    expect(event).not.toContain('onerror');
    const home = get('/').html;
    expect(home).not.toContain('onclick');
    expect(home).not.toContain('javascript:');
    expect(home).toContain('<p>Antwoord</p><a>klik</a>');
  });

  it('escapeHtml and html escape what they interpolate', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<', html`<br>`]}${null}${false}${3}</p>`.toString()).toBe('<p><b>&lt;i&gt;</b>&lt;<br>3</p>');
  });

  it.each([
    ['<p>Hallo <strong>daar</strong></p>', '<p>Hallo <strong>daar</strong></p>'],
    ['<ul><li>een</li><li>twee</ul>', '<ul><li>een</li><li>twee</li></ul>'],
    ['<p>open', '<p>open</p>'],
    ['</div></main><p>x</p>', '<p>x</p>'],
    [
      '<a href="https://example.nl" target="_blank" onclick="x()">a</a>',
      '<a href="https://example.nl" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="jav&#x61;script:alert(1)">a</a>', '<a>a</a>'],
    ['<a href=" javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<style>body{}</style><iframe src="x"></iframe><!-- <script> -->ok', 'ok'],
    ['<script>a()', ''],
    ['<img src="/assets/img/a.svg" alt="A" onload="x()">', '<img src="/assets/img/a.svg" alt="A">'],
    ['<p title="x">1 < 2 > 0</p>', '<p>1 &lt; 2 &gt; 0</p>'],
  ])('sanitizeHtml keeps the allowed markup and balances tags: %s', (input, output) => {
    expect(sanitizeHtml(input).value).toBe(output);
  });
});

describe('content files', () => {
  it('renders pages when the content folder is missing', () => {
    const empty = createSite({ contentDir: join(dir, 'bestaat-niet') });
    const home = empty.renderPage(new URL('http://localhost/'));
    expect(home.status).toBe(200);
    expect(home.html).toContain('Er staan op dit moment geen evenementen gepland.');
    expect(empty.renderPage(new URL('http://localhost/evenementen/zomerkamp')).status).toBe(404);
    expect(empty.renderPage(new URL('http://localhost/account')).status).toBe(200);
  });

  it('reads a content file again after it changes', () => {
    const own = mkdtempSync(join(tmpdir(), 'demo-pages-change-'));
    try {
      const local = createSite({ contentDir: own });
      writeFileSync(join(own, 'events.json'), JSON.stringify([{ ...events[0], title: 'Eerste titel' }]));
      expect(local.renderPage(new URL('http://localhost/evenementen/zomerkamp')).html).toContain('Eerste titel');
      writeFileSync(join(own, 'events.json'), JSON.stringify([{ ...events[0], title: 'Tweede, langere titel' }]));
      expect(local.renderPage(new URL('http://localhost/evenementen/zomerkamp')).html).toContain('Tweede, langere titel');
      writeFileSync(join(own, 'events.json'), '{ kapot');
      expect(local.renderPage(new URL('http://localhost/evenementen/zomerkamp')).status).toBe(404);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('renders every event of the shipped demo content', () => {
    const home = renderPage(new URL('http://localhost/'));
    expect(home.status).toBe(200);
    const slugs = [...home.html.matchAll(/href="\/evenementen\/([^"]+)"/g)].map((m) => m[1]);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const page = renderPage(new URL(`http://localhost/evenementen/${slug}`));
      expect(page.status, slug).toBe(200);
      expect(page.html).toContain('<sport-event-signup event-uuid="');
    }
  });
});
