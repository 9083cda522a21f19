import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, expectAccessible, newChild, newParent, paidOrder } from './helpers';
import { voetbalkamp } from './order-journey';
import { STAFF } from './staff-setup';

// The back office's other screens (docs/rules.md "Back office") in Chromium: a trainer added and given a
// photo through the page (a text file named .jpg refused in Dutch first), an order found by the parent's
// address and opened, the log naming what was done; axe on each, and the trainers screen at 375 px.
test.slow();

async function logInAsStaff(page: Page) {
  await api(page, 'POST', '/api/auth/login', STAFF);
}

test('trainers, orders and the log: a photo uploaded through the page, an order found and opened, the log says so', async ({
  page,
  browser,
  baseURL,
}) => {
  // a parent with a paid order, in their own browser
  const parentContext = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const parent = await parentContext.newPage();
  const email = await newParent(parent, 'Lies', 'Vermeer');
  const child = await newChild(parent, 'Bram', 'Vermeer');
  await paidOrder(parent, voetbalkamp.uuid, [child]);
  await parentContext.close();

  await logInAsStaff(page);
  const name = `Trainer Kees ${Date.now() % 100000}`;
  await page.goto('/beheer/trainers');
  await page.getByLabel('Naam').fill(name);
  await page.getByRole('button', { name: 'Trainer toevoegen' }).click();
  await expect(page.getByText(`${name} is toegevoegd. Kies nu een foto.`)).toBeVisible();
  const card = page.getByRole('article', { name });
  const file = card.getByLabel(`Nieuwe foto voor ${name}`);
  // a text file with a photo's name: refused in the browser, in Dutch, nothing sent
  await file.setInputFiles({ name: 'foto.jpg', mimeType: 'text/plain', buffer: Buffer.from('geen foto') });
  await card.getByRole('button', { name: /^Foto opslaan/ }).click();
  await expect(card.getByText('Dit bestand is geen JPEG-, PNG- of WebP-foto.', { exact: false }).first()).toBeVisible();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();
  await file.setInputFiles({ name: 'kees.jpg', mimeType: 'image/jpeg', buffer: photo });
  await card.getByRole('button', { name: /^Foto opslaan/ }).click();
  await expect(card.getByText(`De foto van ${name} is opgeslagen.`)).toBeVisible({ timeout: 20_000 });
  const img = card.getByRole('img', { name: `Foto van ${name}` });
  await expect(img).toBeVisible();
  // re-encoded to a square of at most 400 px
  const size = await img.evaluate((el: HTMLImageElement) => el.decode().then(() => [el.naturalWidth, el.naturalHeight]));
  expect(size[0]).toBe(size[1]);
  expect(size[0]).toBeLessThanOrEqual(400);
  await expectAccessible(page);

  // Bestellingen: found by the parent's address and opened
  await page.goto('/beheer/bestellingen');
  await page.getByLabel('Zoek op bestelnummer, naam of e-mailadres').fill(email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText(`1 bestelling voor "${email}"`)).toBeVisible();
  await page.getByRole('button', { name: /^Bestelling SV-\d+ openen/ }).click();
  await expect(page.getByRole('heading', { name: /^Bestelling SV-\d+$/ })).toBeVisible();
  await expect(page.getByText('Bram Vermeer').first()).toBeVisible();
  await expect(page.getByText('Betaald').first()).toBeVisible();
  await expectAccessible(page);

  // Logboek: the photo upload, newest first
  await page.goto('/beheer/logboek');
  await expect(page.getByText('Trainerfoto geüpload').first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expectAccessible(page);

  // the trainers screen on a phone: no sideways scrolling, axe clean
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/beheer/trainers');
  await expect(page.getByRole('article', { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
