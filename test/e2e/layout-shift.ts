import type { Page } from '@playwright/test';

// Cumulative layout shift as Chromium reports it (PerformanceObserver 'layout-shift', shifts without
// recent input), for the specs that check that mounting a widget moves nothing (docs/architecture.md "Custom elements").

/** Before the page loads: starts summing the layout shifts of every document this page opens, and names what moved. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node }>;
      }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push(
          `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.localName : s.node?.nodeName)).join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the current document so far (their sum and what moved), after two more frames (shifts are reported after the frame that made them). */
export async function layoutShiftsSoFar(page: Page): Promise<{ cls: number; shifts: string[] }> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

/** The layout shift of the current document so far. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return (await layoutShiftsSoFar(page)).cls;
}
