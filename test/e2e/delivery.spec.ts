import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { demoParent, logInThroughApi } from './helpers';
import { layoutShiftSoFar, observeLayoutShifts } from './layout-shift';

// Fast on a phone, and the Content-Security-Policy, in Chromium against the real server and
// the real build (dist/, as `npm test` builds it before the end-to-end tests).
const slug = 'voetbalkamp-zomer-2027';

interface Output {
  imports: { path: string; kind: string }[];
  entryPoint?: string;
}
const meta = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/meta.json', import.meta.url)), 'utf8')) as {
  outputs: Record<string, Output>;
};
const chunkOf = (tag: string) =>
  Object.keys(meta.outputs).find((p) => p.endsWith('.js') && meta.outputs[p]!.entryPoint === `widgets/${tag}/element.ts`)!;
/** A chunk and the chunks it imports statically, as URL paths (/dist/…). */
function closure(path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen;
  seen.add(path);
  for (const imp of meta.outputs[path]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, seen);
  return seen;
}
const url = (path: string) => `/${path}`;

/** Every script URL (path) the page requests. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js'))
      scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a logged-out visit to an order page goes to the login page having loaded no order-flow chunk, and comes back after login', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`/order/${slug}`);
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();

  const order = url(chunkOf('sport-order'));
  const onLoginPage = ['sport-account', 'sport-navigation'].filter((tag) => chunkOf(tag)).flatMap((tag) => [...closure(chunkOf(tag))]);
  const accountPage = new Set([url('dist/widgets.js'), ...onLoginPage.map(url)]);
  expect(scripts).not.toContain(order);
  // only what the login page needs (plus the CMS client it may load on demand)
  expect(scripts.filter((s) => !accountPage.has(s) && !/\/urql-/.test(s))).toEqual([]);

  // spec §2 guard step 4/5: the address was kept, so login leads back to the order page
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill(demoParent.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${slug}$`));
  // the server-rendered fallback shows the heading too: wait for the widget's own steps
  await expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
  expect(scripts).toContain(order);
});

test('the loader fetches an element chunk and its shared chunks together (modulepreload), compressed', async ({ page }) => {
  const responses: { path: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/dist/'))
      responses.push({ path, encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'] });
  });
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  const shared = [...closure(chunkOf('sport-account'))].filter((p) => p !== chunkOf('sport-account')).map(url);
  expect(shared.length).toBeGreaterThan(0);
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloads).toEqual(expect.arrayContaining(shared));

  for (const file of [...shared, url(chunkOf('sport-account')), '/dist/widgets.js', '/dist/widgets.css']) {
    const response = responses.find((r) => r.path === file);
    expect(response, file).toBeDefined();
    expect(['br', 'gzip'], file).toContain(response!.encoding);
  }
  expect(responses.find((r) => r.path === url(chunkOf('sport-account')))!.cache).toBe('public, max-age=31536000, immutable');
  expect(responses.find((r) => r.path === '/dist/widgets.js')!.cache).not.toMatch(/immutable/);
});

/**
 * Before the page loads: the largest-contentful-paint entries, every moment (mutation batch) in
 * which `selector`, once there, is missing from the page, and when `mounted` first appears.
 */
async function watchHeader(page: Page, selector: string, mounted: string): Promise<void> {
  await page.addInitScript(
    ([selector, mounted]) => {
      const w = window as unknown as { __lcp: { at: number; url: string }[]; __missing: number; __mountedAt: number | null };
      w.__lcp = [];
      w.__missing = 0;
      w.__mountedAt = null;
      let seen = false; // counted from the moment the parser has put it in
      new PerformanceObserver((list) => {
        // by URL: the entry's element may be gone by now (the widget's copy replaced it)
        for (const entry of list.getEntries() as unknown as Array<{ startTime: number; url: string }>)
          w.__lcp.push({ at: entry.startTime, url: entry.url });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector(selector!)) seen = true;
        else if (seen) w.__missing += 1;
        if (w.__mountedAt === null && document.querySelector(mounted!)) w.__mountedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    },
    [selector, mounted],
  );
}

test.describe('the header image comes with the page (LCP) and stays while the widget mounts', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const { name, path, image, mounted, login } of [
    {
      name: 'order step 1',
      path: `/order/${slug}`,
      image: 'img.sport-order__header-image',
      mounted: '.sport-order__progress',
      login: true,
    },
    { name: 'gift card', path: '/cadeaubon', image: 'img.sport-gift-card__header-image', mounted: 'form', login: false },
  ]) {
    test(`${name}: the page's own image is the largest paint, before the widget mounts, with no blink and no shift`, async ({ page }) => {
      if (login) {
        await logInThroughApi(page);
        await expect(page).toHaveURL(/\/account$/); // logged in (the click alone only sends the form)
      }
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(new RegExp(`<img class="${image.slice(4)}"[^>]* srcset="[^"]+ 2400w"`));
      await observeLayoutShifts(page);
      await watchHeader(page, image, mounted);
      // the widget's own code on a phone's connection: a moment later than the page (else, on this
      // fast machine, it may mount before the browser has painted the page's image at all)
      await page.route('**/dist/chunks/element-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto(path);
      await expect(page.locator(mounted).first()).toBeVisible();
      await expect(page.locator(image)).toHaveJSProperty('complete', true);
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.01);
      const { lcp, missing, mountedAt } = await page.evaluate(() => {
        const w = window as unknown as { __lcp: { at: number; url: string }[]; __missing: number; __mountedAt: number | null };
        return { lcp: w.__lcp, missing: w.__missing, mountedAt: w.__mountedAt };
      });
      expect(lcp.at(-1)?.url).toBe(await page.locator(image).evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(mountedAt).not.toBeNull();
      expect(lcp.at(-1)!.at).toBeLessThan(mountedAt!);
      expect(missing).toBe(0);
    });
  }
});

test.describe('Content Security Policy on the demo pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
  });

  const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  test('nothing on the pages is blocked, logged out and logged in, while an injected inline script is', async ({ page }) => {
    for (const path of ['/', `/evenementen/${slug}`, '/evenementen', '/cadeaubon', '/account/login']) {
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await page.getByLabel('E-mailadres').fill(demoParent.email);
    await page.getByLabel('Wachtwoord').fill(demoParent.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await page.goto(`/order/${slug}`);
    await expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
    expect(await violations(page)).toEqual([]);

    // the policy is really in force: an inline script injected into the page does not run
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 50));
      return Boolean((window as unknown as { injectedRan?: boolean }).injectedRan);
    });
    expect(ran).toBe(false);
    expect((await violations(page)).join()).toMatch(/script-src/);
  });

  test("the site's own images and videos and the video players load; an image from a host not in CMS_IMAGE_HOSTS does not", async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // the demo video clip (media-src) and a YouTube player frame (frame-src), as a visitor's play adds
    // them, and an image from an outside host, as CMS rich text could name one
    await page.evaluate(async () => {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.src = '/assets/video/trainers.mp4';
      const frame = document.createElement('iframe');
      frame.src = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
      const image = new Image();
      image.src = 'https://tracker.example.org/pixel.png';
      document.body.append(video, frame, image);
      await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    });
    // only the outside image is refused: a CMS image there would tell that host who reads the page
    expect(await violations(page)).toEqual(['img-src https://tracker.example.org/pixel.png']);
  });
});
