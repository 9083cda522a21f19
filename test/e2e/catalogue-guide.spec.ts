import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { setupHintList } from '../../shared/contract/setup-hints';
import { expectAccessible } from './helpers';
import { shopPort } from './machine';

// The catalogue's guide for editors ("Zo zet je de shop op je eigen site", demo-pages/templates/guide.ts)
// on a phone: it reads without sideways scroll, 'Kopieer' works from the keyboard and is announced, the
// developers' fold opens, axe finds nothing. Then as an editor: copy the head lines, the CSP line and
// one event's block from the page, paste them into a bare page of another site (127.0.0.1, not in
// ALLOWED_ORIGINS: the guide says the anonymous blocks need nothing at the shop) under a strict CSP,
// and the block reads its live places there.

const shop = `http://localhost:${shopPort}`;
const EVENT = { title: 'Tennisweek Zomer 2027', uuid: 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc', slug: 'tennisweek-zomer-2027' };

// 'Kopieer' writes to the clipboard and the tests read it back: both allowed, as after the browser asked
test.use({ viewport: { width: 375, height: 740 }, permissions: ['clipboard-read', 'clipboard-write'] });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Every cell of the tables inside `scope` lies within the viewport's width. */
async function expectTablesOnScreen(page: Page, scope: string): Promise<void> {
  const off = await page
    .locator(`${scope} table`)
    .evaluateAll((tables) =>
      tables.flatMap((t) =>
        [...t.querySelectorAll('tbody th, tbody td')]
          .filter((c) => c.getBoundingClientRect().right > innerWidth + 0.5)
          .map((c) => c.textContent?.slice(0, 30)),
      ),
    );
  expect(off, 'table cells off-screen').toEqual([]);
}

const copyButton = (page: Page, label: string) => page.getByRole('button', { name: `Kopieer de code van ${label}` });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('on a phone the guide fits, Kopieer works from the keyboard and says so, the fold opens, axe finds nothing', async ({ page }) => {
  test.setTimeout(90_000); // axe over the whole catalogue and its frames
  await page.goto('/elementen');
  const guide = page.getByRole('region', { name: 'Zo zet je de shop op je eigen site' });
  await expect(guide).toBeVisible();
  await expect(guide.locator('copy-snippet code').first()).toHaveText(
    `<link rel="stylesheet" href="${shop}/dist/widgets.css">\n<script type="module" src="${shop}/dist/widgets.js"></script>`,
  );
  await expectNoSidewaysScroll(page);

  // the keyboard alone reaches the event's 'Kopieer' and copies its block; the status says so politely
  const button = copyButton(page, `het inschrijfblok van ${EVENT.title}`);
  await expect(button).toHaveText('Kopieer');
  for (let i = 0; i < 80 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const item = page.locator('.guide-event').filter({ has: page.getByRole('heading', { name: EVENT.title }) });
  const status = item.getByRole('status');
  await expect(status).toHaveText('Gekopieerd');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const block = await clipboard(page);
  expect(block).toContain(`<sport-event-signup event-uuid="${EVENT.uuid}" slug="${EVENT.slug}" ended="false">`);
  expect(block).toContain(`href="${shop}/order/${EVENT.slug}"`);
  await expect(button).toBeFocused();
  await page.keyboard.press(' '); // Space copies too
  await expect(status).toHaveText('Gekopieerd');

  // "Werkt het niet?": the console's own sentences
  await expect(guide.locator('.guide-trouble dd code')).toHaveText(setupHintList(shop, 'https://www.jouwclub.nl').map((h) => h.line));

  // the developers' fold: closed, opened from the keyboard
  const fold = page.locator('#voor-ontwikkelaars');
  await expect(fold.getByText(/Access-Control-Allow-Origin/)).toBeHidden();
  await fold.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(fold.getByText(/Access-Control-Allow-Origin/)).toBeVisible();
  await expect(fold).toContainText('SameSite=Lax');

  // the attribute tables (in each element's fold) and the theme table: every column on screen
  for (const summary of await page.locator('section.catalogue-element details.catalogue-dev > summary').all()) await summary.click();
  await expectTablesOnScreen(page, 'section.catalogue-element');
  await expectTablesOnScreen(page, 'section#huisstijl');
  // stacked: a row's meaning sits under its attribute's name, not beside it
  const row = page.locator('section#sport-slider tbody tr').first();
  const [name, meaning] = [await row.locator('th').boundingBox(), await row.locator('td[data-label="Betekenis"]').boundingBox()];
  expect(meaning!.y).toBeGreaterThan(name!.y + name!.height - 1);
  await expectNoSidewaysScroll(page);

  // the theme table's swatches are the colours the bundle's stylesheet really sets
  const swatches = await page.locator('section#huisstijl tbody tr').evaluateAll((rows) =>
    rows
      .filter((r) => r.querySelector('svg rect'))
      .map((r) => ({
        name: r.querySelector('th')!.textContent!.trim(),
        fill: r.querySelector('svg rect')!.getAttribute('fill'),
        bundle: getComputedStyle(document.documentElement).getPropertyValue(r.querySelector('th')!.textContent!.trim()).trim(),
      })),
  );
  expect(swatches.length).toBeGreaterThanOrEqual(10);
  for (const s of swatches) expect(s.fill, s.name).toBe(s.bundle);

  await expectAccessible(page);
});

test('an editor pastes the head lines, the CSP line and one event’s block into a bare page of another site, and the block works there', async ({
  page,
}) => {
  await page.goto('/elementen');
  await copyButton(page, 'het script en de stylesheet').click();
  const head = await clipboard(page);
  await copyButton(page, 'de regel voor de Content-Security-Policy').click();
  const csp = await clipboard(page);
  await copyButton(page, `het inschrijfblok van ${EVENT.title}`).click();
  const block = await clipboard(page);
  expect(block).toContain(EVENT.uuid);

  // the club's own page: its CMS's template, a policy of its own, and the three pastes
  const club: Server = createServer((req, res) => {
    if (req.url !== '/kamp') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `default-src 'self'; ${csp}` })
      .end(`<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tenniskamp – TC De Baan</title>
${head}
</head><body><main><h1>Tenniskamp in de zomer</h1><p>Een week tennis voor de jeugd.</p>
${block}
</main></body></html>`);
  });
  await new Promise<void>((r) => club.listen(0, '127.0.0.1', r));
  try {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (/sport-shop|Content Security Policy/i.test(m.text())) problems.push(m.text());
    });
    const stock = page.waitForResponse((r) => r.url() === `${shop}/api/events/${EVENT.uuid}/stock`, { timeout: 20_000 }); // a refused call never answers
    await page.goto(`http://127.0.0.1:${(club.address() as AddressInfo).port}/kamp`);
    expect((await stock).status()).toBe(200);
    const signup = page.locator('sport-event-signup');
    await expect(signup.locator('.sport-event-signup__action')).toBeAttached(); // drawn by the element, not the paste
    await expect(signup.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', `${shop}/order/${EVENT.slug}`);
    await expect(signup.getByText('EUR')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(problems, 'no set-up hint and no CSP refusal').toEqual([]);
    await expectAccessible(page); // last: axe itself sets inline styles, which this page's policy refuses
  } finally {
    await new Promise((r) => club.close(r));
  }
});

test('without the Clipboard API an event’s block is selected and the page says to press Ctrl+C', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined }); // an http page, an old browser
    document.execCommand = () => false;
  });
  await page.goto('/elementen');
  const item = page.locator('.guide-event').filter({ has: page.getByRole('heading', { name: EVENT.title }) });
  await copyButton(page, `het inschrijfblok van ${EVENT.title}`).click();
  await expect(item.getByRole('status')).toHaveText('Kopiëren lukte niet. De code is geselecteerd: druk op Ctrl+C (Cmd+C op een Mac).');
  const selected = await page.evaluate(() => window.getSelection()?.toString());
  expect(selected).toBe(await item.locator('code').textContent());
  expect(selected).toContain(`event-uuid="${EVENT.uuid}"`);
});
