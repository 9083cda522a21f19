import { expect, type Page } from '@playwright/test';

// The order flow's steps as a parent walks them (spec §2 "Order step 1–3"), for the order-flow specs:
// the demo's events they order for, the 'Verder' button, from an event page to step 1 and on to the summary.
export const voetbalkamp = {
  slug: 'voetbalkamp-zomer-2027',
  uuid: 'de9a7b5e-52df-41d4-9474-cde4ad35960e',
  title: 'Voetbalkamp Zomer 2027',
};
export const tennisweek = { slug: 'tennisweek-zomer-2027', uuid: 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc', title: 'Tennisweek Zomer 2027' };

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true });

export async function startFromEventPage(page: Page, slug: string) {
  await page.goto(`/evenementen/${slug}`);
  await page.getByRole('link', { name: 'Inschrijven' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/order/${slug}$`));
  await expect(page.getByRole('heading', { name: 'Wie gaan er mee?' })).toBeVisible();
  // the page's server-rendered fallback shows that heading too: wait for the widget's own steps
  await expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
}

export async function toSummary(page: Page, slug: string, childName: string) {
  await startFromEventPage(page, slug);
  await page.getByRole('checkbox', { name: childName }).check();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
}
