import { expect, test } from '@playwright/test';
import { registerOrderAndPay, startClubSite, type ClubSite } from './club-site';
import { chromiumPath, embedPort, otherHostArgs, shopPort } from './machine';

// The production set-up of README "Embed the widgets on your site": the club's CMS on www.example.com,
// the shop on shop.example.com: two HOSTS of one site. Unlike two ports of localhost, the shop's
// host-only XSRF-TOKEN cookie cannot be read by the CMS page here, so this proves the widgets' CSRF
// token from the /csrf-cookie answer (shared/http.ts), and that the SameSite=Lax session cookie
// travels on the same-site cross-origin fetches. Chromium resolves both names to this machine.

const shop = `http://shop.example.com:${shopPort}`;

test.use({ launchOptions: { executablePath: chromiumPath, args: otherHostArgs('*.example.com') } });

let club: ClubSite;
test.beforeAll(async () => {
  club = await startClubSite(shop, embedPort, 'www.example.com'); // listed in ALLOWED_ORIGINS
});
test.afterAll(() => club.close());

test('CMS on www.example.com, shop on shop.example.com: register, log in, order, pay, success on www', async ({ page, context }) => {
  await registerOrderAndPay(page, club, shop);

  // the session and CSRF cookies belong to the shop's host only, and the CMS page cannot read them
  // (the test checkout page is on BASE_URL, localhost, with cookies of its own)
  const cookies = await context.cookies([shop, club.origin]);
  expect(cookies.map((c) => [c.name, c.domain, c.sameSite]).sort()).toEqual([
    ['XSRF-TOKEN', 'shop.example.com', 'Lax'],
    ['shop_session', 'shop.example.com', 'Lax'],
  ]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('XSRF-TOKEN');
});
