// The event list's server-rendered content as the catalogue writes it (docs/rules.md "Event list"): the
// current events as a plain list of links with dates and prices, the element's own parts and classes.
import { describe, expect, it } from 'vitest';
import { Content } from '../../server/content/content';
import { eventListElement } from '../../demo-pages/templates/event-list';
import { declaration } from '../../widgets/sport-event-list/declaration';
import { renderPage } from '../../demo-pages/site';

const content = new Content();
const NOW = Date.parse('2026-11-27T12:00:00+01:00');

describe('the event list’s content', () => {
  it('lists the upcoming events by date, each with a link to its order page, its date and its price; no ended event', () => {
    const html = eventListElement(content.siteEvents(), { filters: true }, NOW);
    expect(html).toMatch(/^<sport-event-list filters="true">/);
    const items = html.split('<li class="event-list__item">').slice(1);
    const title = (item: string) =>
      /<h3 class="event-list__title"><a class="event-list__link" href="([^"]+)">([^<]+)<\/a><\/h3>/.exec(item);
    expect(items.map((item) => title(item)?.[2])).toEqual([
      'Hockeyclinic Pasen 2027',
      'Keeperstraining Voorjaar 2027',
      'Zwemkamp Zomer 2027',
      'Voetbalkamp Zomer 2027',
      'Tennisweek Zomer 2027',
      'Multisportdag Herfst 2027',
    ]);
    const keeper = items[1]!;
    expect(title(keeper)?.[1]).toBe('/order/keeperstraining-voorjaar-2027');
    expect(keeper).toContain('<p class="event-list__facts">10 april 2027 · 9 t/m 14 jaar · Sportcentrum Het Hoge Land, Amersfoort</p>');
    expect(keeper).toContain('<p class="event-list__price">EUR 45 per kind</p>');
    // never sold out on an unknown: the page cannot know the places, so every event may be signed up for
    expect(items.map((item) => /<a class="event-list__button[^"]*" href="[^"]+">([^<]+)<\/a>/.exec(item)?.[1])).toEqual(
      Array(6).fill('Inschrijven'),
    );
  });

  it('writes the editor’s attributes on the element and chooses the events by them', () => {
    const html = eventListElement(content.siteEvents(), { sport: 'Voetbal', limit: 1 }, NOW);
    expect(html).toMatch(/^<sport-event-list sport="Voetbal" limit="1">/);
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(html).toContain('Keeperstraining Voorjaar 2027');
  });

  it('is what the declaration’s example holds, so the manifest shows the element’s real content', () => {
    const two = content.siteEvents().filter((e) => ['keeperstraining-voorjaar-2027', 'tennisweek-zomer-2027'].includes(e.slug));
    expect(eventListElement(two, { filters: true }, NOW)).toBe(declaration.example);
  });

  it('stands in the catalogue with the current events, the shop’s addresses filled in', () => {
    const { html } = renderPage(new URL('/elementen', 'http://localhost'));
    const section = html.slice(html.indexOf('<section class="catalogue-element" id="sport-event-list"'));
    const snippet = section.slice(section.indexOf('<copy-snippet'), section.indexOf('</copy-snippet>'));
    expect(snippet).toContain('href=&quot;http://localhost/order/tennisweek-zomer-2027&quot;');
    const live = section.slice(section.indexOf('catalogue-example__inline'), section.indexOf('</sport-event-list>'));
    expect(live.match(/<li class="event-list__item">/g)).toHaveLength(6);
  });
});
