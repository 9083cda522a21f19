import type { Page } from '@playwright/test';

// Cumulative layout shift as Chromium reports it (PerformanceObserver 'layout-shift', shifts without
// recent input), for the specs that check that mounting a widget moves nothing (DESIGN.md "Custom elements").

/** Before the page loads: starts summing the layout shifts of every document this page opens. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current document so far, after two more frames (shifts are reported after the frame that made them). */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
