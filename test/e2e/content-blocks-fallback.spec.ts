import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';

// The content blocks (<sport-faq-item>, <sport-slider>, <sport-video>) when something is off, in Chromium
// against the real server: without JavaScript, with the widgets never loading or loading late (focus
// kept), and with an editor's mistakes in their markup (content kept, one warning each).

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
