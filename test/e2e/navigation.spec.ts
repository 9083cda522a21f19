import { expect, test, type Page } from '@playwright/test';
import { demoParent, expectAccessible, logInThroughApi } from './helpers';

// <sport-navigation> on every page. Real server, real SQLite, real Chromium.

const isUserRequest = (url: string, method: string) => method === 'GET' && new URL(url).pathname === '/api/user';

test("the account button says 'Inloggen', turns to 'Account' on login and back on logout, on the same page, with one user request per page", async ({
  page,
}) => {
  const userRequests: string[] = [];
  page.on('request', (request) => {
    if (isUserRequest(request.url(), request.method())) userRequests.push(new URL(page.url()).pathname);
  });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/account/login');
  await banner.getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // one on the home page, one on the login page (the account area and the navigation share it)
  expect(userRequests).toEqual(['/', '/account/login']);

  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill(demoParent.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(banner.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  await expect(banner.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
  // no reload: the login sets the shared session store, which the navigation follows
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(banner.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/account/login');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  // after the page load, only the login's own user request (spec §4: login fetches the user); the
  // navigation asked nothing more
  await page.waitForLoadState('networkidle');
  expect(userRequests).toEqual(['/', '/account/login', '/account/login']);
});

test('a visitor opening /account is sent to login after one user request, shared by the navigation and the account area', async ({
  page,
}) => {
  let userRequests = 0;
  page.on('request', (request) => {
    if (isUserRequest(request.url(), request.method())) userRequests++;
  });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(userRequests).toBe(1);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const menuParts = (page: Page) => {
    const banner = page.getByRole('banner');
    return { banner, burger: banner.getByRole('button', { name: 'Menu' }), events: banner.getByRole('link', { name: 'Evenementen' }) };
  };

  test('the burger opens and closes the menu with the mouse; the page behind does not scroll; axe finds nothing', async ({ page }) => {
    await page.goto('/evenementen');
    const { banner, burger, events } = menuParts(page);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(events).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await burger.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    await expect(events).toBeVisible();
    await expect(events).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // wheel and keys do not move the page behind the open menu
    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 900);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(events).toBeHidden();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the burger works with the keyboard: Enter opens, focus stays inside, Esc closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const { banner, burger } = menuParts(page);
    await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await expect(banner.getByRole('link', { name: 'Sportkamp Vooruit' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const order = ['Home', 'Evenementen', 'Cadeaubon', 'Inloggen', 'Sportkamp Vooruit'];
    for (const name of order) {
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await page.keyboard.press(' ');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the bar hides on scroll down and comes back on scroll up (spec §4, §9)', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 600);
    await expect(banner).not.toBeInViewport();
    await page.mouse.wheel(0, -150);
    await expect(banner).toBeInViewport();
    await page.mouse.wheel(0, 300);
    await expect(banner).not.toBeInViewport();
    // keyboard focus brings it back, and it stays while it holds focus
    await banner.getByRole('button', { name: 'Menu' }).focus();
    await expect(banner).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    await expect(banner).toBeInViewport();
  });

  // spec §4: the bar is pinned only while it holds KEYBOARD focus. A tapped burger keeps focus after
  // the menu closes; that focus must not keep the bar on screen for good.
  test('after opening and closing the menu by touch, the bar hides again on the next scroll down', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 375, height: 740 }, baseURL });
    const page = await context.newPage();
    for (const close of ['the burger', 'a link'] as const) {
      await page.goto('/evenementen');
      const { banner, burger, events } = menuParts(page);
      await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();
      await burger.tap();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      if (close === 'the burger') {
        await burger.tap();
        await expect(burger).toHaveAttribute('aria-expanded', 'false');
        await expect(burger).toBeFocused();
      } else {
        await events.tap();
        await expect(page).toHaveURL(/\/evenementen$/);
        await expect(menuParts(page).burger).toHaveAttribute('aria-expanded', 'false');
      }
      await page.evaluate(() => window.scrollBy(0, 300));
      await page.evaluate(() => window.scrollBy(0, 300));
      await expect(banner, `closed with ${close}`).not.toBeInViewport();
      await page.evaluate(() => window.scrollBy(0, -200));
      await expect(banner).toBeInViewport();
    }
    await context.close();
  });

  test('by keyboard the bar stays while the burger has focus, and hides again once focus has left it', async ({ page }) => {
    await page.goto('/');
    const { banner, burger } = menuParts(page);
    await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForTimeout(300);
    await expect(banner).toBeInViewport();
    // Tab on past the account button, out of the bar: the next scroll down hides it
    // (the links behind the closed burger are not in the tab order; how many stops come before the account
    // button depends on the site's markup)
    const login = banner.getByRole('link', { name: 'Inloggen' });
    for (let i = 0; i < 4 && !(await login.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(login).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Inloggen' })).not.toBeFocused();
    await page.evaluate(() => window.scrollBy(0, 300));
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(banner).not.toBeInViewport();
  });

  test("the site burger and the account area's menu button have different names", async ({ page }) => {
    await logInThroughApi(page);
    await expect(page.getByRole('heading', { level: 1, name: /Welkom/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('button', { name: 'Accountmenu', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(1);
  });

  test('with reduced motion the bar hides and returns without sliding', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 375, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    const slide = await banner.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(slide).toBeLessThan(0.001);
    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 600);
    await expect(banner).not.toBeInViewport();
    await context.close();
  });

  test('when the script never arrives, the links come back into the bar after a few seconds', async ({ page }) => {
    await page.route('**/dist/widgets.js', (route) => route.abort());
    await page.goto('/evenementen');
    const cadeaubon = page.getByRole('banner').getByRole('link', { name: 'Cadeaubon' });
    await expect(cadeaubon).toBeHidden();
    // the safety net is a CSS animation 6 s after the bar's first paint: its own time moved on, rather
    // than waited out (the links must come back by the animations alone, nothing else changes)
    const delays = await page.evaluate(() =>
      document.getAnimations().flatMap((a) => {
        const { animationName } = a as CSSAnimation;
        if (!animationName?.startsWith('sport-navigation-')) return [];
        a.currentTime = 6_000;
        return [a.effect?.getTiming().delay];
      }),
    );
    expect(delays.length).toBeGreaterThan(0);
    expect(new Set(delays)).toEqual(new Set([6_000]));
    await expect(cadeaubon).toBeInViewport();
  });

  test('without JavaScript every link stands in the bar, usable at 375 px', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto('/evenementen');
    const banner = page.getByRole('banner');
    for (const name of ['Sportkamp Vooruit', 'Home', 'Evenementen', 'Cadeaubon', 'Account']) {
      await expect(banner.getByRole('link', { name })).toBeInViewport();
    }
    await expect(banner.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(banner.getByRole('button')).toHaveCount(0);
    const box = (await banner.getByRole('link', { name: 'Cadeaubon' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
