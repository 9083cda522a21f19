import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';
import { layoutShiftSoFar, observeLayoutShifts } from './layout-shift';
import { mounted, offset, slider } from './slider';

// The content blocks an editor places in any page — <sport-faq-item>, <sport-slider>,
// <sport-video> — on the demo home page, at 375 and 1280 px, against the real server.
// The slider's touch, autoplay and YouTube: content-blocks-slider.spec.ts; the blocks without
// JavaScript, before their code and with an editor's mistakes: content-blocks-fallback.spec.ts.

/** Marks the element with data-animated="true" when something animates its height. */
const spyOnAnimate = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element: HTMLElement) => {
    const animate = element.animate.bind(element);
    element.animate = (...args: Parameters<Element['animate']>) => {
      element.dataset.animated = String(args[0] !== null && 'height' in args[0]);
      return animate(...args);
    };
  });

/** Scrolls to every block of these kinds in turn (each mounts when it comes near) and waits for all of them. */
async function scrollThrough(page: Page, tags: string[]) {
  for (const tag of tags) {
    const blocks = page.locator(tag);
    const count = await blocks.count();
    expect(count, `the page has a <${tag}>`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await blocks.nth(i).scrollIntoViewIfNeeded();
    await expect(page.locator(`${tag}.${tag}--ready`)).toHaveCount(count);
  }
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the slider moves with the arrows, the bullets and the keyboard; its slides are groups "Dia n van m"', async ({ page }) => {
      await page.goto('/');
      await mounted(page);
      const region = slider(page);
      await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
      // one region of that name in the element and one tab stop: the carousel took the row's role over
      await expect(page.locator('sport-slider').first().getByRole('region', { name: 'Zo ziet een kampdag eruit' })).toHaveCount(1);
      await expect(region.locator('.slider')).not.toHaveAttribute('tabindex', /.*/);
      const slides = region.getByRole('group', { name: /^Dia \d van 6$/ });
      await expect(slides).toHaveCount(6);
      await expect(slides.nth(1)).toHaveAttribute('aria-roledescription', 'dia');
      await expect(region.getByRole('group', { name: 'Dia 2 van 6' })).toBeAttached();

      const previous = region.getByRole('button', { name: 'Vorige' });
      const next = region.getByRole('button', { name: 'Volgende' });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      const start = await offset(page);
      await next.click();
      await expect.poll(() => offset(page)).toBeLessThan(start - 100);
      await expect(previous).toHaveAttribute('aria-disabled', 'false');
      await previous.click();
      await expect.poll(() => offset(page)).toBeCloseTo(start, 0);

      // bullets: one per stop, the current one marked
      const bullets = region.getByRole('group', { name: 'Kies een dia' }).getByRole('button');
      expect(await bullets.count()).toBeGreaterThan(1);
      await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
      await bullets.nth(2).click();
      await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => offset(page)).toBeLessThan(start - 100);
      await bullets.first().click();
      await expect.poll(() => offset(page)).toBeCloseTo(start, 0);

      // keyboard: focus the carousel, arrows move it
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => offset(page)).toBeCloseTo(start, 0);
    });

    test('every slide image has loaded when its slide comes into view', async ({ page }) => {
      await page.goto('/');
      await mounted(page);
      const region = slider(page);
      await region.scrollIntoViewIfNeeded();
      const next = region.getByRole('button', { name: 'Volgende' });
      const seen = new Set<string>();
      for (let step = 0; step < 8; step++) {
        // right after a move starts: whatever is inside the viewport must already show its image
        const shown = await page.evaluate(() => {
          const viewport = document.querySelector('.sport-slider__viewport')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('.sport-slider__viewport .slide')]
            .filter((s) => {
              const r = s.getBoundingClientRect();
              return r.right > viewport.left + 1 && r.left < viewport.right - 1;
            })
            .map((s) => {
              const img = s.querySelector('img')!;
              return { label: s.getAttribute('aria-label')!, loaded: img.complete && img.naturalWidth > 0 };
            });
        });
        for (const slide of shown) {
          expect(slide.loaded, `${slide.label} shows its image`).toBe(true);
          seen.add(slide.label);
        }
        if ((await next.getAttribute('aria-disabled')) === 'true') break;
        await next.click();
        await page.waitForTimeout(100);
      }
      expect(seen.size).toBe(6);
    });

    test('a video slide plays the demo clip fullscreen and leaves fullscreen at its end', async ({ page }) => {
      const clipRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/assets/video/')) clipRequests.push(r.url());
      });
      await page.goto('/');
      await mounted(page);
      const region = slider(page);
      const play = region.getByRole('link', { name: 'Speel de video af: Een kampweek in vier tellen', exact: true });
      await play.scrollIntoViewIfNeeded();
      // before play there is no video element and no request for the clip
      await expect(region.locator('video')).toHaveCount(0);
      expect(clipRequests).toEqual([]);
      await play.click();
      const video = region.locator('video');
      await expect(video).toHaveAttribute('src', /\/assets\/video\/kampweek\.mp4$/);
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toContain('media-item');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
      expect(await video.locator('track').getAttribute('src')).toMatch(/kampweek\.vtt$/);
      // it plays; on to its last moments rather than waiting the clip's 4 s out (the end is the same end)
      await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.3));
      await expect.poll(() => page.evaluate(() => document.fullscreenElement), { timeout: 10_000 }).toBeNull();
      expect(await video.evaluate((v: HTMLVideoElement) => v.ended)).toBe(true);
      expect(clipRequests.length).toBeGreaterThan(0);
    });

    test('the FAQ item opens and closes with the keyboard and opens from its #faq link', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('sport-faq-item details#faq-2')).toBeAttached();
      const question = page.locator('#faq-2 summary');
      const answer = page.locator('#faq-2 .faq-item__answer');
      await expect(answer).toBeHidden();
      // scroll to it (it loads when it comes near), wait for the element, then drive it with the keyboard alone
      await question.scrollIntoViewIfNeeded();
      await expect(page.locator('sport-faq-item.sport-faq-item--ready').first()).toBeAttached();
      // spec §2: the answer opens with an expand animation (a height animation on the <details>)
      await spyOnAnimate(page, '#faq-2');
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#faq-2')).toHaveAttribute('data-animated', 'true');
      await expect(answer).toBeVisible();
      await expect(page.locator('#faq-2')).toHaveJSProperty('open', true);
      await page.keyboard.press('Space');
      await expect(page.locator('#faq-2')).toHaveJSProperty('open', false);
      await expect(answer).toBeHidden();

      await page.goto('/veelgestelde-vragen#faq-5');
      const target = page.locator('#faq-5');
      await expect(target).toHaveJSProperty('open', true);
      await expect(target.locator('.faq-item__answer')).toBeInViewport();
      // a link on the same page
      await page.evaluate(() => {
        location.hash = '#faq-1';
      });
      await expect(page.locator('#faq-1')).toHaveJSProperty('open', true);
      await expect(page.locator('#faq-1 summary')).toBeInViewport();
    });

    test('no layout shift over the mount, and axe finds nothing on the home page', async ({ page }) => {
      await observeLayoutShifts(page);
      await page.goto('/');
      await expect(page.locator('sport-video .media-item__link').first()).toBeVisible();
      // scroll through the page as a reader does: every block mounts when it comes near, and none of
      // those mounts may shift the layout
      await scrollThrough(page, ['sport-slider', 'sport-video', 'sport-faq-item']);
      await page.waitForTimeout(500);
      const cls = await layoutShiftSoFar(page);
      expect(cls).toBeLessThanOrEqual(0.01);
      await expectAccessible(page);
    });
  });
}

test.describe('the video player block at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hides its text while playing on desktop and shows it at the end', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('sport-video').first();
    const text = block.locator('figcaption');
    await block.scrollIntoViewIfNeeded();
    await expect(text).toBeVisible();
    await expect(page.locator('sport-video.sport-video--ready').first()).toBeAttached();
    await block.getByRole('link', { name: 'Speel de video af: Zo ziet een kampweek eruit', exact: true }).click();
    await expect(block.locator('video')).toHaveAttribute('src', /kampweek\.mp4$/);
    await expect(text).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toContain('media-item');
    // it plays; on to the clip's last moments rather than waiting its 4 s out: at its end the text is
    // back and fullscreen is left
    const video = block.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
    await expect(text).toBeHidden();
    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.3));
    await expect(text).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('with prefers-reduced-motion the FAQ answer opens without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#faq-1').scrollIntoViewIfNeeded();
    await expect(page.locator('sport-faq-item.sport-faq-item--ready').first()).toBeAttached();
    await spyOnAnimate(page, '#faq-1');
    await page.locator('#faq-1 summary').click();
    await expect(page.locator('#faq-1 .faq-item__answer')).toBeVisible();
    await expect(page.locator('#faq-1')).not.toHaveAttribute('data-animated');
  });
});
