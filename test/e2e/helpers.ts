import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core finds no WCAG 2.2 AA violation on the current screen (or only within `include`, a selector).
 * Every rule of those tags runs; two things make it cheaper (docs/architecture.md "Tests"):
 * - a page whose frames are all of its own origin is checked with axe.run in the page itself ("legacy
 *   mode"), which tests same-origin frames too; only a page with a frame of another origin needs the
 *   partial runs and their merge in a new blank page, which costs a page per call;
 * - a screen that an earlier test of this run found clean is not scanned again when it is the very same
 *   screen: the same address, viewport, colour scheme, focus, markup with form state, and stylesheets,
 *   in every frame (a fingerprint; any unreadable stylesheet means no fingerprint, so a scan).
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const key = await fingerprint(page, include);
  const cached = key !== undefined && axeCache.clean(key);
  // in the report (.tmp/e2e-results.json): which scans ran and which were the same screen again
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px${include ? ` within ${include}` : ''}`;
  test.info().annotations.push({ type: 'axe', description: `${cached ? 'same screen as an earlier clean scan' : 'scanned'}: ${where}` });
  if (cached) return;
  const sameOrigin = page.frames().every((f) => f.url().startsWith('about:') || sameOriginAs(f.url(), page.url()));
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(sameOrigin);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core WCAG 2.2 AA violations').toEqual([]);
  if (key) axeCache.remember(key);
}

const sameOriginAs = (a: string, b: string) => {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/** What axe sees of a screen, hashed; undefined when part of it cannot be read (then it is always scanned). */
async function fingerprint(page: Page, include?: string): Promise<string | undefined> {
  const hash = createHash('sha256').update(JSON.stringify([page.url(), page.viewportSize(), include ?? '']));
  for (const frame of page.frames()) {
    const state = await frame.evaluate(screenState).catch(() => undefined);
    if (state === undefined) return undefined;
    hash.update(frame.url()).update(state);
  }
  return hash.digest('hex');
}

/** Runs in the page: markup, form state, focus, scroll, media and every style rule; undefined if a sheet is unreadable. */
function screenState(): string | undefined {
  const rules: string[] = [];
  for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
    try {
      for (const rule of sheet.cssRules) rules.push(rule.cssText);
    } catch {
      return undefined;
    }
  }
  const fields = [...document.querySelectorAll('input, select, textarea')].map((f) => {
    const field = f as HTMLInputElement;
    return `${field.value}|${field.checked}|${field.indeterminate}`;
  });
  const path: number[] = [];
  for (let el = document.activeElement; el?.parentElement; el = el.parentElement) path.push([...el.parentElement.children].indexOf(el));
  const media = ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)', 'print'];
  return JSON.stringify([
    document.documentElement.outerHTML,
    fields,
    path,
    [scrollX, scrollY, innerWidth, innerHeight, devicePixelRatio],
    media.map((m) => matchMedia(m).matches),
    rules,
  ]);
}

/** The fingerprints found clean in this run: a folder shared by the shards (scripts/e2e.mjs), else this process. */
const axeCache = (() => {
  const dir = process.env.E2E_AXE_CACHE;
  const seen = new Set<string>();
  if (dir) mkdirSync(dir, { recursive: true });
  return {
    clean: (key: string) => seen.has(key) || (dir !== undefined && existsSync(join(dir, key))),
    remember: (key: string) => {
      seen.add(key);
      if (dir) writeFileSync(join(dir, key), '');
    },
  };
})();

/**
 * The page stands still after a jump: the scroll position is the same two frames running (a smooth
 * scroll has ended, and the scroll event, which comes with a frame, has been handled) and no finite
 * animation or transition runs (the sticky header slides in or out for 200 ms, spec §4 "Navigation
 * menu"). Instead of a fixed wait: as short as it can be, and never too short.
 */
export async function settled(page: Page): Promise<void> {
  const still = await page.evaluate(async () => {
    const busy = () =>
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    let last = Number.NaN;
    for (let frame = 0; frame < 300; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (scrollY === last && !busy()) return true;
      last = scrollY;
    }
    return false;
  });
  expect(still, 'the page stands still within 300 frames').toBe(true);
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

/**
 * The same login for a test whose subject is what comes after it: the session is started through the API
 * with the page's own cookies (as the form does, POST /api/auth/login), then the page opens /account
 * where the form leads. The form itself is tested where it is the subject (login-journey.spec.ts,
 * account-password.spec.ts, account-messages.spec.ts).
 */
export async function logInThroughApi(page: Page, email = demoParent.email, password = demoParent.password): Promise<void> {
  await api(page, 'POST', '/api/auth/login', { email, password });
  await page.goto('/account');
  // a fresh load of the account area (bundle, user, dashboard): on a busy machine more than expect's 7 s
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
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
 * A paid order set up through the API as a parent's browser does it: the children in the cart for the event,
 * the checkout, and "Betaald" on the shop's test payment page; answers when the payment page is left.
 */
export async function paidOrder(page: Page, event: string, profiles: string[]): Promise<void> {
  await api(page, 'POST', '/api/cart', { items: profiles.map((profile_id) => ({ product_id: event, profile_id })) });
  const { data } = await api(page, 'POST', '/api/cart/checkout');
  await page.goto(String(data.payment_url));
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).not.toHaveURL(/\/dev\/checkout\//);
}

/** The birth date of the (only) new-child row of order step 1, 'dd-mm-yyyy' in its three boxes. */
export async function fillNewChildBirthdate(page: Page, date: string): Promise<void> {
  const [day, month, year] = date.split('-') as [string, string, string];
  await page.getByLabel('Dag', { exact: true }).fill(day);
  await page.getByLabel('Maand', { exact: true }).fill(month);
  await page.getByLabel('Jaar', { exact: true }).fill(year);
}

/**
 * Order step 1 with a new child (spec §4 "Participants"), on past the extras to the summary. `order`: the
 * order's address, e.g. `${shop}/order/${slug}`.
 */
export async function orderForNewChild(page: Page, order: string, firstName: string, lastName: string): Promise<void> {
  await page.getByRole('button', { name: 'Voeg een kind toe' }).click();
  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill(lastName);
  await fillNewChildBirthdate(page, '09-04-2017');
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
