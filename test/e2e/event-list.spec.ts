import { createServer } from 'node:http';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { headSnippet } from '../../demo-pages/lib/snippets';
import { expectAccessible } from './helpers';
import { listen, type ClubServer } from './club-server';
import { HOSTILE_THEME } from './foreign-page';
import { layoutShiftsSoFar, observeLayoutShifts } from './layout-shift';
import { shopPort } from './machine';
import { thirdPartyBlockedBrowser } from './third-party-blocked';

// <sport-event-list> (docs/rules.md "Event list") on a club page of ANOTHER registrable domain
// (www.club-lijst.test, mapped to this machine), in a Chromium profile that blocks third-party cookies:
// the page holds only the guide's two head lines and the list exactly as the catalogue writes it for the
// editor to copy. Bare and under a hostile CMS theme, at 375 and 1280 px: the live list with its places
// from ONE stock request, the visitor's filters in the address, axe clean, no layout shift on mount.
// With a wrong API address every event keeps a working 'Inschrijven' and none says 'Vol'.

const shop = `http://localhost:${shopPort}`;
let club: ClubServer;
let context: BrowserContext;
let browser: Awaited<ReturnType<typeof thirdPartyBlockedBrowser>> | undefined;

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The list's snippet as the catalogue offers it to copy (the shop's addresses already filled in). */
async function catalogueSnippet(element = 'sport-event-list'): Promise<string> {
  const page = await (await fetch(`${shop}/elementen`)).text();
  const section = page.slice(page.indexOf(`id="${element}"`));
  const code = /<copy-snippet[^>]*><pre class="catalogue-code"><code>([\s\S]*?)<\/code>/.exec(section)?.[1];
  if (!code) throw new Error(`the catalogue offers no snippet for <${element}>`);
  return unescape(code);
}

function clubPage(snippet: string, options: { hostile: boolean; wrongApi: boolean }): string {
  // a wrong API address as an editor may type it; the CMS is still found beside the script
  const meta = options.wrongApi ? `\n  <meta name="sport-shop:api" content="http://localhost:9/api">` : '';
  const theme = options.hostile ? `\n  <style>${HOSTILE_THEME}</style>` : '';
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kampen – Hockeyclub De Lijst</title>
  ${headSnippet(shop)}${meta}${theme}
  <style>body { margin: 0; font-family: system-ui, sans-serif; color: #172033; } main { max-width: 1160px; margin: 0 auto; padding: 1rem 20px; }</style>
</head>
<body>
  <main>
    <h1>Onze kampen en trainingen</h1>
    ${snippet}
    <p class="after">Vragen? Mail de club.</p>
  </main>
</body>
</html>`;
}

test.beforeAll(async () => {
  const snippet = await catalogueSnippet();
  // beside the list on the page with the wrong address: the sign-up block, which must keep its link too
  const signup = await catalogueSnippet('sport-event-signup');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/kampen' && url.pathname !== '/verkeerd') return void res.writeHead(404).end();
    const wrongApi = url.pathname === '/verkeerd';
    const html = clubPage(wrongApi ? `${snippet}\n${signup}` : snippet, {
      hostile: url.searchParams.get('thema') === 'vijandig',
      wrongApi,
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  club = await listen(server, 0, 'www.club-lijst.test');
  browser = await thirdPartyBlockedBrowser('event-list', '*.club-lijst.test');
  context = browser.context;
});
test.afterAll(async () => {
  await browser?.close();
  await club?.close();
});

/** Opens a club page; counts the stock requests it makes (only the batch call may come, once). */
async function open(path: string, width: number): Promise<{ page: Page; stockCalls: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 740 : 860 });
  const stockCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/events\/(.+\/)?stock/.test(request.url())) stockCalls.push(request.url());
  });
  await observeLayoutShifts(page);
  await page.goto(club.origin + path);
  return { page, stockCalls };
}

const list = (page: Page) => page.locator('sport-event-list').getByRole('list', { name: 'Evenementen' });
const item = (page: Page, title: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

/** The live places of an event as the shop says them now (other specs may have booked some). */
async function placesNote(uuid: string): Promise<RegExp> {
  const stock = ((await (await fetch(`${shop}/api/events/${uuid}/stock`)).json()) as { data: { stock: number } }).data.stock;
  return stock <= 0
    ? /Vol – zet je op de wachtlijst/
    : stock === 1
      ? /Nog 1 plek/
      : stock <= 5
        ? new RegExp(`Nog ${stock} plekken`)
        : /^(?!.*Nog \d)/;
}

async function expectLiveList(page: Page, stockCalls: string[]): Promise<void> {
  // the places arrive: the sold-out clinic links to its waiting list on the shop's order page
  const hockey = item(page, 'Hockeyclinic Pasen 2027');
  await expect(hockey.getByRole('link', { name: 'Vol – zet je op de wachtlijst' })).toHaveAttribute(
    'href',
    `${shop}/order/hockeyclinic-pasen-2027`,
  );
  await expect(item(page, 'Keeperstraining Voorjaar 2027')).toContainText(await placesNote('9bb778c9-7454-4a36-bfbb-6763700c3211'));
  await expect(item(page, 'Tennisweek Zomer 2027').getByRole('link', { name: 'Inschrijven' })).toHaveAttribute(
    'href',
    `${shop}/order/tennisweek-zomer-2027`,
  );
  await expect(list(page).getByRole('listitem')).toHaveCount(6);
  expect(stockCalls, 'one stock request for the whole list').toEqual([`${shop}/api/events/stock`]);
  const { cls, shifts } = await layoutShiftsSoFar(page);
  expect(cls, `layout shift while the list mounts: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.01);
}

test('on a bare club page at 375 and 1280 px: the live list, its places from one request, filters kept in a link to share', async () => {
  const { page, stockCalls } = await open('/kampen', 375);
  await expectLiveList(page, stockCalls);
  await expectAccessible(page);

  // the visitor filters by sport: the address keeps it and the count is announced
  await page.getByRole('search', { name: 'Filter de evenementen' }).getByLabel('Sport').selectOption('Tennis');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveText('1 evenement');
  await expect(page).toHaveURL(`${club.origin}/kampen?sport=Tennis`);

  // the shared address opens the same list, again with one stock request
  const shared = await open('/kampen?sport=Tennis', 375);
  await expect(shared.page.getByLabel('Sport')).toHaveValue('Tennis');
  await expect(list(shared.page).getByRole('listitem')).toHaveCount(1);
  await expect(item(shared.page, 'Tennisweek Zomer 2027').getByRole('link', { name: 'Inschrijven' })).toBeVisible();
  expect(shared.stockCalls).toHaveLength(1);
  // the same page at 1280 px: cards side by side, still clean
  await shared.page.setViewportSize({ width: 1280, height: 860 });
  await expectAccessible(shared.page);
  await shared.page.close();
  await page.close();
});

test('under a hostile CMS theme at 1280 and 375 px: cards keep their looks, the age filter, an empty result and "Alle evenementen"', async () => {
  const { page, stockCalls } = await open('/kampen?thema=vijandig', 1280);
  await expectLiveList(page, stockCalls);
  // the theme's `img { height: 300px; border: 4px solid }` does not reach the cards' images (3:2, no border)
  const image = await list(page).locator('img').first().boundingBox();
  expect(Math.abs(image!.height - (image!.width * 2) / 3)).toBeLessThan(2);
  // and its `ul { list-style: disc }` leaves no bullets
  expect(await list(page).evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('none');
  await expectAccessible(page);
  // and on a phone under the same theme
  await page.setViewportSize({ width: 375, height: 740 });
  const narrow = await list(page).locator('img').first().boundingBox();
  expect(Math.abs(narrow!.height - (narrow!.width * 2) / 3)).toBeLessThan(2);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 860 });

  const filters = page.getByRole('search', { name: 'Filter de evenementen' });
  await filters.getByLabel('Leeftijd kind').selectOption('13');
  await expect(list(page).getByRole('heading')).toHaveText(['Keeperstraining Voorjaar 2027', 'Tennisweek Zomer 2027']);
  await filters.getByLabel('Sport').selectOption('Hockey');
  await expect(page.getByText('Er zijn geen evenementen die hierbij passen.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('0 evenementen');
  await expect(page).toHaveURL(`${club.origin}/kampen?thema=vijandig&leeftijd=13&sport=Hockey`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Alle evenementen' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(6);
  await expect(page).toHaveURL(`${club.origin}/kampen?thema=vijandig`);
  expect(stockCalls).toHaveLength(1);
  await page.close();
});

test('with a wrong API address every event keeps a working "Inschrijven" and none says "Vol"', async () => {
  const { page, stockCalls } = await open('/verkeerd', 1280);
  // the CMS still answers (it is found beside the script): the live list is drawn, the places are unknown
  await expect(page.getByRole('search', { name: 'Filter de evenementen' })).toBeVisible();
  await expect.poll(() => stockCalls.length).toBe(1);
  await expect(list(page).getByRole('link', { name: 'Inschrijven' })).toHaveCount(6);
  // the sign-up block below it, once near the screen, asks its own places (in vain) and keeps the server's
  // own link to the shop's order page, not one worked out from the typo
  const block = page.locator('sport-event-signup');
  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => stockCalls.length).toBe(2);
  await expect(block.getByRole('link')).toHaveAttribute('href', new RegExp(`^${shop}/order/`));
  await expect(block).not.toContainText(/Vol|Uitverkocht/);
  await expect(page.locator('sport-event-list')).not.toContainText(/Vol|Uitverkocht|Nog \d/);
  expect(await page.locator('sport-event-list button:disabled, sport-event-signup button:disabled').count()).toBe(0);
  const { cls, shifts } = await layoutShiftsSoFar(page);
  expect(cls, shifts.join('; ')).toBeLessThanOrEqual(0.01);
  // the link works: the shop's own order page (first its login, a first-party page there)
  await item(page, 'Hockeyclinic Pasen 2027').getByRole('link', { name: 'Inschrijven' }).click();
  await expect(page).toHaveURL(`${shop}/account/login`, { timeout: 20_000 });
  await page.close();
});
