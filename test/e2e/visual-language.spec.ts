import { expect, test, type Page } from '@playwright/test';

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

/** The visible buttons (and button-like links) whose label runs over more than one line. */
const wrappedButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main .sport-button, main .button')]
      .filter((el) => el.offsetParent !== null && el.textContent!.trim() !== '')
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return tops.size > 1;
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
});
