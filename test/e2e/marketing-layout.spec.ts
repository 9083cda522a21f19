import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 11: the widgets on every marketing page mount without moving anything: CLS ≤ 0.01 (Chromium's
// 'layout-shift' entries without recent input, as in account-layout.spec.ts) over a fresh page load
// until every widget on the page has mounted and its data arrived; and axe finds nothing, also with
// the mobile menu open.
const CLS_BUDGET = 0.01;

/** axe (WCAG 2.1 AA) on the whole page, the slider too, mounted or still its fallback row. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core WCAG 2.1 AA violations').toEqual([]);
}

async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.localName : s.node?.nodeName)).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function clsOfMount(page: Page, path: string): Promise<{ cls: number; shifts: string[] }> {
  await page.goto(path);
  // every widget mounted: the navigation drew its burger and knows the session, each sign-up block drew its own parts
  await expect(page.locator('sport-navigation .sport-navigation__burger')).toHaveCount(1);
  await expect(page.locator('sport-navigation .is-loading')).toHaveCount(0);
  const blocks = await page.locator('sport-event-signup').count();
  await expect(page.locator('sport-event-signup .sport-event-signup__action')).toHaveCount(blocks);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
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
