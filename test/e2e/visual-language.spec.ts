import { expect, test, type Page } from '@playwright/test';
import { logInThroughApi, newChild, newParent } from './helpers';

// One visual language across the shop's screens, in Chromium against the real server and demo site.

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('one page background: the gift-card page has the same as the other pages', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  const usual = await background(page);
  await page.goto('/cadeaubon');
  await expect(page.locator('html.sport-gift-card-style')).toBeAttached();
  expect(await background(page)).toBe(usual);
});

/**
 * The visible buttons (and button-like links) whose label runs over more than one line. Text only a
 * screen reader gets (a visually hidden span, 1 × 1 px) is not a line; an icon beside the label may
 * sit a few pixels off its middle.
 */
const wrappedButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main .sport-button, main .button')]
      .filter((el) => el.offsetParent !== null && el.textContent!.trim() !== '')
      .filter((el) => {
        const middles: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const box = node.parentElement!.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 1) middles.push(r.top + r.height / 2);
        }
        return middles.length > 1 && Math.max(...middles) - Math.min(...middles) > 8;
      })
      .map((el) => el.textContent!.trim()),
  );

test('no button label wraps at 320 px on the login (on the way to an order), register and gift-card pages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/order/voetbalkamp-zomer-2027');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('link', { name: 'Nieuw hier? Maak een account' })).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
  await page.goto('/account/register');
  await expect(page.getByRole('button', { name: 'Account aanmaken' })).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
  await page.goto('/account/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
  // the home page's gift teaser ('Bestel een cadeaubon', a large button)
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Bestel een cadeaubon' })).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
});

test('no button label wraps at 320 px on the account pages of the demo parent (orders, calendar links, feedback, profiles)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await logInThroughApi(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: /Bon afdrukken/ }).first()).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
  await page.goto('/account/profiles');
  await expect(page.getByRole('link', { name: /Bewerken/ }).first()).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
  await page
    .getByRole('link', { name: /Bewerken/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
  await page.goto('/account/gegevens');
  await expect(page.getByRole('button', { name: 'Wachtwoord wijzigen' })).toBeVisible();
  expect(await wrappedButtons(page)).toEqual([]);
});

/** The order header's frame and image, and the bottom of each step label's text in the breadcrumb. */
const orderChrome = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.sport-order__header')!.getBoundingClientRect();
    const img = document.querySelector<HTMLImageElement>('img.sport-order__header-image')!;
    const baselines = [...document.querySelectorAll('.sport-order__progress li')].map((li) => {
      const range = document.createRange();
      range.selectNodeContents(li.lastElementChild!);
      return Math.round(range.getClientRects()[0]!.bottom);
    });
    return {
      height: Math.round(frame.height),
      shown: frame.width / frame.height,
      natural: img.naturalWidth / img.naturalHeight,
      baselines,
    };
  });

for (const width of [320, 375, 1280]) {
  test(`at ${width} px every order step has the same header, the whole image, one breadcrumb baseline and no wrapped button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await newParent(page);
    await newChild(page, 'Mees', 'Jansen');
    const slug = 'voetbalkamp-zomer-2027';
    const seen: number[] = [];
    const check = async () => {
      await expect(page.locator('img.sport-order__header-image')).toHaveJSProperty('complete', true);
      const chrome = await orderChrome(page);
      seen.push(chrome.height);
      // never cropping its subject: the frame has the image's own proportions
      expect(
        Math.abs(chrome.shown - chrome.natural),
        `frame ${chrome.shown.toFixed(2)} vs image ${chrome.natural.toFixed(2)}`,
      ).toBeLessThan(0.02);
      expect(new Set(chrome.baselines).size, `breadcrumb baselines ${chrome.baselines.join(', ')}`).toBe(1);
      expect(await wrappedButtons(page)).toEqual([]);
    };
    await page.goto(`/order/${slug}`);
    await page.getByRole('checkbox', { name: 'Mees Jansen' }).check();
    await check();
    await page.getByRole('button', { name: 'Verder', exact: true }).click();
    await expect(page).toHaveURL(/\/extras$/);
    await expect(page.getByRole('heading', { name: 'Kampshirt 2027' })).toBeVisible();
    await check();
    await page.getByRole('button', { name: 'Verder', exact: true }).click();
    await expect(page).toHaveURL(/\/summary$/);
    await expect(page.getByRole('button', { name: 'Verder naar betalen' })).toBeVisible();
    await check();
    expect(new Set(seen).size, `header heights ${seen.join(', ')}`).toBe(1);
  });
}
