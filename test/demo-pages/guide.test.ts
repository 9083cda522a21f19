// /elementen's guide for editors ("Zo zet je de shop op je eigen site"): what the page renders, read as
// a document. The shop's real address in every snippet, a ready sign-up block per current event, the
// console's set-up hints word for word, developer terms only under "Voor ontwikkelaars", and the theme
// table's colours as the bundle defines them.
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../demo-pages/site';
import { setupHintList, setupHints } from '../../shared/contract/setup-hints';
import { readTheme } from '../../demo-pages/lib/declarations';

const SHOP = 'https://shop.deelders.nl';
// a parser of its own: the happy-dom environment would also give the server code a browser's import.meta
const parser = new new Window().DOMParser();
const parse = (markup: string) => parser.parseFromString(markup, 'text/html') as unknown as Document;
const doc = parse(renderPage(new URL('http://127.0.0.1:3000/elementen'), SHOP).html);
const guide = doc.querySelector('#eigen-site')!;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** events.json as the CMS gives it: the guide must list the ones not ended, no others. */
const rawEvents = (
  JSON.parse(readFileSync(new URL('../../demo-pages/content/events.json', import.meta.url), 'utf8')) as {
    external_id: string;
    slug: string;
    title: string;
    ended: boolean;
    initial_stock: number;
  }[]
).filter((e) => e.title);

describe('/elementen: the guide for editors', () => {
  it('fills the shop’s own address into the head snippet, the request’s origin when the server names none', () => {
    expect(text(guide.querySelector('h2'))).toBe('Zo zet je de shop op je eigen site');
    const head = guide.querySelector('copy-snippet[data-label="het script en de stylesheet"] code')!.textContent;
    expect(head).toBe(
      `<link rel="stylesheet" href="${SHOP}/dist/widgets.css">\n<script type="module" src="${SHOP}/dist/widgets.js"></script>`,
    );
    expect(doc.documentElement.outerHTML).not.toContain('shop.example.nl');

    const local = parse(renderPage(new URL('http://localhost:3100/elementen')).html);
    expect(local.querySelector('#eigen-site copy-snippet code')!.textContent).toContain('src="http://localhost:3100/dist/widgets.js"');
  });

  it('walks through the steps: head, pages, sign-up blocks, what to ask, the CSP line, the check', () => {
    expect([...guide.querySelectorAll('.guide-steps > li > h3')].map(text)).toEqual([
      'Zet twee regels in de kop van je site',
      'Maak gewone pagina’s',
      'Plak het inschrijfblok van je evenement',
      'Moet de shop iets aanzetten?',
      'Heeft je site een Content-Security-Policy?',
      'Kijk of het werkt',
    ]);
    expect(text(guide)).toContain('Vaste pagina’s zijn genoeg.');
    expect(text(guide)).toContain('Pagina’s om in te loggen, te bestellen of te betalen maak je niet');
    expect(text(guide)).toContain(
      'Inloggen en bestellen werken op je eigen pagina’s alleen als je site en de shop hetzelfde domein delen (zoals www.jouwclub.nl en shop.jouwclub.nl); op elke andere site doet de ouder dat op de pagina’s van de shop.',
    );
    expect(text(guide)).toContain(
      'Voor het inschrijfblok, de evenementenlijst, de vragen, de slider, de video en de navigatie niet: die werken op elke site.',
    );
    // one list instead of a block per event, linked to its place in the catalogue
    expect(guide.querySelector('a[href="#sport-event-list"]')?.textContent).toBe('Evenementenlijst');
    // the back office is same-site only (docs/rules.md "Back office")
    expect(text(guide.querySelector('details#voor-ontwikkelaars'))).toContain(
      `<sport-staff> werkt alleen op hetzelfde domein als de shop: op de eigen pagina’s van de shop (${SHOP}/beheer)`,
    );
    expect(guide.querySelector('copy-snippet[data-label="de regel voor de Content-Security-Policy"] code')!.textContent).toBe(
      `script-src 'self' ${SHOP}; style-src 'self' ${SHOP}; connect-src 'self' ${SHOP}; img-src 'self' ${SHOP}; media-src 'self' ${SHOP}`,
    );
    expect(text(guide)).toContain(
      'Staat daar geen regel die begint met sport-shop: en heeft de slider zijn knoppen Vorige en Volgende, dan is alles goed.',
    );
  });

  it('says what an editor sees when the script never loads (no sport-shop: line at all) and what to check', () => {
    const silent = text(guide.querySelector('#geen-regel')?.parentElement);
    expect(text(guide.querySelector('#geen-regel'))).toBe(
      'Geen enkele regel met sport-shop:, en de slider heeft geen knoppen Vorige en Volgende?',
    );
    expect(silent).toContain(`Open ${SHOP}/dist/widgets.js in een nieuw tabblad.`);
    expect(silent).toContain(`Zet ${SHOP} achter script-src in de CSP-regel van je site`);
    expect(guide.querySelector('a[href="#geen-regel"]')).not.toBeNull();
  });

  it('offers first a block of an event with places, not a sold-out one', () => {
    const first = text(guide.querySelector('.guide-events > li h4'));
    const event = rawEvents.find((e) => e.title === first)!;
    expect(event.initial_stock, first).toBeGreaterThan(0);
    expect(
      rawEvents.some((e) => !e.ended && e.initial_stock === 0),
      'the demo has a sold-out event to put last',
    ).toBe(true);
  });

  it('has one ready sign-up block per current event, its uuid and the shop’s order page filled in', () => {
    const items = [...guide.querySelectorAll('.guide-events > li')];
    const current = rawEvents.filter((e) => !e.ended);
    expect(current.length).toBeGreaterThanOrEqual(2);
    expect(items).toHaveLength(current.length);
    for (const event of current) {
      const item = items.find((li) => text(li.querySelector('h4')) === event.title);
      expect(item, event.title).toBeDefined();
      const button = item!.querySelector('copy-snippet')!;
      expect(button.getAttribute('data-label')).toBe(`het inschrijfblok van ${event.title}`);
      const snippet = parse(button.querySelector('code')!.textContent!);
      const block = snippet.querySelector('sport-event-signup')!;
      expect(block.getAttribute('event-uuid')).toBe(event.external_id);
      expect(block.getAttribute('slug')).toBe(event.slug);
      expect(block.getAttribute('ended')).toBe('false');
      const link = snippet.querySelector('a.event-signup__button');
      // a sold-out event's block has no link, only its label; an open one links to the shop's order page
      if (link) expect(link.getAttribute('href')).toBe(`${SHOP}/order/${event.slug}`);
    }
    for (const ended of rawEvents.filter((e) => e.ended)) expect(text(guide)).not.toContain(ended.external_id);
  });

  it('lists under "Werkt het niet?" exactly the console’s set-up hints', () => {
    const trouble = guide.querySelector('.guide-trouble')!;
    expect(text(trouble.querySelector('h3'))).toBe('Werkt het niet?');
    const lines = [...trouble.querySelectorAll('dd code')].map((c) => c.textContent);
    expect(lines).toEqual(setupHintList(SHOP, 'https://www.jouwclub.nl').map((h) => h.line));
    expect(lines).toContain(setupHints.originNotAllowed(SHOP, 'https://www.jouwclub.nl'));
    expect(lines).toContain(setupHints.cspBlocked(SHOP, 'script-src'));
    expect(lines).toContain(setupHints.shopUnreachable(`${SHOP}/api`));
  });

  it('keeps developer terms under "Voor ontwikkelaars"; the editor’s text speaks plain Dutch', () => {
    const fold = guide.querySelector('details#voor-ontwikkelaars')!;
    expect(fold.hasAttribute('open')).toBe(false);
    expect(text(fold.querySelector('summary'))).toBe('Voor ontwikkelaars');
    for (const term of ['CORS', 'SameSite', 'CSRF', 'uuid', 'slug', 'WebVTT', 'ALLOWED_ORIGINS']) expect(text(fold), term).toContain(term);

    const plain = guide.cloneNode(true) as Element;
    for (const hidden of plain.querySelectorAll('details, copy-snippet, .guide-trouble dd')) hidden.remove();
    expect(text(plain)).not.toMatch(/uuid|slug|CORS|SameSite|CSRF|WebVTT|aria-label|external_id|credentials|origin/i);
    expect(text(plain)).toMatch(/\bje\b/);

    // every element's attribute table and fallback classes sit in its own fold
    for (const section of doc.querySelectorAll('section.catalogue-element')) {
      const table = section.querySelector('table');
      if (table) expect(table.closest('details.catalogue-dev'), section.id).not.toBeNull();
      expect(text(section.querySelector('details.catalogue-dev > summary'))).toBe('Voor ontwikkelaars: attributen en inhoud vooraf');
    }
  });

  it('gives every element’s snippet the shop’s addresses, so images and links work on the editor’s site', () => {
    const slider = doc.querySelector('section#sport-slider copy-snippet code')!.textContent!;
    expect(slider).toContain(`src="${SHOP}/assets/img/`);
    expect(slider).not.toMatch(/(src|href)="\/(?!\/)/);
  });

  it('keeps the navigation snippet’s brand and links on the editor’s own site; only the account goes to the shop', () => {
    const nav = parse(doc.querySelector('section#sport-navigation copy-snippet code')!.textContent!);
    const href = (selector: string) => nav.querySelector(selector)!.getAttribute('href');
    expect(href('.site-nav__brand')).toBe('/');
    expect(href('.site-nav__link[href$="evenementen"]')).toBe('/evenementen');
    expect(href('.site-nav__account')).toBe(`${SHOP}/account`);
    // the gift card is bought on the shop's pages: the editor's site has none
    expect(href('.site-nav__link[href$="cadeaubon"]')).toBe(`${SHOP}/cadeaubon`);
  });

  it('shows the colours the bundle defines (shared/ui/styles.css, the source of widgets.css) with a swatch, and starts the try-it form there', () => {
    const theme = readTheme();
    const rows = [...doc.querySelectorAll('section#huisstijl tbody tr')];
    expect(rows).toHaveLength(theme.length);
    for (const p of theme.filter((t) => t.default.startsWith('#'))) {
      const row = rows.find((r) => text(r.querySelector('th')) === p.name)!;
      expect(row.querySelector('svg.catalogue-swatch rect')!.getAttribute('fill'), p.name).toBe(p.default);
      expect(text(row.querySelector('td[data-label="Standaard"]'))).toBe(p.default);
    }
    const value = (name: string) => doc.querySelector(`theme-editor input[name="${name}"]`)!.getAttribute('value');
    expect(value('--sport-color-primary')).toBe(theme.find((p) => p.name === '--sport-color-primary')!.default);
    expect(`${value('--sport-radius')}px`).toBe(theme.find((p) => p.name === '--sport-radius')!.default);
  });
});
