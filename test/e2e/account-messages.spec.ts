import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logInThroughApi, settled, uniqueEmail } from './helpers';

// The account's messages (said once, by their field), as a parent meets them in Chromium against the real server.

/** The invalid field the browser scrolled to stands below the sticky header, wholly in view. */
async function expectBelowHeader(page: Page, label: string | RegExp) {
  const field = page.getByLabel(label);
  await expect(field).toBeFocused();
  // the header may slide back in after the jump (it hides on scroll down, spec §4): measure when it has settled
  await settled(page);
  const header = await page.locator('.site-header').boundingBox();
  const box = await field.boundingBox();
  expect(header).not.toBeNull();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y, 'the field starts below the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height);
  // WCAG 2.4.11: its label too (for a birth date box: the group's legend as well)
  const labels = await field.evaluate((el) => {
    const own = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    const legend = el.closest('fieldset')?.querySelector('legend');
    return [own, legend].filter((l): l is Element => !!l).map((l) => l.getBoundingClientRect().top);
  });
  expect(labels.length).toBeGreaterThan(0);
  for (const top of labels) expect(top, 'the label starts below the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

for (const width of [375, 1280]) {
  test(`at ${width} px an empty 'Voornaam' on registering lands below the sticky header, not under it (16.4)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/account/register');
    await page.getByLabel('Achternaam').fill('Jansen');
    await page.getByLabel('E-mailadres').fill(uniqueEmail());
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await page.getByLabel(/^Wachtwoord/).fill('geheim-wachtwoord-1');
    await page.getByLabel('Herhaal wachtwoord').fill('geheim-wachtwoord-1');
    // the parent is at the button, far below the first field
    await page.getByRole('button', { name: 'Account aanmaken' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expectBelowHeader(page, 'Voornaam');
  });
}

test("at 375 px the profile's birth date the browser scrolls to stands below the header, also after the header slid away on scroll (16.4)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await logInThroughApi(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/profiles');
  await page.getByRole('button', { name: 'Voeg nog een kind toe' }).click();
  await page.getByLabel(/^Voornaam/).fill('Mila');
  await page.getByLabel(/^Achternaam/).fill('Test');
  await page.getByRole('button', { name: 'Kind opslaan' }).click();
  await page.getByRole('link', { name: /Bewerken \(Mila Test\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Profiel van Mila Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expectBelowHeader(page, 'Dag');
});

test("logging out says 'Je bent uitgelogd' on the login page, in a box titled 'Gelukt' (16.11)", async ({ page }) => {
  await logInThroughApi(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  const status = page.getByRole('status').filter({ hasText: 'Je bent uitgelogd' });
  await expect(status).toContainText('Gelukt');
  await expect(status).not.toContainText('Succes');
  await expectAccessible(page);
});

test('a wrong login and a duplicate e-mail are said once, by the field, with focus there (16.11)', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel('E-mailadres').fill('demo@example.nl');
  await page.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const email = page.getByLabel('E-mailadres');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/horen niet bij elkaar/)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/account/register');
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('E-mailadres').fill('demo@example.nl');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel(/^Wachtwoord/).fill('geheim-wachtwoord-1');
  await page.getByLabel('Herhaal wachtwoord').fill('geheim-wachtwoord-2');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByLabel(/^Wachtwoord/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('De wachtwoorden zijn niet hetzelfde. Typ twee keer hetzelfde wachtwoord.')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Herhaal wachtwoord').fill('geheim-wachtwoord-1');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('a used or unknown reset link is reported when the page opens, with its advice once (16.11)', async ({ page }) => {
  await page.goto('/account/set-password?token=bestaat-niet&email=demo%40example.nl');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Vraag een nieuwe link aan');
  await expect(page.getByText(/Vraag een nieuwe link aan/)).toHaveCount(1);
  await expectAccessible(page);
});

test("one name for the privacy page: 'Privacybeleid' (16.11)", async ({ page }) => {
  await page.goto('/privacybeleid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacybeleid');
  await expect(page.getByText('Privacyverklaring')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacybeleid' }).first()).toHaveAttribute(
    'href',
    '/privacybeleid',
  );
});
