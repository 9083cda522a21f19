import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers';

// <sport-event-signup> follows the live stock (spec §2 "Event sign-up block", §4). The
// stock is changed in the real database after the page was rendered.
const multisport = { slug: 'multisportdag-herfst-2027', uuid: 'e5c16bc2-4ef4-4887-9f4e-fc01f3299e49' };

test("an event sold out after the page was rendered offers its waiting list: 'Vol – zet je op de wachtlijst' instead of a dead button", async ({
  page,
  request,
}) => {
  const file = process.env.E2E_DATABASE;
  test.skip(!file, 'needs the e2e database (npm run test:e2e)');
  const html = await (await request.get(`/evenementen/${multisport.slug}`)).text();
  // the server rendered the block open (its content knows places)
  expect(html).toMatch(new RegExp(`<a class="[^"]*event-signup__button" href="/order/${multisport.slug}">Inschrijven</a>`));

  const db = new Database(file!);
  const before = db.prepare('SELECT initial_stock FROM events WHERE uuid = ?').pluck().get(multisport.uuid) as number;
  try {
    db.prepare('UPDATE events SET initial_stock = 0 WHERE uuid = ?').run(multisport.uuid);
    await page.goto(`/evenementen/${multisport.slug}`);
    const aside = page.getByRole('complementary', { name: 'Inschrijven' });
    // the server keeps a waiting list (docs/rules.md "Waiting list"): a link to the order page's list
    await expect(aside.getByRole('link', { name: 'Vol – zet je op de wachtlijst' })).toHaveAttribute('href', `/order/${multisport.slug}`);
    await expect(aside.getByRole('button')).toHaveCount(0);
    await expect(aside.getByRole('link', { name: 'Inschrijven' })).toHaveCount(0);
    await expect(aside.getByText('EUR 39,50 per kind')).toBeVisible();
    await expectAccessible(page);
  } finally {
    db.prepare('UPDATE events SET initial_stock = ? WHERE uuid = ?').run(before, multisport.uuid);
    db.close();
  }
});

test("an ended event shows the CMS 'ended' label, disabled", async ({ page }) => {
  await page.goto('/evenementen/herfstkamp-2026');
  const button = page.getByRole('complementary', { name: 'Inschrijven' }).getByRole('button', { name: 'Afgelopen' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Dit evenement is afgelopen, inschrijven kan niet meer.');
});

test("an event with 3 places shows 'Nog 3 plekken' beside the sign-up link", async ({ page }) => {
  await page.goto('/evenementen/keeperstraining-voorjaar-2027');
  const aside = page.getByRole('complementary', { name: 'Inschrijven' });
  await expect(aside.getByText('Nog 3 plekken')).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', '/order/keeperstraining-voorjaar-2027');
  await expectAccessible(page);
});

test('the events list asks the stock once per open event, and shows every state', async ({ page }) => {
  const stockRequests: string[] = [];
  page.on('request', (r) => {
    const match = new URL(r.url()).pathname.match(/^\/api\/events\/([^/]+)\/stock$/);
    if (match) stockRequests.push(match[1]!);
  });
  await page.goto('/evenementen');
  await expect(page.getByText('Nog 3 plekken')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vol – zet je op de wachtlijst' })).toHaveAttribute('href', /^\/order\//);
  await expect(page.getByRole('button', { name: 'Afgelopen' }).first()).toBeDisabled();
  await page.waitForLoadState('networkidle');
  // six upcoming events, one request each; none for the three that ended
  expect(stockRequests.sort()).toEqual([...new Set(stockRequests)].sort());
  expect(stockRequests).toHaveLength(6);
  await expectAccessible(page);
});
