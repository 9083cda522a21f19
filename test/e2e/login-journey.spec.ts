import { expect, test } from '@playwright/test';
import { expectAccessible, uniqueEmail } from './helpers';

// Foundation issue: register → /account with the welcome line → logout → /account sends to login →
// log in → back on /account. Real server, real SQLite, real Chromium.
test('a new parent registers, logs out, is sent to login for /account, and logs in again', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'geheim-wachtwoord-1';

  await page.goto('/account/register');
  await expect(page.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Welkom, Sanne Jansen' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen tickets')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk de evenementen' })).toHaveAttribute('href', '/evenementen');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expectAccessible(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Welkom, Sanne Jansen' })).toBeVisible();
});

test('a registration the server refuses shows its Dutch message once, by the field, keeping the input', async ({ page }) => {
  await page.goto('/account/register');
  await page.getByLabel('Voornaam').fill('Piet');
  await page.getByLabel('Achternaam').fill('Bakker');
  await page.getByLabel('E-mailadres').fill('demo@example.nl');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel(/^Wachtwoord/).fill('lang-genoeg-1');
  await page.getByLabel('Herhaal wachtwoord').fill('lang-genoeg-1');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  // said once, by the field, which takes focus: no box repeats it
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/al in gebruik/)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Voornaam')).toHaveValue('Piet');
  await expectAccessible(page);
});

test('a page without widget elements loads no widget code beyond the loader', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Every demo page carries <sport-navigation>, so the host page here is a plain one of
  // our own, with the real loader from the real server.
  await page.route('**/plain-host-page', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><head><title>Gewone pagina</title><script type="module" src="/dist/widgets.js"></script></head><body><main><h1>Gewone pagina</h1></main></body></html>',
    }),
  );
  await page.goto('/plain-host-page');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/dist/widgets.js']);
});

test('a marketing page with only the navigation loads no CMS client', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/algemene-voorwaarden');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts[0]).toBe('/dist/widgets.js');
  expect(scripts.filter((path) => /urql/.test(path))).toEqual([]);
});

test("the router never captures the host page's own links: they load their page", async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  const navigation = page.waitForEvent('framenavigated');
  await page.getByRole('banner').getByRole('link', { name: 'Evenementen' }).click();
  await navigation;
  await expect(page).toHaveURL(/\/evenementen$/);
  await expect(page.locator('sport-account')).toHaveCount(0);
});

test('a link inside the account area moves client-side, without a page load', async ({ page }) => {
  await page.goto('/account/login');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('link', { name: 'Maak een account aan' }).click();
  await expect(page.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/register$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test("'Inschrijven' while logged out: the login names the camp, 'Nieuw hier? Maak een account' weighs as much as 'Inloggen', and registering leads on to the order", async ({
  page,
}) => {
  await page.goto('/evenementen/voetbalkamp-zomer-2027');
  await page.locator('sport-event-signup').getByRole('link', { name: 'Inschrijven' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByText(/Je schrijft je kind in voor Voetbalkamp Zomer 2027\./)).toBeVisible();
  const login = page.getByRole('button', { name: 'Inloggen' });
  const register = page.getByRole('link', { name: 'Nieuw hier? Maak een account' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const [a, b] = [(await login.boundingBox())!, (await register.boundingBox())!];
    expect(Math.abs(a.height - b.height), `same height at ${width} px`).toBeLessThanOrEqual(1);
    expect(Math.abs(a.width - b.width), `same width at ${width} px`).toBeLessThanOrEqual(1);
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight];
    };
    expect(await register.evaluate(look)).toEqual(await login.evaluate(look));
    await expectAccessible(page);
  }

  await register.click();
  await expect(page).toHaveURL(/\/account\/register$/);
  await page.getByLabel('Voornaam').fill('Noor');
  await page.getByLabel('Achternaam').fill('Visser');
  await page.getByLabel('E-mailadres').fill(uniqueEmail());
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel(/^Wachtwoord/).fill('geheim-wachtwoord-1');
  await page.getByLabel('Herhaal wachtwoord').fill('geheim-wachtwoord-1');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/order\/voetbalkamp-zomer-2027$/);
});
