import type { Page } from '@playwright/test';

// Screenshots of one element and their comparison, for test/e2e/foreign-page.spec.ts: the catalogue's
// live example against the same snippet on a club page, taken in the same run (no stored baselines,
// so a fresh clone in CI compares like with like).

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Shot {
  png: Buffer;
  /** where the element stood (page coordinates) */
  box: Box;
}

/** The element's box in page coordinates (at the current scroll position). */
function boxOf(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
    });
}

/**
 * A screenshot of the element `selector` as the page lays it out, without scrolling (a sticky bar
 * stays where it is). `at`: the box of the element it is compared with; the element is moved there
 * (sideways fully, up or down by the fraction of a pixel), because text and images drawn at another
 * sub-pixel offset are anti-aliased differently and would differ everywhere by a shade. `mask`:
 * parts painted over in both, for content that legitimately differs.
 */
export async function shot(page: Page, selector: string, options: { at?: Box; mask?: string[] } = {}): Promise<Shot> {
  if (options.at) {
    const own = await boxOf(page, selector);
    const fraction = (n: number) => n - Math.floor(n);
    const shift = { x: options.at.x - own.x, y: fraction(options.at.y) - fraction(own.y) };
    await page
      .locator(selector)
      .first()
      .evaluate((el, { x, y }) => {
        Object.assign((el as HTMLElement).style, { position: 'relative', left: `${x}px`, top: `${y}px` });
      }, shift);
  }
  const box = await boxOf(page, selector);
  // the whole device pixels inside the box: the same cut for two boxes at the same fractions, and
  // never a row of what stands next to it (the catalogue's header has a border under the bar)
  const x = Math.ceil(box.x);
  const y = Math.ceil(box.y);
  const clip = { x, y, width: Math.floor(box.x + box.width) - x, height: Math.floor(box.y + box.height) - y };
  const mask = (options.mask ?? []).map((part) => page.locator(`${selector} ${part}`));
  const png = await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide', mask });
  return { png, box };
}

export interface Difference {
  /** both sizes, "w×h / w×h" */
  size: string;
  /** share of the pixels that differ visibly (1 when the sizes differ) */
  share: number;
  /** a PNG with the differing pixels in red over a faded copy of the first screenshot */
  diff: Buffer;
}

/** Compares two screenshots of equal size, decoded in the browser (no image library needed). */
export async function difference(page: Page, a: Buffer, b: Buffer): Promise<Difference> {
  const result = await page.evaluate(
    async ([a, b]) => {
      const decode = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, img.width, img.height);
      };
      const [x, y] = await Promise.all([decode(a!), decode(b!)]);
      const size = `${x.width}×${x.height} / ${y.width}×${y.height}`;
      const w = Math.min(x.width, y.width);
      const h = Math.min(x.height, y.height);
      const out = new ImageData(w, h);
      let differ = 0;
      for (let row = 0; row < h; row++) {
        for (let col = 0; col < w; col++) {
          const i = (row * x.width + col) * 4;
          const j = (row * y.width + col) * 4;
          const o = (row * w + col) * 4;
          // a pixel differs when a channel differs by more than 16 of 255: what the eye sees (a light
          // border on white is 16–39 off), not the shades a gradient's rasterisation varies by (4–8)
          const delta = Math.max(
            Math.abs(x.data[i]! - y.data[j]!),
            Math.abs(x.data[i + 1]! - y.data[j + 1]!),
            Math.abs(x.data[i + 2]! - y.data[j + 2]!),
          );
          const visible = delta > 16;
          if (visible) differ++;
          const grey = (x.data[i]! + x.data[i + 1]! + x.data[i + 2]!) / 3;
          out.data.set(visible ? [255, 0, 0, 255] : [255 - (255 - grey) / 4, 255 - (255 - grey) / 4, 255 - (255 - grey) / 4, 255], o);
        }
      }
      const canvas = new OffscreenCanvas(w, h);
      canvas.getContext('2d')!.putImageData(out, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      const sameSize = Math.abs(x.width - y.width) <= 1 && Math.abs(x.height - y.height) <= 1;
      return { size, share: sameSize ? differ / (w * h) : 1, diff: btoa(binary) };
    },
    [a, b].map((buffer) => `data:image/png;base64,${buffer.toString('base64')}`),
  );
  return { ...result, diff: Buffer.from(result.diff, 'base64') };
}
