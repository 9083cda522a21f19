import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { clubPage, listen, type ClubServer } from './club-server';
import { expectAccessible, orderForNewChild, payOnSummary, uniqueEmail } from './helpers';

// The club's CMS for the embedding tests: a tiny static server
// that answers every path with one plain HTML template holding the element of that route group. It
// only includes the loader and stylesheet from the shop and points the widgets at the shop's API and
// CMS with the meta tags, as README "Embed the widgets on your site" says.

export interface ClubSite extends ClubServer {
  /** every path asked for: no API call may land on the club's own origin */
  paths: string[];
}

/**
 * The element a CMS template would hold for a path (one template per route group,
 * docs/architecture.md "Page templates and the router").
 */
function elementFor(path: string): string {
  if (path.startsWith('/account')) return '<sport-account></sport-account>';
  if (path.startsWith('/cadeaubon')) return '<sport-gift-card></sport-gift-card>';
  if (/^\/(order\/|succes|success|failed|mislukt)/.test(path)) return '<sport-order><p>Even geduld…</p></sport-order>';
  return '<p>Welkom bij de club.</p>';
}

/** `origin`: the club's own, which serves the shop's pages itself (the same-site model). */
function template(shop: string, path: string, origin: string): string {
  const body = `  <header><sport-navigation><nav aria-label="Hoofdmenu"><a href="/">De Bal</a> <a href="/account">Account</a></nav></sport-navigation></header>
  <main>${elementFor(path)}</main>`;
  return clubPage({ shop, title: 'Voetbalclub De Bal', pages: origin, body });
}

/** Serves the club's pages on `port` (0: any free one); `host` names the origin the browser uses. */
export function startClubSite(shop: string, port: number, host = 'localhost'): Promise<ClubSite> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    paths.push(path);
    if (path === '/favicon.ico') return void res.writeHead(404).end();
    const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(template(shop, path, origin));
  });
  return listen(server, port, host).then((site) => ({ ...site, paths }));
}

/** fetch() from the page with credentials: can the page read the answer (CORS)? */
export async function tryFetch(page: Page, url: string): Promise<'gelezen' | 'geblokkeerd'> {
  return page.evaluate(async (u) => {
    try {
      await fetch(u, { credentials: 'include' });
      return 'gelezen' as const;
    } catch {
      return 'geblokkeerd' as const;
    }
  }, url);
}

/**
 * The parent's whole journey on the club's origin: register, log out, log in, order a place for a new
 * child, pay on the provider's page (the shop's test checkout) and land on the club's success page.
 */
export async function registerOrderAndPay(page: Page, club: ClubSite, shop: string): Promise<void> {
  const email = uniqueEmail('club');
  const password = 'geheim-wachtwoord-1';
  const slug = 'tennisweek-zomer-2027';

  await page.goto(`${club.origin}/account/register`);
  // the navigation's server-rendered fallback stays until <sport-navigation> exists in the bundle
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.locator('sport-account').getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('Bakker');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(`${club.origin}/account`);
  await expect(page.getByRole('heading', { name: 'Welkom, Sanne Bakker' })).toBeVisible();

  // logout changes the CSRF token: the widget must fetch the new one before it can log in again
  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(`${club.origin}/account/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${club.origin}/account`);
  await expect(page.getByRole('heading', { name: 'Welkom, Sanne Bakker' })).toBeVisible();

  await page.goto(`${club.origin}/order/${slug}`);
  await expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
  // the CMS's header image (a relative URL in the CMS answer) loads from the shop, not from the club
  await expect(page.locator('img.sport-order__header-image')).toHaveJSProperty('complete', true);
  expect(
    await page
      .locator('img.sport-order__header-image')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, new URL(img.currentSrc).origin]),
  ).toEqual([true, new URL(shop).origin]);
  await orderForNewChild(page, `${club.origin}/order/${slug}`, 'Daan', 'Bakker');
  // the provider's page (here the shop's test checkout), then back to the club's origin
  await payOnSummary(page);
  await expect(page).toHaveURL(new RegExp(`^${club.origin}/succes\\?order=`));
  await expect(page.getByRole('heading', { name: 'Bedankt voor je inschrijving!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ingeschreven kinderen' })).toContainText('Daan Bakker');
  await expectAccessible(page);

  // the widgets used the shop's API and CMS named in the meta tags, never the club's own origin
  expect(club.paths.filter((p) => /^\/(api|graphql|dist|assets)(\/|$)/.test(p))).toEqual([]);
  expect(await tryFetch(page, `${shop}/api/user`)).toBe('gelezen');
}
