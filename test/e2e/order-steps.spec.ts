import { expect, test } from '@playwright/test';
import { demoParent, expectAccessible, newChild, newParent } from './helpers';
import { nextButton, startFromEventPage, tennisweek, voetbalkamp } from './order-journey';

// The order flow's steps at their edges (spec §2 "Order step 1–3"; §4 "Cart", "Order flow") in Chromium
// against the real server on a fresh database: a sold-out or finished event, the login in front of the
// steps, a failed tick and a shirt without a size at 375 px with the keyboard, another event's cart.
const multisport = { slug: 'multisportdag-herfst-2027' };
const soldOut = { slug: 'hockeyclinic-pasen-2027' };
const finished = { slug: 'herfstkamp-2026' };

test('a sold-out or finished event stays on its order address and says so (not /404)', async ({ page }) => {
  await newParent(page);
  await page.goto(`/order/${soldOut.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dit evenement is uitverkocht' })).toBeVisible();
  await page.goto(`/order/${finished.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dit evenement is afgelopen' })).toBeVisible();
});

test('the order pages need a login, and return to the order after it', async ({ page }) => {
  await page.goto(`/order/${voetbalkamp.slug}/extras`);
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill(demoParent.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // back to the order; with no child in the cart, extras goes to step 1 (spec §4 "Order flow")
  await expect(page).toHaveURL(new RegExp(`/order/${voetbalkamp.slug}$`));
  await expect(page.getByRole('heading', { name: 'Wie gaan er mee?' })).toBeVisible();
});

test.describe('on a 375 px screen, with the keyboard', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a tick that fails shows why at the child’s row, in view, and the next success clears it', async ({ page }) => {
    await newParent(page, 'Femke', 'de Wit');
    await newChild(page, 'Sep', 'de Wit');
    await newChild(page, 'Roos', 'de Wit');
    await page.setViewportSize({ width: 375, height: 740 });
    await startFromEventPage(page, voetbalkamp.slug);
    // the steps fit on one line
    const steps = page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem');
    const tops = await steps.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'step indicator on one line').toBe(1);

    await page.route('**/api/cart', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    const sep = page.getByRole('checkbox', { name: 'Sep de Wit' });
    await sep.click();
    const error = page.getByRole('listitem').filter({ hasText: 'Sep de Wit' }).getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).toBeInViewport();
    await expect(sep).not.toBeChecked();
    await expect(sep).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.unroute('**/api/cart');
    await page.getByRole('checkbox', { name: 'Roos de Wit' }).check();
    await expect(page.getByRole('group', { name: 'Je bestelling' })).toContainText('€ 189,00');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(sep).not.toHaveAttribute('aria-invalid');
  });

  test('a shirt without a size blocks Verder, and an unknown voucher shows the server message by the input', async ({ page }) => {
    await newParent(page, 'Eva', 'Smit');
    await newChild(page, 'Lars', 'Smit');
    await startFromEventPage(page, multisport.slug);

    // step 1 with the keyboard alone
    const child = page.getByRole('checkbox', { name: 'Lars Smit' });
    await child.focus();
    await page.keyboard.press('Space');
    await expect(child).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeFocused();

    // the multisport day has a free shirt: the old price struck through and €0 (spec §9)
    await expect(page.locator('s')).toContainText('Oude prijs');
    await expect(page.getByText(/^€0 \(nu gratis\)$/)).toBeVisible();
    const shirt = page.getByRole('checkbox', { name: 'Shirt voor Lars Smit' });
    await shirt.focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Maat voor Lars Smit')).toHaveValue('none');
    await expect(nextButton(page)).toBeDisabled();
    await expect(page.getByText('Kies een maat voor het shirt van Lars Smit om verder te gaan.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Maat voor Lars Smit').selectOption('S');
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();

    await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
    await page.getByRole('button', { name: 'Ik heb een kortingscode' }).click();
    await page.getByLabel('Kortingscode').fill('BESTAATNIET');
    await page.getByRole('button', { name: 'Toepassen' }).first().click();
    await expect(page.getByText('Deze kortingscode bestaat niet. Controleer de code.')).toBeVisible();
    await expect(page.getByLabel('Kortingscode')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Kortingscode')).toHaveValue('BESTAATNIET');
    await expectAccessible(page);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);
  });
});

test('opening another event empties the cart of the previous one', async ({ page }) => {
  await newParent(page, 'Bram', 'Visser');
  await newChild(page, 'Fenna', 'Visser');
  await startFromEventPage(page, voetbalkamp.slug);
  await page.getByRole('checkbox', { name: 'Fenna Visser' }).check();
  await expect(page.getByRole('group', { name: 'Je bestelling' })).toContainText('€ 189,00');

  await startFromEventPage(page, tennisweek.slug);
  await expect(page.getByRole('checkbox', { name: 'Fenna Visser' })).not.toBeChecked();
  const cart = (await (await page.request.get('/api/cart')).json()) as { data: { items: unknown[] } };
  expect(cart.data.items).toEqual([]);
});
