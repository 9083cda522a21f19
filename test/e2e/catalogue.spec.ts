import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoParent, expectAccessible } from './helpers';

// /elementen lists every element the loader registers,
// with attributes, a live example and a 'Kopieer' button whose snippet works on a blank page; the
// theme's one block of variables restyles the elements; the widgets take the host's font and link colour.

/** The tags widgets/loader.ts registers (read from the file, so a newly merged element is expected too). */
const loaderTags = [
  ...readFileSync(new URL('../../widgets/loader.ts', import.meta.url), 'utf8').matchAll(/'(sport-[a-z0-9-]+)'\s*:\s*\(\)\s*=>\s*import\(/g),
].map((m) => m[1]!);

const section = (page: Page, tag: string) => page.locator(`section#${tag}`);

test('the footer links to the catalogue, which shows every registered element with its parts, and axe finds nothing', async ({ page }) => {
  test.setTimeout(90_000); // every element's live example, and axe over the page and its frames
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Elementen voor redacteuren' }).click();
  await expect(page).toHaveURL(/\/elementen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elementen voor je pagina’s' })).toBeVisible();

  expect(loaderTags.length).toBeGreaterThanOrEqual(2);
  for (const tag of loaderTags) {
    const s = section(page, tag);
    await expect(s.locator(`#${tag}-titel`)).toContainText(`<${tag}>`);
    // attributes and fallback classes are for developers: under the element's fold
    await s.locator('details.catalogue-dev > summary').click();
    await expect(s.getByRole('heading', { name: 'Attributen', exact: true }).first()).toBeVisible();
    await expect(s.getByRole('button', { name: /^Kopieer de code van/ })).toBeVisible();
    await expect(s.locator('copy-snippet pre code')).toContainText(`<${tag}`);
    await expect(s.getByRole('heading', { name: 'Live voorbeeld', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Alle elementen' }).getByRole('link').first()).toBeVisible();
  }
  // sport-account's attribute table from its declaration
  await expect(section(page, 'sport-account').getByRole('row', { name: /footer/ })).toContainText('false');

  // live examples: the account frame shows the real login screen, the order frame (login needed) too.
  // Frames load lazily and an in-place example's code loads when it comes near the viewport
  // (widgets/loader-core.ts): scroll through every example as a reader does; each in-place element then mounts.
  for (const tag of loaderTags) {
    const example = section(page, tag).locator('.catalogue-example__frame, .catalogue-example__inline').first();
    await example.scrollIntoViewIfNeeded();
    if (await example.evaluate((e) => e.matches('.catalogue-example__inline'))) {
      await expect(example.locator(`${tag}:defined`), `<${tag}>'s live example mounts`).toBeAttached();
    }
  }
  const accountFrame = page.frameLocator('section#sport-account iframe');
  await expect(accountFrame.locator('sport-account').getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  const orderFrame = page.frameLocator('section#sport-order iframe');
  await expect(orderFrame.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

  await expectAccessible(page);
});

test('Kopieer copies the snippet, says so, and the snippet pasted into a blank page with the loader works', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // the page's own clock, so the confirmation's 4 seconds pass at once. Paused while it is read: flowing,
  // a stall of the loaded machine between the click and the check let the word come and go unseen.
  await page.clock.install();
  await page.goto('/elementen');
  const s = section(page, 'sport-account');
  // ahead far enough that a stalled machine has not passed it when the call arrives (at 1 s a loaded run
  // failed with 'Cannot fast-forward to the past'); the page's timers until then run as time passing would
  await page.clock.pauseAt(Date.now() + 10_000);
  await s.getByRole('button', { name: 'Kopieer de code van Account' }).click();
  // a frame at a time, until the clipboard's answer has come and the word is put in on the next frame
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return s.getByRole('status').textContent();
    })
    .toBe('Gekopieerd');
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe('<sport-account></sport-account>');
  // the confirmation goes away again, and the button still has focus
  await expect(s.getByRole('button', { name: 'Kopieer de code van Account' })).toBeFocused();
  await page.clock.runFor(4_000);
  await expect(s.getByRole('status')).toHaveText('');
  await page.clock.resume();

  // the set-up lines copy too
  await page.getByRole('button', { name: 'Kopieer de code van het script en de stylesheet' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/dist/widgets.js');

  // A blank page of the editor's CMS on the element's address: only the loader, the stylesheet and the
  // paste. In a new tab: the catalogue's order example (login needed) left a redirect in this tab's sessionStorage.
  const blank = await context.newPage();
  await blank.route('**/account/login', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Lege pagina</title>
        <link rel="stylesheet" href="/dist/widgets.css"><script type="module" src="/dist/widgets.js"></script></head>
        <body><main>${snippet}</main></body></html>`,
    }),
  );
  await blank.goto('/account/login');
  await expect(blank.locator('sport-account').getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await blank.getByLabel('E-mailadres').fill(demoParent.email);
  await blank.getByLabel('Wachtwoord').fill(demoParent.password);
  await blank.getByRole('button', { name: 'Inloggen' }).click();
  await expect(blank).toHaveURL(/\/account$/);
  await expect(blank.getByRole('heading', { name: /^Welkom/ })).toBeVisible();
});

test('without a clipboard the code is selected and the page says how to copy it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('geen toegang')) } });
    document.execCommand = () => false;
  });
  await page.goto('/elementen');
  const s = section(page, 'sport-order');
  await s.getByRole('button', { name: /^Kopieer/ }).click();
  await expect(s.getByRole('status')).toHaveText('Kopiëren lukte niet. De code is geselecteerd: druk op Ctrl+C (Cmd+C op een Mac).');
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('<sport-order></sport-order>');
});

test('one block of theme variables restyles the elements; they follow the host page’s font and link colour', async ({ page }) => {
  await page.goto('/elementen');
  // the frame loads lazily, below the guide: scroll to it as a reader does
  await page.locator('section#sport-account iframe').scrollIntoViewIfNeeded();
  const frame = page.frameLocator('section#sport-account iframe');
  const frameButton = frame.locator('sport-account').getByRole('button', { name: 'Inloggen' });
  await expect(frameButton).toBeVisible();

  // by default: the host's font on the element, and a link inside it in the host's link colour
  const inherits = await frame.locator('sport-account').evaluate((element) => {
    const probe = document.createElement('a');
    probe.href = '/';
    probe.textContent = 'x';
    element.parentElement!.append(probe);
    const link = element.querySelector('a')!;
    const result = {
      font: getComputedStyle(element).fontFamily === getComputedStyle(document.body).fontFamily,
      link: getComputedStyle(link).color,
      host: getComputedStyle(probe).color,
    };
    probe.remove();
    return result;
  });
  expect(inherits.font).toBe(true);
  expect(inherits.link).toBe(inherits.host);

  // the example block, applied to the same parts side by side
  const themed = page.locator('.catalogue-theme--example .sport-button--primary');
  await expect(themed).toHaveCSS('background-color', 'rgb(123, 45, 142)');
  await expect(page.locator('.catalogue-theme--example .sport-empty')).toHaveCSS('border-radius', '0px');
  await expect(page.locator('section#huisstijl pre code').first()).toContainText('--sport-color-primary: #7b2d8e;');

  // try it: one value changes this page's elements and the live examples' frames at once
  await page.getByLabel('Hoofdkleur', { exact: true }).fill('#aa0000');
  await expect(frameButton).toHaveCSS('background-color', 'rgb(170, 0, 0)');
  await expect(page.locator('.catalogue-theme__figure:not(.catalogue-theme--example) .sport-button--primary')).toHaveCSS(
    'background-color',
    'rgb(170, 0, 0)',
  );
  await page.getByRole('slider', { name: 'Afronding' }).fill('0');
  await page.getByLabel('Lettertype van je site').selectOption({ label: 'Georgia (schreef)' });
  await expect(frame.locator('sport-account')).toHaveCSS('font-family', /Georgia/);
  await expect(page.locator('theme-editor pre code')).toContainText('--sport-color-primary: #aa0000;');
  await expect(page.locator('theme-editor pre code')).toContainText('--sport-radius: 0px;');
  await expect(page.locator('theme-editor pre code')).toContainText('font-family: Georgia');
  await page.getByRole('button', { name: 'Standaard' }).click();
  await expect(frameButton).not.toHaveCSS('background-color', 'rgb(170, 0, 0)');
});
