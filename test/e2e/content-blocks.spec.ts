import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';
import { layoutShiftSoFar, observeLayoutShifts } from './layout-shift';

// The content blocks an editor places in any page — <sport-faq-item>, <sport-slider>,
// <sport-video> — on the demo home page, at 375 and 1280 px, against the real server.

/** The carousel (the section around it is a region with the same name). */
const carousel = (page: Page, name: string) => page.getByRole('region', { name }).and(page.locator('[aria-roledescription="carrousel"]'));
const slider = (page: Page) => carousel(page, 'Zo ziet een kampdag eruit');

/** The row's horizontal offset (embla moves it with a transform). */
const offset = (page: Page, selector = '#media-title ~ * .slider, section[aria-labelledby="media-title"] .slider') =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

/** Marks the element with data-animated="true" when something animates its height. */
const spyOnAnimate = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element: HTMLElement) => {
    const animate = element.animate.bind(element);
    element.animate = (...args: Parameters<Element['animate']>) => {
      element.dataset.animated = String(args[0] !== null && 'height' in args[0]);
      return animate(...args);
    };
  });

/**
 * Brings the first slider near the viewport, as a reader scrolling down does (the loader imports a
 * block's code only when it comes within reach), and waits until it has mounted.
 */
async function mounted(page: Page) {
  await page.locator('sport-slider').first().scrollIntoViewIfNeeded();
  await expect(page.locator('sport-slider.sport-slider--ready').first()).toBeAttached();
}

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
    // the clip lasts 4 s: at its end the text is back and fullscreen is left
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

test.describe('touch', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('a swipe moves the slider', async ({ page }) => {
    await page.goto('/');
    await mounted(page);
    const region = slider(page);
    await region.scrollIntoViewIfNeeded();
    const box = (await region.locator('.slide').first().boundingBox())!;
    const start = await offset(page);
    const client = await page.context().newCDPSession(page);
    const y = box.y + box.height / 3;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width - 20);
    for (let i = 1; i <= 8; i++) await touch('touchMove', box.x + box.width - 20 - i * 30);
    await touch('touchEnd', 0);
    await expect.poll(() => offset(page)).toBeLessThan(start - 100);
    await expect(region.getByRole('group', { name: 'Kies een dia' }).getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('autoplay on an event page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the photos at #fotos play by themselves, stop on hover, on focus and with the pause button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/evenementen/herfstkamp-2026#fotos');
    await expect(page.locator('#fotos')).toBeInViewport();
    await mounted(page);
    const region = carousel(page, 'Foto’s en video’s');
    const bullets = region.getByRole('group', { name: 'Kies een dia' }).getByRole('button');
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(5, 5); // not hovering the slider
    await page.clock.runFor(5_100);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');

    // hovering stops it
    await region.locator('.slide').first().hover();
    await page.clock.runFor(12_000);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(5, 5);

    // focus inside the carousel stops it
    const pause = region.getByRole('button', { name: 'Pauzeer de automatische diavoorstelling' });
    await pause.focus();
    await page.clock.runFor(12_000);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    // focus leaves: it goes on
    await page.locator('#fotos-title').click();
    await page.clock.runFor(5_100);
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');

    // the visible pause button stops it until pressed again
    await pause.click();
    const play = region.getByRole('button', { name: 'Start de automatische diavoorstelling' });
    await expect(play).toBeVisible();
    await expect(play).toContainText('Speel af');
    await page.locator('#fotos-title').click();
    await page.clock.runFor(12_000);
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await play.click();
    await page.locator('#fotos-title').click();
    await page.clock.runFor(5_100);
    await expect(bullets.nth(2)).not.toHaveAttribute('aria-current', 'true');
  });

  test('with prefers-reduced-motion the photos do not play by themselves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/evenementen/herfstkamp-2026#fotos');
    await mounted(page);
    const region = carousel(page, 'Foto’s en video’s');
    await expect(region.getByRole('button', { name: 'Start de automatische diavoorstelling' })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(region.getByRole('group', { name: 'Kies een dia' }).getByRole('button').first()).toHaveAttribute('aria-current', 'true');
  });
});

test('a YouTube slide contacts no other host before play, and youtube-nocookie only after', async ({ page }) => {
  const hosts: string[] = [];
  page.on('request', (r) => hosts.push(new URL(r.url()).host));
  await page.goto('/');
  await mounted(page);
  const region = slider(page);
  await region.scrollIntoViewIfNeeded();
  // bring the YouTube slide into view
  const bullets = region.getByRole('group', { name: 'Kies een dia' }).getByRole('button');
  await bullets.last().click();
  await page.waitForTimeout(1000);
  const own = new URL(page.url()).host;
  expect(hosts.filter((h) => h !== own)).toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);

  await region.getByRole('link', { name: 'Speel de video af: Onze trainers op YouTube', exact: true }).click();
  const frame = region.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
  await expect(frame).toHaveAttribute('title', 'Video: Onze trainers op YouTube');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('every question, answer and slide is readable', async ({ page }) => {
    await page.goto('/veelgestelde-vragen');
    const items = page.locator('details.faq-item');
    const count = await items.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      await item.locator('summary').click();
      await expect(item.locator('.faq-item__answer')).toBeVisible();
      await expect(item.locator('.faq-item__answer')).not.toBeEmpty();
    }

    await page.goto('/');
    const slides = page.locator('sport-slider .slide');
    await expect(slides).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      const caption = slides.nth(i).locator('figcaption');
      await caption.scrollIntoViewIfNeeded();
      await expect(caption).toBeInViewport();
      await expect(caption).not.toBeEmpty();
    }
    // a video is a plain link to the clip
    await expect(page.getByRole('link', { name: 'Speel de video af: Een kampweek in vier tellen' })).toHaveAttribute(
      'href',
      '/assets/video/kampweek.mp4',
    );
  });

  test('the slide row is a named region that the keyboard can scroll', async ({ page }) => {
    await page.goto('/');
    // (the section around it is a region of that name too)
    const row = page.locator('sport-slider').getByRole('region', { name: 'Zo ziet een kampdag eruit' });
    await expect(row).toHaveClass(/\bslider\b/);
    await row.evaluate((el) => el.scrollTo(0, 0));
    await row.focus();
    await expect(row).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

// axe needs script in the page, so the fallback is kept here by never loading the widgets
test("axe finds nothing on the slider's fallback row (the widgets never load)", async ({ page }) => {
  await page.route('**/dist/widgets.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('sport-slider .slider[role="region"][tabindex="0"]')).toHaveCount(1);
  await expectAccessible(page, 'sport-slider');
});

test("an editor's mistakes keep the content, throw nothing and warn once per element and attribute", async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/redactie-fouten', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Fouten</title>
        <link rel="stylesheet" href="/dist/widgets.css"><script type="module" src="/dist/widgets.js"></script></head>
        <body><main>
          <sport-faq-item><details><summary>Vraag zonder id</summary><p>Het antwoord blijft staan.</p></details></sport-faq-item>
          <sport-slider autoplay="ja" bullets="true"><div class="slider"><div class="slide"><p>Dia een</p></div><div class="slide"><p>Dia twee</p></div></div></sport-slider>
          <sport-video><div class="media-item"><a class="media-item__link" href="javascript:alert(1)">Video</a></div></sport-video>
        </main></body></html>`,
    }),
  );
  await page.goto('/redactie-fouten');
  await expect(page.locator('sport-slider.sport-slider--ready')).toBeAttached();
  await page.waitForTimeout(500);
  await expect(page.getByText('Vraag zonder id')).toBeVisible();
  await page.getByText('Vraag zonder id').click();
  await expect(page.getByText('Het antwoord blijft staan.')).toBeVisible();
  await expect(page.getByText('Dia een')).toBeVisible();
  await expect(page.locator('.media-item__link')).not.toHaveAttribute('href', /.*/);
  expect(errors).toEqual([]);
  const about = (tag: string, attribute: string) => warnings.filter((w) => w.includes(`<${tag}>`) && w.includes(`"${attribute}"`));
  expect(about('sport-faq-item', 'faq-id')).toHaveLength(1);
  expect(about('sport-slider', 'autoplay')).toHaveLength(1);
  expect(about('sport-slider', 'autoplay')[0]).toContain('"ja"');
  expect(about('sport-video', 'href')).toHaveLength(1);
  // and nothing plays by itself
  await expect(page.getByRole('button', { name: /diavoorstelling/ })).toHaveCount(0);
});

test.describe('focus under a loading block (slow phone network)', () => {
  /** Holds every widget chunk until `release()`: the page is readable and tabbable, the blocks have not mounted. */
  async function holdChunks(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/**', async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  /** Presses Tab until `selector` (inside the page) has focus. */
  async function tabTo(page: Page, selector: string, max = 60) {
    for (let i = 0; i < max; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Could not reach ${selector} with Tab`);
  }

  const cases = [
    {
      what: 'an FAQ question',
      path: '/veelgestelde-vragen',
      tag: 'sport-faq-item',
      control: 'sport-faq-item summary',
      ready: 'sport-faq-item--ready',
      after: 'sport-faq-item summary',
    },
    {
      what: "a video's play link",
      path: '/',
      tag: 'sport-video',
      control: 'sport-video a.media-item__link',
      ready: 'sport-video--ready',
      after: 'sport-video a.media-item__link',
    },
    {
      what: "the slider's row",
      path: '/',
      tag: 'sport-slider',
      control: 'sport-slider .slider',
      ready: 'sport-slider--ready',
      after: 'sport-slider [aria-roledescription="carrousel"]',
    },
  ] as const;
  for (const c of cases) {
    test(`${c.what} tabbed to before its code arrived keeps focus when the element mounts`, async ({ page }) => {
      const release = await holdChunks(page);
      await page.goto(c.path, { waitUntil: 'domcontentloaded' });
      await tabTo(page, c.control);
      const before = await page.evaluate((s) => {
        const el = document.activeElement!;
        (el as HTMLElement).dataset.focusProbe = 'yes';
        return el.matches(s);
      }, c.control);
      expect(before).toBe(true);
      release();
      const block = page.locator(`${c.tag}.${c.ready}`).first();
      await expect(block).toBeAttached({ timeout: 20_000 });
      // not lost to <body>: the same control (or, for the row, the carousel that took over its tab stop)
      await expect.poll(() => page.evaluate((s) => document.activeElement?.matches(s) ?? false, c.after)).toBe(true);
      if (c.tag !== 'sport-slider')
        expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.focusProbe)).toBe('yes');
    });
  }
});
