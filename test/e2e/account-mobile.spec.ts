import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logInThroughApi } from './helpers';

// The account area on a 375 px wide screen: the menu is a panel behind 'Accountmenu' (spec §2), the page
// behind it does not scroll while it is open, nothing is wider than the screen, axe finds nothing.
test.use({ viewport: { width: 375, height: 740 } });

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);
}

test('login, register and forgot-password fit a 375 px screen and pass axe', async ({ page }) => {
  for (const [path, heading] of [
    ['/account/login', 'Inloggen'],
    ['/account/register', 'Account aanmaken'],
    ['/account/forgot-password', 'Wachtwoord vergeten'],
    ['/account/forgot-password?token=abc&email=demo%40example.nl', 'Nieuw wachtwoord instellen'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
  }
});

test("the 'Accountmenu' button opens the menu panel, locks page scrolling, and Esc closes it", async ({ page }) => {
  await logInThroughApi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Afgelopen evenementen' })).toBeVisible();
  await fitsTheScreen(page);
  await expectAccessible(page);

  const menu = page.getByRole('navigation', { name: 'Accountmenu' });
  const toggle = menu.getByRole('button', { name: 'Accountmenu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Gegevens' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Gegevens' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // the page does not move under the open menu
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  await toggle.click();
  await menu.getByRole('link', { name: 'Gegevens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await fitsTheScreen(page);
  await expectAccessible(page);
});

test('Tab past the last menu item closes the menu: the keyboard never works in the dimmed page behind it', async ({ page }) => {
  await logInThroughApi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Accountmenu' });
  const toggle = menu.getByRole('button', { name: 'Accountmenu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Tab through the panel: it stays open
  for (const name of ['Overzicht', 'Gegevens', 'Profielen']) {
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // and past it: closed, page scrolls again, focus is on a visible element of the page (not under a backdrop)
  await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Gegevens' })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Accountmenu"]')))).toBe(false);
  // nothing (no backdrop) lies over the focused element; polled, because the site's sticky bar may
  // still be sliding back after the scroll (it hides and returns on scroll)
  await page.evaluate(() => (document.activeElement as HTMLElement).scrollIntoView({ block: 'center' }));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        // the first line box: a link that wraps over two lines has its bounding box's centre on the text between
        const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return el === top || el.contains(top);
      }),
    )
    .toBe(true);
});

test('Gegevens: after saving, the success message is in view by the button, not only at the top of the page', async ({ page }) => {
  await logInThroughApi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible();
  await page.goto('/account/gegevens');
  const save = page.getByRole('button', { name: 'Opslaan' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const message = page.getByRole('status').filter({ hasText: 'Je wijzigingen zijn opgeslagen' });
  await expect(message).toBeInViewport();
  await expect(message).toHaveCount(1);
  await fitsTheScreen(page);
  await expectAccessible(page);
});

test('dashboard feedback, profiles and a profile fit a 375 px screen and pass axe', async ({ page }) => {
  await logInThroughApi(page);
  await page.getByRole('button', { name: 'Feedback voor Sem' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/account/profiles');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Voeg nog een kind toe' }).click();
  await expect(page.getByRole('button', { name: 'Kind opslaan' })).toBeDisabled();
  await fitsTheScreen(page);
  await expectAccessible(page);

  await page
    .getByRole('link', { name: /^Bewerken/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Profiel van/ })).toBeVisible();
  await fitsTheScreen(page);
  await expectAccessible(page);
});
