import { expect, test, type Page } from '@playwright/test';
import { homeDetails } from '../support/factories';
import { api, expectAccessible, newChild, newParent } from './helpers';

// A checkout that feels safe (docs/rules.md §2 "Order step 3", §4 "Age range"), in Chromium against the
// real server: on a phone the total and 'Verder' stay in sight; a child outside the event's age range is
// named before paying; beside the pay button the payment methods, the cancellation rule and the contact.
const zomer = { slug: 'voetbalkamp-zomer-2027', title: 'Voetbalkamp Zomer 2027' }; // 7 t/m 12 jaar, starts 19 July 2027

async function childBorn(page: Page, first_name: string, birthdate: string) {
  const uuid = await newChild(page, first_name, 'Bakker');
  await api(page, 'PUT', `/api/profile/${uuid}`, {
    first_name,
    last_name: 'Bakker',
    birthdate,
    ...homeDetails,
    contact_phone: '0612345678',
  });
}

/** The element's box lies within the viewport (seen without scrolling). */
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
  });

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("step 1: the total and 'Verder' stick to the bottom; a five-year-old for a 7 t/m 12 camp is named, without a block", async ({
    page,
  }) => {
    await newParent(page);
    await childBorn(page, 'Fien', '01-03-2022'); // 5 on the first day
    await childBorn(page, 'Bram', '20-07-2015'); // 11 (12 a day later): fits
    await page.goto(`/order/${zomer.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wie gaan er mee?' })).toBeVisible();
    // at the top of the step the bar is already in sight, although the footer's place is further down
    const verder = page.getByRole('button', { name: 'Verder', exact: true });
    await expect(verder).toBeInViewport();
    expect(await inViewport(page, '.sport-order__footer-bar')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    await page.getByRole('checkbox', { name: 'Fien Bakker' }).check();
    await page.getByRole('checkbox', { name: 'Bram Bakker' }).check();
    const warning = page.getByText(/^Let op:/);
    await expect(warning).toHaveText(
      `Let op: Fien is op de eerste dag 5 jaar, en ${zomer.title} is voor kinderen van 7 t/m 12 jaar. Je kunt Fien toch inschrijven; twijfel je, neem dan eerst contact met ons op.`,
    );
    await expect(warning).toHaveCount(1);
    await expect(page.locator('.sport-order__footer-bar')).toContainText(/€\s378,00/);
    await expectAccessible(page);
    // a warning, not a block
    await verder.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welke extra’s wil je bestellen?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verder', exact: true })).toBeInViewport();
    await page.getByRole('button', { name: 'Verder', exact: true }).click();

    // beside the pay button: the methods, the cancellation rule and the contact
    await expect(page.getByRole('heading', { level: 1, name: 'Controleer je bestelling' })).toBeVisible();
    const safe = page.getByRole('region', { name: 'Veilig betalen' });
    await expect(safe).toContainText('met iDEAL, Bancontact of Creditcard.');
    await expect(safe).toContainText('Annuleren: Tot vier weken voor de start annuleer je kosteloos');
    await expect(safe.getByRole('link', { name: 'info@sportkampvooruit.example' })).toHaveAttribute(
      'href',
      'mailto:info@sportkampvooruit.example',
    );
    await expect(safe.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    await expectAccessible(page);
  });

  test('a focused field is never hidden behind the bar (the page scrolls it clear)', async ({ page }) => {
    await newParent(page);
    await page.goto(`/order/${zomer.slug}`);
    await page.getByRole('button', { name: 'Voeg een kind toe' }).click();
    const first = page.getByLabel('Voornaam');
    await first.focus();
    await page.keyboard.type('Lot');
    const [field, bar] = await Promise.all([first.boundingBox(), page.locator('.sport-order__footer-bar').boundingBox()]);
    expect(field!.y + field!.height).toBeLessThanOrEqual(bar!.y + 0.5);
  });

  test('the gift-card form keeps its total and Verder in sight', async ({ page }) => {
    await page.goto('/cadeaubon');
    await expect(page.getByRole('heading', { name: 'Cadeaubon bestellen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verder', exact: true })).toBeInViewport();
    expect(await inViewport(page, '.sport-gift-card__footer')).toBe(true);
    await expectAccessible(page);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the footer stays in its place (no bar) and the summary still shows how to pay safely', async ({ page }) => {
    await newParent(page);
    await childBorn(page, 'Bram', '20-07-2015');
    await page.goto(`/order/${zomer.slug}`);
    await page.getByRole('checkbox', { name: 'Bram Bakker' }).check();
    await expect(page.getByText(/^Let op:/)).toHaveCount(0);
    expect(await page.locator('.sport-order__footer-bar').evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky');
    await page.goto(`/order/${zomer.slug}/summary`);
    await expect(page.getByRole('region', { name: 'Veilig betalen' })).toContainText('iDEAL');
    await expectAccessible(page);
  });
});
