import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoParent, expectAccessible, logIn, outbox, uniqueEmail } from './helpers';

// spec §2 /account/login, /account/forgot-password (alias /account/set-password), navigation guard
// steps 4 and 5; spec §4 "Reset-password also logs in". Real server, real mail outbox.

/** Registers a parent through the API in the `request` fixture's own cookie jar: the page stays logged out. */
async function registerParent(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const answer = await request.post('/api/auth/register', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email, password, password_confirmation: password, first_name: 'Noor', last_name: 'Visser', phone: '0612345678' },
  });
  expect(answer.status()).toBe(201);
}

/** The link in the newest mail to this address (GET /dev/mail.json lists the newest first). */
async function newestMailLink(request: APIRequestContext, to: string): Promise<string> {
  const mails = await outbox(request);
  const mail = mails.filter((m) => m.to === to).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = mail!.links.find((l) => l.includes('token='));
  expect(link, 'a link with a token').toBeDefined();
  return link!;
}

test('forgot password: the mail link opens the reset form, a new password logs the parent in on /account', async ({ page, request }) => {
  const email = uniqueEmail('vergeten');
  await registerParent(request, email, 'oud-wachtwoord-1');

  await page.goto('/account/login');
  // the address typed on the login page goes along
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectAccessible(page);

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password'));
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  const { data } = (await (await answer).json()) as { data: { message: string } };
  const success = page.getByRole('status').filter({ hasText: 'Gelukt' });
  await expect(success).toContainText(data.message);
  // a link was sent, nothing saved
  await expect(page.getByRole('button', { name: 'Link verstuurd' })).toBeVisible();
  await expectAccessible(page);

  const link = await newestMailLink(request, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.locator('input[type="hidden"][name="token"]')).toHaveValue(new URL(link).searchParams.get('token')!);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Nieuw wachtwoord', exact: true }).fill('nieuw-wachtwoord-1');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-wachtwoord-1');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Noor Visser' })).toBeVisible();
  await expect(page.getByText('Je nieuwe wachtwoord is opgeslagen. Je bent nu ingelogd.')).toBeVisible();

  // the new password works, and the link works only once
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await logIn(page, email, 'nieuw-wachtwoord-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Noor Visser' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);

  await page.goto(link);
  // a used link: reported when the page opens, at the top with the way out, its advice once
  const alert = page.getByRole('alert').filter({ hasText: 'werkt niet meer' });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expect(page.getByLabel('E-mailadres')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Vraag een nieuwe link aan/)).toHaveCount(1);
  await expectAccessible(page);
  await alert.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
});

test("a wrong password shows the server's message once, by the field, which gets focus", async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill('verkeerd-wachtwoord');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const response = await answer;
  expect(response.status()).toBe(422);
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  const serverMessage = body.errors ? Object.values(body.errors).flat()[0]! : body.message;

  // said once: by the field, which takes focus and is described by it; no box repeats it
  const email = page.getByLabel('E-mailadres');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(serverMessage)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(demoParent.email);
  await expect(page).toHaveURL(/\/account\/login$/);
  await expectAccessible(page);
});

test('a visitor opening /account/profiles is sent to login, and comes back to /account/profiles after logging in', async ({ page }) => {
  await page.goto('/account/profiles');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill(demoParent.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profielen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Profielen' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('register and forgot-password screens pass axe, and the alias /account/set-password without a token is the e-mail form', async ({
  page,
}) => {
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/account/set-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await expectAccessible(page);
});

test('login with the keyboard alone: Tab to the fields, type, Enter', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  const email = page.getByLabel('E-mailadres');
  for (let i = 0; i < 40 && !(await email.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(demoParent.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Wachtwoord')).toBeFocused();
  await page.keyboard.type(demoParent.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeFocused();
});
