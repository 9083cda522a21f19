import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, uniqueEmail, xsrf } from './helpers';

// The order flow by keyboard (spec §8: errors heard and seen, focus kept), in Chromium against the real server: the whole order
// journey with the keyboard alone at 375 px (two children, one shirt with a size, a code, pay), with the
// focus on the control just used after every action, cart calls slowed down so they are seen running.
const voetbalkamp = { slug: 'voetbalkamp-zomer-2027', title: 'Voetbalkamp Zomer 2027' };
const soldOut = { slug: 'hockeyclinic-pasen-2027' };
const finished = { slug: 'herfstkamp-2026' };

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': await xsrf(page), Accept: 'application/json' } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
}

async function parentWithChildren(page: Page, children: [string, string][]) {
  const password = 'geheim-wachtwoord-1';
  await post(page, '/api/auth/register', {
    email: uniqueEmail('toetsen'),
    password,
    password_confirmation: password,
    first_name: 'Eva',
    last_name: 'Bos',
    phone: '0612345678',
  });
  for (const [first_name, last_name] of children) await post(page, '/api/profile', { first_name, last_name });
}

/** Tab (forwards) until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focus is on this control, and it shows (not on <body>, and :focus-visible). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
}

const notOnBody = (page: Page) => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);

test.describe('on a 375 px screen, with the keyboard alone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the whole order journey keeps a visible focus on the control just used at every step', async ({ page }) => {
    // a long journey with four axe runs on a shared 2-core machine
    test.setTimeout(60_000);
    await parentWithChildren(page, [
      ['Mila', 'Bos'],
      ['Noor', 'Bos'],
    ]);
    // every cart call takes a moment, as on a slow network: the controls must stay focused while it runs
    await page.route('**/api/cart', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`/order/${voetbalkamp.slug}`);
    await expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveTitle(`Wie gaan er mee? – ${voetbalkamp.title} | Sportkamp Vooruit`);

    // step 1: two children with Space; the focus stays on each box while its cart call runs
    for (const name of ['Mila Bos', 'Noor Bos']) {
      const box = page.getByRole('checkbox', { name });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toHaveAttribute('aria-disabled', 'true');
      await expectVisibleFocus(box);
      await expect(box).not.toHaveAttribute('aria-disabled');
      await expect(box).toBeChecked();
      await expectVisibleFocus(box);
    }
    await expect(page.getByRole('group', { name: 'Je bestelling' })).toContainText('€ 378,00');
    await expectAccessible(page);
    const verder = page.getByRole('button', { name: 'Verder', exact: true });
    await tabTo(page, verder);
    await expectVisibleFocus(verder);
    await page.keyboard.press('Enter');

    // step 2: the new page's heading has the focus and the title is its own
    const extras = page.getByRole('heading', { level: 1, name: 'Welke extra’s wil je bestellen?' });
    await expect(extras).toBeFocused();
    await expect(page).toHaveTitle(`Extra’s kiezen – ${voetbalkamp.title} | Sportkamp Vooruit`);
    const shirt = page.getByRole('checkbox', { name: 'Shirt voor Mila Bos' });
    await tabTo(page, shirt);
    await page.keyboard.press('Space');
    await expectVisibleFocus(shirt);
    const size = page.getByLabel('Maat voor Mila Bos');
    await expect(size).toBeVisible();
    await expect(shirt).not.toHaveAttribute('aria-disabled');
    await tabTo(page, size);
    // two ArrowDowns, the second while the first size is being saved: none → 152 → S
    await page.keyboard.press('ArrowDown');
    await expect(size).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(size);
    await expect(size).toHaveValue('S');
    await expect(size).not.toHaveAttribute('aria-disabled');
    await expect(size).toHaveValue('S');
    await expectVisibleFocus(size);
    await expect(verder).toBeEnabled();
    await expectAccessible(page);
    await tabTo(page, verder);
    await page.keyboard.press('Enter');

    // step 3: the summary; a refused code first, then a good one
    const summary = page.getByRole('heading', { level: 1, name: 'Controleer je bestelling' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(`Overzicht – ${voetbalkamp.title} | Sportkamp Vooruit`);
    await expect(page.getByRole('region', { name: 'Opties' })).toContainText('maat S voor Mila Bos');
    const toggle = page.getByRole('button', { name: 'Ik heb een kortingscode' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(toggle);
    const code = page.getByLabel('Kortingscode');
    await tabTo(page, code);
    await page.keyboard.type('BESTAATNIET');
    const apply = page.getByRole('button', { name: 'Toepassen' }).first();
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    // the message is heard (focus on the field, described by it) and seen
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Deze kortingscode bestaat niet. Controleer de code.');
    await expect(page.getByText('Deze kortingscode bestaat niet. Controleer de code.')).toBeInViewport();
    await expectAccessible(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('WELKOM10');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Korting (WELKOM10)')).toBeVisible();
    expect(await notOnBody(page)).toBe(true);
    // a gift card can still go on top of the voucher (docs/rules.md §4 "Summary totals")
    await expect(page.getByRole('button', { name: 'Ik heb een cadeaubon' })).toBeVisible();
    const terms = page.getByRole('checkbox', { name: /Ik ga akkoord/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expectVisibleFocus(terms);
    await expectAccessible(page);
    const payButton = page.getByRole('button', { name: 'Verder naar betalen' });
    await tabTo(page, payButton);
    await expectVisibleFocus(payButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dev\/checkout\//);
    await page.getByRole('button', { name: 'Betaald' }).click();
    await expect(page).toHaveURL(/\/succes\?order=/);
    await expect(page).toHaveTitle('Betaling gelukt | Sportkamp Vooruit');
    await expect(page.getByRole('region', { name: 'Ingeschreven kinderen' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
  });
});

test('an order link of a sold-out or finished event explains it with a link to the events, not a 404', async ({ page }) => {
  await parentWithChildren(page, []);
  await page.goto(`/order/${soldOut.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dit evenement is uitverkocht' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${soldOut.slug}$`));
  await expect(page.getByRole('link', { name: 'Bekijk de komende evenementen' })).toHaveAttribute('href', '/evenementen');
  await expectAccessible(page);
  await page.goto(`/order/${finished.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dit evenement is afgelopen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Bekijk de komende evenementen' }).click();
  await expect(page).toHaveURL(/\/evenementen$/);
});
