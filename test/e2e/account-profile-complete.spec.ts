import { expect, test } from '@playwright/test';
import { expectAccessible, logInThroughApi } from './helpers';

// The one rule for a complete profile and the fields' instructions (spec §2), in Chromium against the real server and the demo CMS.

test('the profile list names what a child misses; a link lands on the field; the form has CMS instructions and stays accessible with one open', async ({
  page,
}) => {
  await logInThroughApi(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Profielen' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /^Lotte/ }) });
  await expect(card.getByText('Missende gegevens')).toBeVisible();
  const missing = card.getByRole('list', { name: 'Nog nodig voor een compleet profiel:' });
  await expect(missing.getByRole('link', { name: /^Huisarts/ })).toBeVisible();
  await expectAccessible(page);

  await missing.getByRole('link', { name: /^Huisarts/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Profiel van Lotte/ })).toBeVisible();
  const doctor = page.getByLabel(/^Huisarts/);
  await expect(doctor).toBeFocused();

  // spec §2 "Field with instructions": the demo CMS gives one for the family doctor
  const info = page.getByRole('button', { name: 'Uitleg bij Huisarts' });
  await expect(info).toHaveAttribute('aria-expanded', 'false');
  // one visual language: the info button is round, 24 × 24 px, on the label's line
  const [button, label] = [(await info.boundingBox())!, (await page.locator('label', { hasText: /^Huisarts/ }).boundingBox())!];
  expect([Math.round(button.width), Math.round(button.height)]).toEqual([24, 24]);
  expect(await info.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
  expect(button.y + button.height / 2).toBeGreaterThan(label.y);
  expect(button.y + button.height / 2).toBeLessThan(label.y + label.height);
  expect(button.x).toBeGreaterThan(label.x + label.width - 1);
  await info.press('Enter');
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Vul de naam van de huisartsenpraktijk/)).toBeVisible();
  await expect(doctor).toHaveAttribute('aria-describedby', /instruction/);
  // a field without instruction content has no button
  await expect(page.getByRole('button', { name: 'Uitleg bij Straat' })).toHaveCount(0);
  await expectAccessible(page);
});

test("a child that plays at no club can be made complete: 'Speelt niet bij een club' and the rest, then 'Gegevens compleet'", async ({
  page,
}) => {
  await logInThroughApi(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/profiles');
  await page.getByRole('button', { name: 'Voeg nog een kind toe' }).click();
  await page.getByLabel(/^Voornaam/).fill('Jip');
  await page.getByLabel(/^Achternaam/).fill('Clubloos');
  await page.getByRole('button', { name: 'Kind opslaan' }).click();
  await page.getByRole('link', { name: /Bewerken \(Jip Clubloos\)/ }).click();

  const missing = page.getByRole('group', { name: 'Nog nodig voor een compleet profiel:' });
  await expect(missing.getByRole('link', { name: 'Club' })).toBeVisible();
  // typed as a parent does, with Tab between the boxes (the month box moves on by itself when full)
  await page.getByLabel('Dag').click();
  for (const key of ['3', 'Tab', '1', '1', 'Tab', '2', '0', '1', '8']) await page.keyboard.press(key);
  await expect(page.getByLabel('Dag')).toHaveValue('03');
  await expect(page.getByLabel('Maand')).toHaveValue('11');
  await expect(page.getByLabel('Jaar')).toHaveValue('2018');
  await page.getByRole('radio', { name: 'Jongen' }).check();
  await page.getByRole('checkbox', { name: 'Speelt niet bij een club' }).check();
  await page.getByLabel(/^Straat/).fill('Lindelaan');
  await page.getByLabel(/^Huisnummer/).fill('7');
  await page.getByLabel(/^Postcode/).fill('3701 AB');
  await page.getByLabel(/^Woonplaats/).fill('Zeist');
  await page.getByLabel(/^Huisarts/).fill('Dokter Visser, Zeist');
  await page
    .getByRole('group', { name: /medische bijzonderheden/ })
    .getByRole('radio', { name: 'Nee' })
    .check();
  await expect(missing).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page).toHaveURL(/\/account\/profiles$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Jip Clubloos' }) });
  await expect(card.getByText('Gegevens compleet')).toBeVisible();
});
