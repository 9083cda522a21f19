import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, expectAccessible, newChild, newParent, paidOrder } from './helpers';
import { voetbalkamp } from './order-journey';

// A parent's own data (docs/rules.md "Their own data") on a 375 px phone: the download holds their
// account and children; erasing is refused while a child has a camp to come, and once that ticket is
// canceled the account goes, the parent lands on the login page with the message and cannot log in.
test.use({ viewport: { width: 375, height: 740 } });
test.slow();

test('a parent downloads their data, is told why the account cannot go yet, cancels, and erases it', async ({ page }) => {
  const email = await newParent(page, 'Floor', 'Bakker');
  const child = await newChild(page, 'Jip', 'Bakker');
  await paidOrder(page, voetbalkamp.uuid, [child]);

  await page.goto('/account/gegevens');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mijn-gegevens.json');
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(exported.account.email).toBe(email);
  expect(exported.children.map((c: { first_name: string }) => c.first_name)).toEqual(['Jip']);
  expect(exported.orders[0]).toMatchObject({ status: 'paid', event: voetbalkamp.title });
  await expect(page.getByRole('status').filter({ hasText: 'Je gegevens zijn gedownload als mijn-gegevens.json.' })).toBeVisible();

  await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen' });
  await dialog.getByLabel(/^Je wachtwoord/).fill('geheim-wachtwoord-1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await expect(dialog.getByText(`je kind staat ingeschreven voor ${voetbalkamp.title}`, { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-refused-375.png') });
  await dialog.getByRole('button', { name: 'Nee, houd mijn account' }).click();

  // cancel the ticket, then the account can go
  const ticket = (await page.request.get('/api/user/events').then((r) => r.json())).data[0].tickets[0].uuid;
  await api(page, 'POST', `/api/tickets/${ticket}/cancel`);
  await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
  await dialog.getByLabel(/^Je wachtwoord/).fill('geheim-wachtwoord-1');
  await dialog.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByText(/^Je account is verwijderd\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('geheim-wachtwoord-1');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Dit e-mailadres en wachtwoord horen niet bij elkaar.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
});
