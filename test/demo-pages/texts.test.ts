import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createSite } from '../../demo-pages/site';
import { CANCELLATION_POLICY } from '../../demo-pages/templates/static-pages';

// One consistent set of demo texts, on the demo site's own content
// (demo-pages/content/), as a parent reads it.
const site = createSite();
const page = (path: string) => site.renderPage(new URL(path, 'http://localhost:3000')).html;
/** the visible text of a page's <main>, tags removed and entities of quotes undone */
const text = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html)
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, ' ');

const PAGES = [
  '/',
  '/evenementen',
  '/evenementen/voetbalkamp-zomer-2027',
  '/veelgestelde-vragen',
  '/algemene-voorwaarden',
  '/privacy',
  '/cadeaubon',
  '/account',
  '/404',
];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

describe('demo texts', () => {
  it.each(PAGES)('%s: every e-mail address is a mailto link to itself', (path) => {
    const html = page(path);
    const withoutLinks = html.replace(/<a href="mailto:([^"]+)">\1<\/a>/g, '');
    expect(withoutLinks.match(EMAIL) ?? []).toEqual([]);
    // the footer has the contact address on every page
    expect(html).toContain('<a href="mailto:info@sportkampvooruit.example">info@sportkampvooruit.example</a>');
  });

  it('the terms and the privacy statement carry a version date in the past and no demo remark', () => {
    for (const path of ['/algemene-voorwaarden', '/privacy']) {
      const body = text(page(path));
      const version = /Versie (\d{1,2}) (\w+) (\d{4})/.exec(body);
      expect(version, path).not.toBeNull();
      const months = [
        'januari',
        'februari',
        'maart',
        'april',
        'mei',
        'juni',
        'juli',
        'augustus',
        'september',
        'oktober',
        'november',
        'december',
      ];
      const date = new Date(Number(version![3]), months.indexOf(version![2]!), Number(version![1]));
      expect(date.getTime()).toBeLessThanOrEqual(new Date(2026, 10, 23).getTime());
      expect(body).not.toMatch(/demonstratie|demo-?tekst/i);
    }
  });

  it('the FAQ and the terms say the same about cancelling, also after four weeks', () => {
    const terms = text(page('/algemene-voorwaarden'));
    const faq = text(page('/veelgestelde-vragen'));
    expect(terms).toContain(CANCELLATION_POLICY);
    expect(faq).toContain(CANCELLATION_POLICY);
    // the old FAQ said nothing comes back after four weeks, the terms half
    expect(faq).not.toMatch(/niet meer terugbetalen/);
    const orderFlow = readFileSync(new URL('../../demo-pages/content/order-flow.json', import.meta.url), 'utf8');
    expect(orderFlow).toContain(
      'Tot vier weken voor de start annuleer je kosteloos; daarna krijg je tot een week voor de start de helft terug.',
    );
  });

  it('the terms give the gift card the validity the shop gives it (one year)', () => {
    const terms = text(page('/algemene-voorwaarden'));
    expect(terms).toContain('Een cadeaubon is een jaar geldig');
    expect(terms).not.toMatch(/twee jaar/);
    const flow = readFileSync(new URL('../../demo-pages/content/gift-card-flow.json', import.meta.url), 'utf8');
    expect(flow).toContain('een jaar geldig');
  });

  it("money on the demo pages is in the one Dutch format, except the spec's literal labels", () => {
    const home = text(page('/'));
    expect(home).toContain('Verkrijgbaar van €\u00a025,00 tot €\u00a0275,00');
    for (const path of PAGES) {
      const body = text(page(path)).replace(/EUR \d+(?:,\d{2})? per kind/g, ''); // spec §9 'EUR {price} per kind'
      expect(body, path).not.toMatch(/€\s?\d+,-|€\d|EUR\s?\d|\d+\.\d{2}\s?euro/);
    }
  });

  it('one brand name: Sportkamp Vooruit, no other', () => {
    for (const path of PAGES) {
      const html = page(path);
      expect(html).toContain('Sportkamp Vooruit');
      expect(html, path).not.toMatch(/sportkampenteam|Sportkampen BV|Sportkamp Voorbeeld/i);
    }
  });
});

describe("'Bekijk de foto's'", () => {
  const events = JSON.parse(readFileSync(new URL('../../demo-pages/content/events.json', import.meta.url), 'utf8')) as Array<{
    photoAndVideoEnvironment: string | null;
  }>;
  const targets = events.map((e) => e.photoAndVideoEnvironment).filter((t): t is string => !!t);
  it.each(targets)('the dashboard link %s lands on a photo section', (target) => {
    const [path, hash] = target.split('#');
    expect(hash).toBe('fotos');
    expect(page(path!)).toContain('id="fotos"');
  });
});
