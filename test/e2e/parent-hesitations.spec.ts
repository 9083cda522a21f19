import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, expectAccessible, newChild, newParent, uniqueEmail } from './helpers';

// The last hesitations of a new parent on a phone (docs/rules.md "§2 Screens and routes"): labels that
// stay on one line at 320 px, the summary's total and pay button in view at 375 px, and axe's
// target-size on the register page and on Profielen right after saving a child. Set up through the API,
// few page loads.

/** The number of lines the text of an element takes. */
const lines = (target: Locator) =>
  target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

const inView = (page: Page, target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test.use({ viewport: { width: 320, height: 640 } });

test('the failed page and the gift-card result keep their button labels on one line at 320 px; the summary shows its total and pay button at 375 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await newParent(page, 'Iris', 'Smit');
  const child = await newChild(page, 'Noor', 'Smit');
  const tennis = 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc';
  await api(page, 'POST', '/api/cart', { items: [{ product_id: tennis, profile_id: child, with_shirt: false, shirt_size: 'none' }] });
  const { data } = await api(page, 'POST', '/api/cart/checkout');
  await page.goto(data.payment_url as string);
  await page.getByRole('button', { name: 'Mislukt' }).click();
  const back = page.getByRole('link', { name: 'Terug naar het evenement' });
  await expect(back).toBeVisible();
  const room = await back.evaluate((el) => `button ${el.clientWidth} px, page ${document.documentElement.clientWidth} px`);
  expect.soft(await lines(back), `'Terug naar het evenement' on one line (${room})`).toBe(1);

  // step 3 at 375 px: what it costs and the button to pay, without scrolling
  await page.setViewportSize({ width: 375, height: 667 });
  await page.getByRole('link', { name: 'Opnieuw betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
  const totals = await page.getByText('Totaal', { exact: true }).all();
  expect.soft((await Promise.all(totals.map((total) => inView(page, total)))).includes(true), 'a total in view').toBe(true);
  expect.soft(await inView(page, page.getByRole('button', { name: 'Verder naar betalen' })), "'Verder naar betalen' in view").toBe(true);
  await api(page, 'DELETE', '/api/cart');

  await page.setViewportSize({ width: 320, height: 640 });
  const card = await api(page, 'POST', '/api/gift-card', {
    amount: 25,
    first_name: 'Iris',
    last_name: 'Smit',
    email: uniqueEmail('koper'),
  });
  await page.goto(card.data.payment_url as string);
  await page.getByRole('button', { name: 'Betaald' }).click();
  const again = page.getByRole('link', { name: 'Nog een cadeaubon bestellen' });
  await expect(again).toBeVisible();
  expect.soft(await lines(again), "'Nog een cadeaubon bestellen' on one line").toBe(1);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("axe's target-size: the register page, and Profielen right after saving a child", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/account/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
    await expectAccessible(page);

    await newParent(page, 'Jesse', 'Bos');
    await page.goto('/account/profiles');
    await page.getByRole('button', { name: 'Voeg een kind toe' }).click();
    await page.getByLabel('Voornaam').fill('Fenna');
    await page.getByLabel('Achternaam').fill('Bos');
    await page.getByRole('button', { name: 'Kind opslaan' }).click();
    await expect(page.getByText('Fenna is toegevoegd.')).toBeFocused();
    await expectAccessible(page);

    // an info button stands on its label's line, not below it
    await page.getByRole('link', { name: 'Gegevens van Fenna invullen' }).click();
    const toggles = page.getByRole('button', { name: /^Uitleg bij / });
    await expect(toggles.first()).toBeVisible();
    for (const toggle of await toggles.all()) {
      const onItsLine = await toggle.evaluate((button) => {
        const label = button.parentElement?.querySelector(':scope > .sport-field__label, :scope > legend');
        if (!label) return 'no label';
        const a = label.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        return b.top < a.bottom && b.bottom > a.top ? 'on its line' : `${Math.round(b.top - a.bottom)} px below`;
      });
      expect.soft(onItsLine, (await toggle.getAttribute('aria-controls')) ?? 'an info button').toBe('on its line');
    }

    // the breadcrumb's links and the current page share one baseline
    await page.goto('/evenementen');
    const baselines = await page.locator('.breadcrumbs li').evaluateAll((items) =>
      items.map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li.querySelector('a, [aria-current]')!);
        return Math.round([...range.getClientRects()][0]!.bottom);
      }),
    );
    expect(new Set(baselines).size, `the crumbs' text bottoms: ${baselines.join(', ')}`).toBe(1);
  });
});
