import { expect, test } from '@playwright/test';
import { api, expectAccessible, logInThroughApi, uniqueEmail } from './helpers';

// The dashboard knows the orders and the events' calendar files; the password changes while logged in.

// a login, a second browser and the dashboard's calls: slow on a 2-core machine under load
test.slow();

test('the dashboard lists the demo parent’s orders with number, date, amount and status; each prints as a receipt', async ({ page }) => {
  await logInThroughApi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible({ timeout: 20_000 });
  const orders = page.getByRole('region', { name: 'Je bestellingen' });
  await expect(orders.getByRole('article')).not.toHaveCount(0);
  const first = orders.getByRole('article').first();
  await expect(first.getByRole('term')).toHaveText(['Bestelnummer', 'Datum', 'Bedrag', 'Status']);
  await expect(first.getByRole('definition').first()).toHaveText(/^SV-\d{4,7}$/);
  await expect(first.getByRole('definition').nth(3)).toHaveText('Betaald');
  await expect(first.getByRole('table', { name: 'Wat je kocht' }).getByRole('row').last()).toContainText('Totaal');

  // printing shows only that receipt: everything else is hidden in the print media
  // no print dialog in a test: without one there is no 'afterprint', so the print state stays, as while the dialog is open
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.emulateMedia({ media: 'print' });
  const number = await first.getByRole('definition').first().textContent();
  await first.getByRole('button', { name: /^Bon afdrukken/ }).click();
  // (the hidden page leaves the accessibility tree, so the printed card is found by its class)
  const printed = page.locator('.sport-order-card.is-printing');
  await expect(printed).toHaveCount(1);
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(number ?? 'SV-');
  await expect(page.locator('h1').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(orders.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});

test("'Zet in je agenda' on an upcoming event downloads its calendar file", async ({ page }) => {
  await logInThroughApi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeVisible({ timeout: 20_000 });
  const upcoming = page.getByRole('region', { name: 'Komende evenementen' });
  const link = upcoming.getByRole('link', { name: /^Zet in je agenda/ }).first();
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
});

test('a parent changes the password on Gegevens: stays logged in here, is logged out elsewhere', async ({ page, browser }) => {
  const email = uniqueEmail('wachtwoord');
  const password = 'geheim-wachtwoord-1';
  await api(page, 'POST', '/api/auth/register', {
    email,
    password,
    password_confirmation: password,
    first_name: 'Iris',
    last_name: 'Smit',
    phone: '0612345678',
  });
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await logInThroughApi(other, email, password);
  await expect(other.getByRole('heading', { level: 1, name: 'Welkom, Iris Smit' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/account/gegevens');
  const form = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Huidig wachtwoord').fill('verkeerd-wachtwoord');
  await form.getByLabel('Nieuw wachtwoord', { exact: false }).first().fill('nieuw-geheim-2');
  await form.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim-2');
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText(/^Dit is niet je huidige wachtwoord\./)).toBeVisible();
  await expect(form.getByLabel('Huidig wachtwoord')).toBeFocused();
  await expectAccessible(page);

  await form.getByLabel('Huidig wachtwoord').fill(password);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByRole('status')).toContainText('Je nieuwe wachtwoord is opgeslagen.');
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveValue('');

  // this browser goes on; the other one is logged out at its next page
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Iris Smit' })).toBeVisible();
  await other.goto('/account');
  await expect(other).toHaveURL(/\/account\/login/);
  await elsewhere.close();
});
