import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** axe-core finds no WCAG 2.2 AA violation on the current screen (or only within `include`, a selector). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core WCAG 2.2 AA violations').toEqual([]);
}

/** A unique e-mail address per test run, so tests never collide on a shared database. */
export function uniqueEmail(prefix = 'ouder'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.nl`;
}

export const demoParent = { email: 'demo@example.nl', password: 'demo1234' };

export async function logIn(page: Page, email = demoParent.email, password = demoParent.password): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** The XSRF token of the page's context (Laravel convention: cookie echoed as a header). */
export async function xsrf(page: Page): Promise<string> {
  await page.request.get('/api/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** A call to the API with the page's own cookies and XSRF token; fails the test unless it succeeds. */
export async function api(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': await xsrf(page), Accept: 'application/json' },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A fresh parent, registered through the API with the page's own cookies, so the page is logged in; answers the e-mail address. */
export async function newParent(page: Page, firstName = 'Sanne', lastName = 'Jansen'): Promise<string> {
  const password = 'geheim-wachtwoord-1';
  const email = uniqueEmail('ouder');
  await api(page, 'POST', '/api/auth/register', {
    email,
    password,
    password_confirmation: password,
    first_name: firstName,
    last_name: lastName,
    phone: '0612345678',
  });
  return email;
}

export async function newChild(page: Page, first_name: string, last_name: string): Promise<string> {
  const { data } = await api(page, 'POST', '/api/profile', { first_name, last_name });
  return data.uuid as string;
}

/**
 * Order step 1 with a new child (spec §4 "Participants"), on past the extras to the summary. `order`: the
 * order's address, e.g. `${shop}/order/${slug}`.
 */
export async function orderForNewChild(page: Page, order: string, firstName: string, lastName: string): Promise<void> {
  await page.getByRole('button', { name: 'Voeg een kind toe' }).click();
  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill(lastName);
  const next = page.getByRole('button', { name: 'Verder', exact: true });
  await next.click();
  await expect(page).toHaveURL(`${order}/extras`);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
}

/** On the order's summary: agree to the terms, go on to the payment page (the shop's test checkout) and answer it. */
export async function payOnSummary(page: Page, result: 'Betaald' | 'Mislukt' | 'Geannuleerd' = 'Betaald'): Promise<void> {
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: result }).click();
}

/** A mail in the server's outbox (server/API.md "/dev/mail.json"). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** The outbox, the newest mail first; `query`: only the mails whose address, subject or text holds it. */
export async function outbox(request: APIRequestContext, query?: string): Promise<OutboxMail[]> {
  const response = await request.get(query === undefined ? '/dev/mail.json' : `/dev/mail.json?q=${encodeURIComponent(query)}`);
  return (await response.json()) as OutboxMail[];
}
