import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoParent, expectAccessible, orderForNewChild, payOnSummary } from './helpers';
import { startFixedClubSite, type FixedClubSite } from './fixed-club-site';
import { shopPort } from './machine';
import { thirdPartyBlockedBrowser } from './third-party-blocked';

// README "Embed the widgets on your site": a club on ANOTHER registrable domain (www.club-elders.test,
// mapped to this machine) whose CMS makes only fixed pages, in a Chromium profile that blocks
// third-party cookies as Safari and Firefox do. The anonymous elements work there without any cookie,
// and the parent's journey (login → order → pay → success) runs on the shop's own pages, where the
// session is a first-party cookie. The club is not in ALLOWED_ORIGINS.

const shop = `http://localhost:${shopPort}`;

let club: FixedClubSite;
let probe: Server;
let context: BrowserContext;
let browser: Awaited<ReturnType<typeof thirdPartyBlockedBrowser>> | undefined;

test.beforeAll(async () => {
  club = await startFixedClubSite(shop, 'www.club-elders.test');
  // a page of the shop's site (localhost) that shows the cookies it receives: proves the blocking below
  probe = createServer((req, res) => {
    if (req.url === '/set') return void res.writeHead(200, { 'set-cookie': 'probe=1; SameSite=None; Secure; Path=/' }).end('gezet');
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<p id="cookie">${req.headers.cookie ?? 'geen'}</p>`);
  });
  await new Promise<void>((r) => probe.listen(0, r));
  browser = await thirdPartyBlockedBrowser('third-party-blocked', '*.club-elders.test');
  context = browser.context;
});
test.afterAll(async () => {
  await browser?.close();
  await club?.close();
  await new Promise((r) => probe?.close(r));
});

/** The console lines of the widgets on this page (set-up hints start with 'sport-shop:'). */
function shopLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/sport-shop/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

test('third-party cookies are blocked in this browser: the shop’s site gets no cookie inside the club’s page', async () => {
  const page = await context.newPage();
  const port = (probe.address() as AddressInfo).port;
  await page.goto(`http://localhost:${port}/set`);
  await page.goto(`http://localhost:${port}/`);
  await expect(page.locator('#cookie')).toHaveText('probe=1');
  await page.goto(club.origin + '/');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    return new Promise((r) => (frame.onload = r));
  }, `http://localhost:${port}/`);
  await expect(page.frameLocator('iframe').locator('#cookie')).toHaveText('geen');
  await page.close();
});

test('on another site the navigation, FAQ, slider, video and sign-up block with live stock work without cookies', async () => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 }); // a phone: the slider has somewhere to go
  const lines = shopLines(page);
  await page.goto(club.origin + '/');

  // the navigation: no user check, the account button goes to the shop's own account page
  const nav = page.locator('sport-navigation');
  await expect(nav.locator('nav.sport-navigation__nav')).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', `${shop}/account`);

  // the FAQ item opens with its animation
  await expect(page.locator('sport-faq-item.sport-faq-item--ready')).toBeAttached();
  await page.getByText('Kan ik annuleren?').click();
  await expect(page.locator('#faq-3')).toHaveJSProperty('open', true);
  await expect(page.getByText('Tot vier weken voor het evenement kan dat kosteloos.')).toBeVisible();

  // the slider is a carrousel with its buttons (whether it can move depends on the bundle's styles for
  // the slides, tested on foreign pages of their own); its images come from the shop
  await expect(page.locator('sport-slider [aria-roledescription="carrousel"]')).toBeAttached();
  await expect(page.locator('sport-slider').getByRole('button', { name: 'Volgende' })).toBeVisible();
  expect(
    await page
      .locator('sport-slider img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);

  // the video plays from the shop
  await page
    .locator('sport-video')
    .getByRole('link', { name: /Speel de video af/ })
    .click();
  const video = page.locator('sport-video video');
  await expect(video).toHaveAttribute('src', `${shop}/assets/video/kampweek.mp4`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 || v.ended)).toBe(true);
  await expectAccessible(page);

  // the sign-up block reads the live stock (no cookie) and sends the parent to the shop's order page
  await page.goto(club.origin + '/kamp');
  const signup = page.locator('sport-event-signup');
  await expect(signup.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', `${shop}/order/keeperstraining-voorjaar-2027`);
  await expect(signup.locator('.sport-event-signup__open, .button--accent')).toBeVisible();
  await expectAccessible(page);
  expect(lines, 'no set-up problem on a well-made page').toEqual([]);
  await page.close();
});

test('on a site of fixed pages only: the sign-up block leads to login, order, payment and success on the shop’s pages', async () => {
  test.setTimeout(180_000); // a whole journey, on a 2-core machine shared with other work
  const page = await context.newPage();
  await page.goto(club.origin + '/kamp');
  await page.locator('sport-event-signup').getByRole('link', { name: 'Inschrijven' }).click();

  // the shop's own pages: first the login (the guide keeps the address to come back to)
  await expect(page).toHaveURL(`${shop}/account/login`, { timeout: 20_000 });
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill(demoParent.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${shop}/order/keeperstraining-voorjaar-2027`);

  await orderForNewChild(page, `${shop}/order/keeperstraining-voorjaar-2027`, 'Lotte', 'Elders');
  await payOnSummary(page);
  await expect(page).toHaveURL(new RegExp(`^${shop}/succes\\?order=`));
  await expect(page.getByRole('heading', { name: 'Bedankt voor je inschrijving!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ingeschreven kinderen' })).toContainText('Lotte Elders');
  await expectAccessible(page);

  // back on the club's page the account button still goes to the shop, where the parent is logged in
  await page.goto(club.origin + '/');
  await page.locator('sport-navigation').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(`${shop}/account`);
  await expect(page.getByRole('heading', { name: /^Welkom/ })).toBeVisible();
  await page.close();
});
