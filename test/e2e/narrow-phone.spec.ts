import { expect, test, type Page } from '@playwright/test';
import { newChild, newParent } from './helpers';

// The smallest phones still in use (320 px wide): no page scrolls sideways once its widgets have
// mounted, logged out and logged in. (Scrollers inside a page, like the slider's row, may.)
const slug = 'voetbalkamp-zomer-2027';

async function expectNoSidewaysScroll(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBe(0);
}

test.use({ viewport: { width: 320, height: 640 } });

test('logged out, no page is wider than the phone', async ({ page }) => {
  const mounted = () => expect(page.locator('sport-navigation .sport-navigation__burger').first()).toBeAttached();
  for (const path of [
    '/',
    '/evenementen',
    `/evenementen/${slug}`,
    '/veelgestelde-vragen',
    '/elementen',
    '/404',
    '/account/register',
    '/account/forgot-password',
  ]) {
    await expectNoSidewaysScroll(page, path, mounted);
  }
  await expectNoSidewaysScroll(page, '/cadeaubon', () => expect(page.getByRole('heading', { name: 'Cadeaubon bestellen' })).toBeVisible());
  await expectNoSidewaysScroll(page, '/account/login', () => expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible());
});

test('logged in, the account pages and every order step fit the phone', async ({ page }) => {
  // a parent of its own (with a child), so the demo parent's cart stays as it is for the other specs
  await page.goto('/');
  await newParent(page);
  await newChild(page, 'Mees', 'Jansen');
  const steps = () => expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
  for (const path of ['/account', '/account/gegevens', '/account/profiles']) {
    await expectNoSidewaysScroll(page, path, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  }
  await expectNoSidewaysScroll(page, `/order/${slug}`, steps);
  // step 2 needs a child chosen
  await page.getByRole('checkbox', { name: 'Mees Jansen' }).check();
  await page.getByRole('button', { name: 'Verder', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${slug}/extras$`));
  await steps();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});
