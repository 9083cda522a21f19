import { createServer } from 'node:http';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cspLine, forOwnSite, headSnippet, scriptAddress } from '../../demo-pages/lib/snippets';
import { setupHints } from '../../shared/contract/setup-hints';
import { CSP_REPORT_WAIT_MS } from '../../shared/setup-check';
import { declaration as navigation } from '../../widgets/sport-navigation/declaration';
import { declaration as signup } from '../../widgets/sport-event-signup/declaration';
import { declaration as faq } from '../../widgets/sport-faq-item/declaration';
import { declaration as slider } from '../../widgets/sport-slider/declaration';
import { declaration as video } from '../../widgets/sport-video/declaration';
import { listen, type ClubServer } from './club-server';
import { HOSTILE_THEME } from './foreign-page';
import { shopPort } from './machine';
import { thirdPartyBlockedBrowser } from './third-party-blocked';

// The mistakes an editor makes with the catalogue's guide (demo-pages/templates/guide.ts, "Werkt het
// niet?") and what they then see, on a club's site of ANOTHER registrable domain (www.club-fouten.test,
// not in ALLOWED_ORIGINS) in a Chromium profile that blocks third-party cookies: the guide's head lines,
// its CSP line and the catalogue's snippets as the editor copies them (demo-pages/lib/snippets.ts), once
// with a mistake in the head or the policy, once right under a CMS theme of generic rules.

const shop = `http://localhost:${shopPort}`;
const GUIDE_CSP = `default-src 'self'; ${cspLine(shop)}`;
const blocks = [navigation, signup, faq, slider, video].map((d) => forOwnSite(d.example, shop)).join('\n');

/** Each page of the club: its head lines and its site's policy. */
const PAGES: Record<string, { head: string; csp: string }> = {
  '/': { head: headSnippet(shop), csp: GUIDE_CSP },
  // a typo in the script's address (widget.js): the shop answers 404 and the loader never runs
  '/script-verkeerd': { head: headSnippet(shop).replace('widgets.js', 'widget.js'), csp: '' },
  // a policy that lists the shop everywhere but under script-src
  '/script-geblokkeerd': { head: headSnippet(shop), csp: GUIDE_CSP.replace(`script-src 'self' ${shop}`, "script-src 'self'") },
  // …and one without it under connect-src: the script runs, its calls are refused
  '/connect-geblokkeerd': { head: headSnippet(shop), csp: GUIDE_CSP.replace(`connect-src 'self' ${shop}`, "connect-src 'self'") },
};

function startClub(): Promise<ClubServer> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // the theme's generic rules, and the reset of many CMS themes that sets every element's padding to 0
    const css = `${HOSTILE_THEME}\n* { margin: 0; padding: 0; }`;
    if (url.pathname === '/thema.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end(css);
    const page = PAGES[url.pathname];
    if (!page) return void res.writeHead(204).end(); // the favicon: no console error of the club's own
    const theme = url.searchParams.get('thema') === 'vijandig' ? '\n<link rel="stylesheet" href="/thema.css">' : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) })
      .end(`<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hockeyclub De Fout</title>
${page.head}${theme}
</head><body>${blocks}</body></html>`);
  });
  return listen(server, 0, 'www.club-fouten.test');
}

let club: ClubServer;
let context: BrowserContext;
let browser: Awaited<ReturnType<typeof thirdPartyBlockedBrowser>> | undefined;

test.beforeAll(async () => {
  club = await startClub();
  browser = await thirdPartyBlockedBrowser('editor-mistakes', '*.club-fouten.test');
  context = browser.context;
});
test.afterAll(async () => {
  await browser?.close();
  await club?.close();
});

/** What the editor reads in the console: every error, the shop's lines, and every CSP refusal as the page hears it. */
async function openConsole(page: Page): Promise<{ errors: string[]; shopLines: string[]; refusals: () => Promise<string[]> }> {
  const errors: string[] = [];
  const shopLines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.text().startsWith('sport-shop:')) shopLines.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { refusals: string[] }).refusals = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return { errors, shopLines, refusals: () => page.evaluate(() => (window as unknown as { refusals: string[] }).refusals) };
}

test('a wrong script address or a CSP that blocks script-src: no sport-shop: line at all, and the guide says what to check', async () => {
  const page = await context.newPage();
  const seen = await openConsole(page);
  for (const path of ['/script-verkeerd', '/script-geblokkeerd']) {
    await page.goto(club.origin + path, { waitUntil: 'networkidle' });
    // the blocks keep their own content: the sign-up link works, the slider has no buttons of the element's
    await expect(page.locator('sport-event-signup').getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', /\/order\//);
    await expect(page.locator('sport-slider').getByRole('button', { name: 'Volgende' })).toHaveCount(0);
  }
  expect(seen.shopLines, 'the loader never ran, so it could not speak').toEqual([]);
  expect(seen.errors.some((e) => /Content Security Policy/.test(e) && e.includes('script-src'))).toBe(true);

  // the guide names both checks: the script's address to open in a tab (which shows code), and script-src
  await page.goto(`${shop}/elementen`);
  const silent = page.locator('.guide-trouble').filter({ has: page.locator('#geen-regel') });
  await expect(page.locator('#geen-regel')).toContainText('Geen enkele regel met sport-shop:');
  await expect(silent).toContainText(`Open ${scriptAddress(shop)} in een nieuw tabblad.`);
  await expect(silent).toContainText(`Zet ${shop} achter script-src`);
  const tab = await page.request.get(scriptAddress(shop));
  expect([tab.status(), tab.headers()['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
  expect((await page.request.get(scriptAddress(shop).replace('widgets.js', 'widget.js'))).status()).toBe(404);
  await page.close();
});

test('a CSP that blocks only connect-src gets one hint, the CSP one, not first a wrong "niet bereikbaar"', async () => {
  const page = await context.newPage();
  const seen = await openConsole(page);
  await page.goto(club.origin + '/connect-geblokkeerd');
  await expect.poll(() => seen.shopLines.length).toBeGreaterThan(0);
  await page.waitForTimeout(CSP_REPORT_WAIT_MS + 1_000); // any later line would have come by now
  expect(seen.shopLines).toEqual([setupHints.cspBlocked(shop, 'connect-src')]);
  // and the block still signs up (docs/rules.md "Never sold out on an unknown")
  await expect(page.locator('sport-event-signup').getByRole('link', { name: 'Inschrijven' })).toHaveAttribute(
    'href',
    `${shop}/order/keeperstraining-voorjaar-2027`,
  );
  await page.close();
});

/** Where the poster's own title (the <text> of the demo posters' SVG) lands on screen, object-fit: cover. */
async function posterTitle(page: Page) {
  const poster = page.locator('sport-video .media-item__link img');
  const source = await (await fetch(await poster.evaluate((img: HTMLImageElement) => img.currentSrc))).text();
  return poster.evaluate((img: HTMLImageElement, source) => {
    const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
    const holder = document.body.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    holder.setAttribute('width', '2400');
    holder.setAttribute('height', '1000');
    const texts = [...svg.querySelectorAll('text')].map((t) => holder.appendChild(document.importNode(t, true)).getBBox());
    holder.remove();
    const box = img.getBoundingClientRect();
    const scale = Math.max(box.width / 2400, box.height / 1000);
    const [dx, dy] = [(box.width - 2400 * scale) / 2, (box.height - 1000 * scale) / 2];
    return texts.map((t) => ({
      x: box.x + dx + t.x * scale,
      y: box.y + dy + t.y * scale,
      width: t.width * scale,
      height: t.height * scale,
    }));
  }, source);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('under the guide’s own CSP line and a CMS theme: no console error, the snippets stay on the club’s site, the slider clicks, the play button leaves the title free, captions load', async () => {
  const page = await context.newPage();
  const seen = await openConsole(page);
  await page.goto(club.origin + '/?thema=vijandig');

  // the navigation's brand is the club's own home page, its account the shop's
  const bar = page.locator('sport-navigation');
  await expect(bar.locator('a.sport-navigation__account')).toHaveAttribute('href', `${shop}/account`);
  expect(
    await bar
      .locator('nav > a')
      .first()
      .evaluate((a: HTMLAnchorElement) => a.href),
  ).toBe(`${club.origin}/`);

  // the FAQ opens with its animation under the policy
  await page.getByText('Kan ik annuleren?').click();
  await expect(page.getByText('Tot vier weken voor het evenement kan dat kosteloos.')).toBeVisible();

  // the slider at 1280 px: Volgende and Vorige take a real click (no force) and move the row
  const carousel = page.locator('sport-slider');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/sport-slider--ready/);
  const offset = () => carousel.locator('.slider').evaluate((row) => new DOMMatrix(getComputedStyle(row).transform).m41);
  const start = await offset();
  await carousel.getByRole('button', { name: 'Volgende' }).click();
  await expect.poll(offset).toBeLessThan(start - 100);
  await carousel.getByRole('button', { name: 'Vorige' }).click();
  await expect.poll(offset).toBeCloseTo(start, 0);

  // the play button never covers the poster's title, on a phone nor on a wide screen
  const player = page.locator('sport-video');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await player.scrollIntoViewIfNeeded();
    await expect(player.locator('.media-item__link img')).toHaveJSProperty('complete', true);
    const button = (await player.locator('.media-item__play').boundingBox())!;
    const title = await posterTitle(page);
    expect(title.length).toBeGreaterThan(0);
    for (const line of title) expect(overlaps(button, line), `at ${width} px the play button covers the poster's text`).toBe(false);
  }

  // the video plays from the shop with its captions, which live at the shop too: the cues load
  await player.getByRole('link', { name: /Speel de video af/ }).click();
  const track = player.locator('video track');
  await expect(track).toHaveAttribute('src', `${shop}/assets/video/kampweek.vtt`);
  await expect.poll(() => track.evaluate((t: HTMLTrackElement) => t.track.cues?.length ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);

  // the guide's CSP line covers everything the elements load and do
  expect(await seen.refusals()).toEqual([]);
  expect(seen.errors).toEqual([]);
  await page.close();
});
