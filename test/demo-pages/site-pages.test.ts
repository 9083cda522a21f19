// The demo site's home and event pages from the CMS content: events with Dutch dates and prices, FAQ
// items, slides, the gift-card teaser, and the sign-up block for open, sold-out and ended events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContains } from '../support/expect';
import { WIDTHS, createDemoSite, get, removeDemoSite } from './site-fixture';

beforeAll(createDemoSite);
afterAll(removeDemoSite);

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
