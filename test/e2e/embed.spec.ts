import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, uniqueEmail } from './helpers';
import { registerOrderAndPay, startClubSite, tryFetch, type ClubSite } from './club-site';
import { embedPort, shopPort } from './machine';

// The widgets on a CMS page of ANOTHER ORIGIN of the same site.
// A tiny static server on a second port of localhost (same site, other origin; 127.0.0.1 would be
// another site for cookies) plays the club's CMS: one plain HTML template for every path, which only
// includes the loader and stylesheet from the shop's origin and points the widgets at its API with
// the meta tags. The shop lists that origin in ALLOWED_ORIGINS (playwright.config.ts). Everything the
// parent sees happens on the CMS origin; only the test payment page is the shop's (like Mollie's).

const shop = `http://localhost:${shopPort}`;

let club: ClubSite;
let stranger: ClubSite;
test.beforeAll(async () => {
  club = await startClubSite(shop, embedPort); // listed in ALLOWED_ORIGINS
  stranger = await startClubSite(shop, 0); // any other port: not listed
});
test.afterAll(async () => {
  await Promise.all([club.close(), stranger.close()]);
});

test('on the club’s own origin: register, log out, log in, order, pay and see the success page there', async ({ page }) => {
  await registerOrderAndPay(page, club, shop);
});

test('an origin that is not listed may read only the public answers; a logged-in element there keeps its place and the console says what to ask the shop', async ({
  page,
  request,
}) => {
  const refused = await request.get(`${shop}/api/user`, { headers: { Origin: stranger.origin } });
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  const allowed = await request.get(`${shop}/api/user`, { headers: { Origin: club.origin } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(club.origin);

  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('sport-shop:')) lines.push(message.text());
  });
  await page.goto(`${stranger.origin}/account/login`);
  expect(await tryFetch(page, `${shop}/api/user`)).toBe('geblokkeerd');
  // the one line of README "Werkt het niet?", with the setting to change
  await expect
    .poll(() => lines)
    .toEqual([
      `sport-shop: de shop op ${shop} staat deze site (${stranger.origin}) niet toe. Vraag de shop om ${stranger.origin} aan ALLOWED_ORIGINS toe te voegen.`,
    ]);
  expect(await page.evaluate(() => customElements.get('sport-account') === undefined)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toHaveCount(0);
  // the navigation, an anonymous element, works there all the same
  await expect(page.locator('sport-navigation nav.sport-navigation__nav')).toBeAttached();
});

test('a payment return to an origin that is not listed is refused', async ({ page }) => {
  await page.goto(`${shop}/api/payments/00000000-0000-4000-8000-000000000000/return?site=${encodeURIComponent(stranger.origin)}`);
  await expect(page.locator('body')).toContainText('Dit terugkeeradres is niet toegestaan.');
  expect(page.url()).toMatch(new RegExp(`^${shop}/`));
});

test('on the club’s own origin: buy a gift card, pay and see its success page there', async ({ page }) => {
  test.skip(
    !existsSync(new URL('../../widgets/sport-gift-card', import.meta.url)),
    '<sport-gift-card> is not on this branch yet (branch gift)',
  );
  await page.goto(`${club.origin}/cadeaubon`);
  const giftCard = page.locator('sport-gift-card');
  await expect(giftCard.getByRole('radio').first()).toBeVisible();
  await giftCard.getByRole('radio').first().check();
  await giftCard
    .getByLabel(/^Voornaam/)
    .first()
    .fill('Els');
  await giftCard
    .getByLabel(/^Achternaam/)
    .first()
    .fill('Visser');
  await giftCard
    .getByLabel(/^E-mailadres/)
    .first()
    .fill(uniqueEmail('cadeau'));
  await giftCard.getByRole('button', { name: 'Verder', exact: true }).click();
  await expect(page).toHaveURL(`${club.origin}/cadeaubon/summary`);
  await giftCard.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await giftCard.getByRole('button', { name: 'Betalen', exact: true }).click(); // the summary's last button says what it does
  await expect(page).toHaveURL(new RegExp(`^${shop}/dev/checkout/`));
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(new RegExp(`^${club.origin}/cadeaubon/succes\\?giftcard=`));
  await expectAccessible(page);
});
