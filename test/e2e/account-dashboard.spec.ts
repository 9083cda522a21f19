import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, logInThroughApi } from './helpers';

// spec §2 "Dashboard details" with the demo parent (read-only here: we only log in and look).

/** Presses Tab until the element has focus: proves it can be reached with the keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

test.beforeEach(async ({ page }) => {
  await logInThroughApi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible();
});

test('shows upcoming and past events with dates, locations, event links and tickets', async ({ page }) => {
  const upcoming = page.getByRole('region', { name: 'Komende evenementen' });
  const past = page.getByRole('region', { name: 'Afgelopen evenementen' });
  await expect(upcoming.getByRole('article')).not.toHaveCount(0);
  await expect(past.getByRole('article')).not.toHaveCount(0);

  const first = upcoming.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/evenementen\/[a-z0-9-]+$/);
  await expect(first.getByRole('list', { name: 'Deelnemers' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/account\/profiles\/[^/]+$/,
  );
  // a date range uses 't/m'
  await expect(page.getByText(/\d+ t\/m \d+ \w+ \d{4}/).first()).toBeVisible();
  // past events need no details any more: no 'Missende gegevens' there
  await expect(past.getByText('Missende gegevens')).toHaveCount(0);
  await expect(past.getByRole('link', { name: /Bekijk de foto’s/ }).first()).toBeVisible();
  // a past ticket without feedback (the demo's Herfstkamp 2026) says so instead of offering an empty popup
  const withoutFeedback = past.getByRole('listitem').filter({ hasText: 'Nog geen feedback' });
  await expect(withoutFeedback).not.toHaveCount(0);
  await expect(withoutFeedback.first().getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});

test('the dashboard asks the CMS once for all its events', async ({ page }) => {
  // let the page of the login settle first, so its own dashboard query is not counted below
  await expect(page.getByRole('region', { name: 'Afgelopen evenementen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? '');
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Afgelopen evenementen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(graphql).toHaveLength(1);
  expect(graphql[0]).toContain('eventsByExternalIds');
});

test('Feedback opens a dialog with text, trainer name and photo; Esc closes it and focus returns to the button', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Feedback voor Sem' }).first();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Feedback voor Sem' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Trainer: \S+/);
  await expect(dialog.getByRole('img', { name: /Foto van trainer/ })).toBeVisible();
  await expect(dialog.locator('.sport-feedback__text')).not.toBeEmpty();
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  // a real modal: the page behind is inert, so Tab never lands on it (Chromium may move focus to its
  // own toolbar after the last element of the dialog; that is the body here)
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() =>
      document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement === document.body ? 'body' : 'page',
    );
    expect(where).not.toBe('page');
  }
  await dialog.getByRole('button', { name: 'Sluiten' }).focus();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('works with the keyboard alone: feedback popup, menu, profiles, a profile', async ({ page }) => {
  const feedback = page.getByRole('button', { name: 'Feedback voor Sem' }).first();
  await tabTo(page, feedback);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(feedback).toBeFocused();

  const profiles = page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Profielen' });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, profiles, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Profielen' })).toBeFocused();

  const edit = page.getByRole('link', { name: /^Bewerken/ }).first();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Profiel van/ })).toBeFocused();
  // the form's radio groups are reachable too (the checked radio is the group's tab stop)
  await tabTo(page, page.getByRole('radio', { checked: true }).first());
  await expectAccessible(page);

  const back = page.getByRole('link', { name: 'Terug naar de profielen' });
  await tabTo(page, back, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/profiles$/);
  await expectAccessible(page);
});

test('logout from the menu goes to the login page', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('navigation', { name: 'Accountmenu' })).toHaveCount(0);
});
