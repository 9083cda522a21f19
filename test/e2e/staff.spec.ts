import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, expectAccessible, newChild, newParent } from './helpers';
import { STAFF, herfstkamp, pastTickets, presentChildren, secondStaffSession, trainerWithPhoto } from './staff-setup';

// The back office (docs/rules.md "Back office") in Chromium against the real server: a staff member logs
// in through the login page and comes back to /beheer, finds the camp, opens its participants, shows the
// medical details, downloads the CSV, marks three children present on a 375 px phone (one while
// offline, sent after reconnecting), writes feedback with a trainer who has a photo, and the parent
// sees it in their dashboard; a parent is refused at /beheer; axe finds nothing on each staff screen.
test.slow(); // a registration, a payment, two sessions and axe on every screen: slow on a busy 2-core machine

const NOTES = '/work/notes';

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);
}

/** WCAG 2.2 "Target size (enhanced)" as the check-in list promises: at least 44 px high. */
async function tallEnough(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on the screen').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

test('a staff member runs the camp: participants, medical details, export, check-in on a phone (also offline), feedback the parent sees', async ({
  page,
  browser,
  baseURL,
}) => {
  // the parent and their three children, with tickets for the Herfstkamp (over, so feedback may be written)
  const parentContext = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const parent = await parentContext.newPage();
  await newParent(parent, 'Eva', 'Smit');
  const sem = await newChild(parent, 'Sem', 'Smit');
  const noor = await newChild(parent, 'Noor', 'Smit');
  const ties = await newChild(parent, 'Ties', 'Smit');
  // Noor's profile complete, with an allergy that needs care
  await api(parent, 'PUT', `/api/profile/${noor}`, {
    first_name: 'Noor',
    last_name: 'Smit',
    birthdate: '14-03-2016',
    gender: 'f',
    no_club: true,
    street: 'Lindenlaan',
    house_number: '12',
    postal_code: '3451 AB',
    city: 'Utrecht',
    country: 'Nederland',
    family_doctor: 'Huisartsenpraktijk De Linde',
    contact_phone: '06 12345678',
    needs_medical_attention: true,
    allergies: 'Pinda’s',
  });
  await pastTickets(parent, [sem, noor, ties]);

  // Overzicht: a visitor without a login goes through the login page and comes back
  await page.goto('/beheer');
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('E-mailadres').fill(STAFF.email);
  await page.getByLabel('Wachtwoord').fill(STAFF.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/beheer$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Komende evenementen: plaatsen en verkoop' })).toBeVisible();
  await expectAccessible(page);

  const trainer = await trainerWithPhoto(page, 'Mila de Trainer');
  expect(trainer).toBeGreaterThan(0);

  // the camp is over: shown on request, found by part of its title
  await page.getByRole('checkbox', { name: 'Toon ook afgelopen evenementen' }).check();
  await page.getByLabel('Zoek op titel').fill('herfstKAMP');
  const past = page.getByRole('region', { name: 'Afgelopen evenementen: plaatsen en verkoop' });
  const row = past.getByRole('row', { name: new RegExp(herfstkamp.title) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('region', { name: 'Komende evenementen: plaatsen en verkoop' })).toHaveCount(0);
  await row.getByRole('link', { name: herfstkamp.title }).click();

  // Deelnemers: our three children among the camp's, sorted by name; medical details only on request
  await expect(page).toHaveURL(`/beheer/evenementen/${herfstkamp.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Deelnemers: ${herfstkamp.title}` })).toBeFocused();
  await page.getByLabel('Zoek een kind, ouder of bestelnummer').fill('smit');
  const table = page.getByRole('region', { name: 'Deelnemers' }).getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(['Noor Smit', 'Sem Smit', 'Ties Smit']);
  await expect(table.getByRole('row', { name: /Sem Smit/ })).toContainText('Eva Smit');
  await expect(page.getByText('Pinda’s')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Toon medische gegevens' }).click();
  await expect(table.getByRole('columnheader', { name: 'Medisch' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Noor Smit/ })).toContainText('Allergieën: Pinda’s');
  await expectAccessible(page);

  // the CSV for Dutch Excel: UTF-8 with a BOM, ';' between the cells
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporteer als CSV' }).click();
  const csv = readFileSync(await (await download).path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toContain(';');
  expect(lines.some((line) => line.includes('Sem') && line.includes('Smit'))).toBe(true);

  // the camp folder's print view (the closing note's screenshot)
  await page.getByLabel('Zoek een kind, ouder of bestelnummer').fill('');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeHidden();
  await page.screenshot({ path: `${NOTES}/staff-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Aanwezig on a phone; the desktop keeps the list open too and sees the phone's taps by its poll
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 375, height: 740 });
  const checkIn = `/beheer/evenementen/${herfstkamp.uuid}/aanwezig`;
  await page.goto(checkIn);
  await phone.goto(checkIn);
  await expect(phone.getByRole('heading', { level: 1, name: `Aanwezig: ${herfstkamp.title}` })).toBeVisible({ timeout: 20_000 });
  const child = (name: string) => phone.getByRole('button', { name: new RegExp(`^${name}`) });
  await phone.getByLabel('Zoek een kind').fill('smi');
  await expect(child('Sem Smit')).toBeVisible();
  await tallEnough(child('Sem Smit'));
  await fitsTheScreen(phone);
  await expectAccessible(phone);

  await child('Sem Smit').click();
  await expect(child('Sem Smit')).toHaveAttribute('aria-pressed', 'true');
  await expect(child('Sem Smit')).toContainText(/Aanwezig sinds \d\d:\d\d/);
  await child('Ties Smit').click();
  await expect(child('Ties Smit')).toContainText(/Aanwezig sinds \d\d:\d\d/);
  // the other screen sees them within its poll
  await expect(page.getByRole('button', { name: /^Sem Smit/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 12_000 });

  // no network: the tap stays on the phone, shown as waiting
  const staff = await secondStaffSession(baseURL!);
  await phone.context().setOffline(true);
  await child('Noor Smit').click();
  await expect(child('Noor Smit')).toHaveAttribute('aria-pressed', 'true');
  await expect(child('Noor Smit')).toContainText('Wordt verstuurd zodra je weer online bent');
  await expect(phone.getByRole('status')).toHaveText('1 tik wordt verstuurd zodra je weer online bent');
  expect((await presentChildren(staff)).sort()).toEqual(expect.arrayContaining(['Sem', 'Ties']));
  expect(await presentChildren(staff)).not.toContain('Noor');
  // the closing note's screenshot: the phone's page down to the end of the list
  const bottom = await phone.locator('.sport-staff__check-list').evaluate((list) => list.getBoundingClientRect().bottom + window.scrollY);
  await phone.screenshot({ path: `${NOTES}/staff-checkin.png`, fullPage: true, clip: { x: 0, y: 0, width: 375, height: bottom + 16 } });

  // back online: the waiting tap is sent, and the server has all three
  await phone.context().setOffline(false);
  await expect(phone.getByRole('status')).toHaveText('');
  await expect(child('Noor Smit')).not.toContainText('Wordt verstuurd');
  await expect
    .poll(async () => (await presentChildren(staff)).filter((n) => ['Sem', 'Noor', 'Ties'].includes(n)).sort())
    .toEqual(['Noor', 'Sem', 'Ties']);
  await staff.dispose();
  await phone.close();

  // feedback on Sem's ticket with the trainer
  await page.goto(`/beheer/evenementen/${herfstkamp.uuid}`);
  await page.getByRole('button', { name: 'Feedback voor Sem Smit' }).click();
  const editor = page.getByRole('region', { name: 'Feedback voor Sem Smit' });
  await editor.getByLabel('Feedback').fill('Sem werkte de hele week hard aan zijn techniek.');
  await editor.getByLabel('Trainer').selectOption({ label: 'Mila de Trainer' });
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor.getByRole('status')).toHaveText('De feedback is opgeslagen.');
  await expectAccessible(page);

  // the parent sees it in the dashboard, with the trainer's name and photo
  await parent.goto('/account');
  const pastEvents = parent.getByRole('region', { name: 'Afgelopen evenementen' });
  await pastEvents.getByRole('button', { name: /^Feedback voor Sem/ }).click({ timeout: 20_000 });
  const dialog = parent.getByRole('dialog');
  await expect(dialog).toContainText('Sem werkte de hele week hard aan zijn techniek.');
  await expect(dialog).toContainText('Trainer: Mila de Trainer');
  const photo = dialog.getByRole('img', { name: 'Foto van trainer Mila de Trainer' });
  await expect(photo).toHaveAttribute('src', /\/media\/trainers\/trainer-\d+-[0-9a-f]{16}\.jpg$/);
  // the photo loads (the src is set before the file has arrived: wait for it, do not read it at once)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // and a parent is refused at /beheer, with a way to their own account
  await parent.goto('/beheer');
  await expect(parent.getByText('Je hebt geen toegang tot het beheer')).toBeVisible({ timeout: 20_000 });
  await expect(parent.getByRole('link', { name: 'Naar je eigen account' })).toHaveAttribute('href', '/account');
  await expectAccessible(parent);
  await parentContext.close();
});
