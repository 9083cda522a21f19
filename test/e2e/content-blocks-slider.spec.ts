import { expect, test } from '@playwright/test';
import { carousel, mounted, offset, slider } from './slider';

// The <sport-slider> content block beyond its arrows and bullets (spec §2 "Marketing page blocks"), in
// Chromium against the real server: a swipe on a touch screen, the autoplay of an event page's photos and
// when it stops, and a YouTube slide that contacts no other host before play.

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
