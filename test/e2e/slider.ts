import { expect, type Page } from '@playwright/test';

// The demo's sliders as the content-block specs find and wait for them (spec §2 "Marketing page
// blocks"): the carousel by its name, the row's offset, the block mounted.

/** The carousel (the section around it is a region with the same name). */
export const carousel = (page: Page, name: string) =>
  page.getByRole('region', { name }).and(page.locator('[aria-roledescription="carrousel"]'));
export const slider = (page: Page) => carousel(page, 'Zo ziet een kampdag eruit');

/** The row's horizontal offset (embla moves it with a transform). */
export const offset = (page: Page, selector = '#media-title ~ * .slider, section[aria-labelledby="media-title"] .slider') =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

/**
 * Brings the first slider near the viewport, as a reader scrolling down does (the loader imports a
 * block's code only when it comes within reach), and waits until it has mounted.
 */
export async function mounted(page: Page) {
  await page.locator('sport-slider').first().scrollIntoViewIfNeeded();
  await expect(page.locator('sport-slider.sport-slider--ready').first()).toBeAttached();
}
