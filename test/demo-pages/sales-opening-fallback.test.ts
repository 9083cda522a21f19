// The sign-up block the server renders before (and without) the script follows the sales opening
// (docs/rules.md "Sales opening"): before the CMS's salesOpenAt it says from when, with the button
// disabled; from the moment on it links to the order page as always.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createSite } from '../../demo-pages/site';
import { events } from './site-fixture';

const dir = mkdtempSync(join(tmpdir(), 'demo-pages-opening-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'events.json'),
  JSON.stringify([
    { ...events[0], id: '11', external_id: 'uuid-later', slug: 'later', title: 'Later kamp', salesOpenAt: '2099-03-01T19:00:00Z' },
    { ...events[0], id: '12', external_id: 'uuid-opened', slug: 'geopend', title: 'Geopend kamp', salesOpenAt: '2020-03-01T19:00:00Z' },
  ]),
);
const site = createSite({ contentDir: dir });
const page = (path: string) => site.renderPage(new URL(path, 'http://localhost:3000')).html;
const blocks = (html: string) =>
  html
    .split('<sport-event-signup')
    .slice(1)
    .map((b) => b.slice(0, b.indexOf('</sport-event-signup>')));

it('before the opening the block says from when, with the button disabled, on the event page and in the list', () => {
  for (const block of [blocks(page('/evenementen/later'))[0], blocks(page('/evenementen'))[0]]) {
    expect(block).toContain('event-uuid="uuid-later"');
    expect(block).toContain('EUR 189 per kind');
    expect(block).toMatch(/<button type="button" class="[^"]*event-signup__button" disabled>Inschrijven<\/button>/);
    expect(block).toContain('<p class="event-signup__opens">Inschrijven kan vanaf zondag 1 maart, 20:00</p>');
    expect(block).not.toContain('href="/order/');
  }
});

it('once the moment has passed the block links to the order page and says nothing about an opening', () => {
  const block = blocks(page('/evenementen/geopend'))[0];
  expect(block).toMatch(/<a class="[^"]*event-signup__button" href="\/order\/geopend">Inschrijven<\/a>/);
  expect(block).not.toContain('Inschrijven kan vanaf');
  expect(block).not.toContain('disabled');
});
