import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';
import { layoutShiftsSoFar, observeLayoutShifts } from './layout-shift';

// The widgets on every marketing page mount without moving anything: CLS ≤ 0.01 (Chromium's
// 'layout-shift' entries without recent input, as in account-layout.spec.ts) over a fresh page load
// until every widget on the page has mounted and its data arrived; and axe finds nothing, also with
// the mobile menu open.
const CLS_BUDGET = 0.01;

async function clsOfMount(page: Page, path: string): Promise<{ cls: number; shifts: string[] }> {
  await page.goto(path);
  // every widget mounted: the navigation drew its burger and knows the session, each sign-up block drew its own parts
  await expect(page.locator('sport-navigation .sport-navigation__burger')).toHaveCount(1);
  await expect(page.locator('sport-navigation .is-loading')).toHaveCount(0);
  const blocks = await page.locator('sport-event-signup').count();
  await expect(page.locator('sport-event-signup .sport-event-signup__action')).toHaveCount(blocks);
  await page.waitForLoadState('networkidle');
  return layoutShiftsSoFar(page);
}

for (const viewport of [
  { width: 1280, height: 860 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ['/', '/evenementen/voetbalkamp-zomer-2027', '/evenementen/keeperstraining-voorjaar-2027']) {
      test(`${path}: the widgets mount without layout shift (CLS ≤ 0.01), axe finds nothing`, async ({ page }) => {
        await observeLayoutShifts(page);
        const { cls, shifts } = await clsOfMount(page, path);
        console.log(`CLS ${viewport.width} px ${path}: ${cls.toFixed(4)}`);
        expect(cls, `CLS of ${path}: ${shifts.join(' | ')}`).toBeLessThanOrEqual(CLS_BUDGET);
        await expectAccessible(page);
        if (viewport.width < 760) {
          await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('banner').getByRole('link', { name: 'Cadeaubon' })).toBeVisible();
          await expectAccessible(page);
        }
      });
    }
  });
}
