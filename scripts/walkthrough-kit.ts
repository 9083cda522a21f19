// What `npm run walkthrough` (scripts/walkthrough.ts) stands on: the demo server as `npm start` runs it
// (server/main.ts) on a fresh temporary database and a free port, the system Chromium as a 375 px phone
// (docs/architecture.md "Tests": no tool downloads a browser), checks that fail with the step's name and
// what was missing, and the screenshots with their line for docs/walkthrough.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// playwright-core's library, through the declared dev dependency @playwright/test (as scripts/bench/staff.ts)
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
// @ts-expect-error: a plain JavaScript module without types
import { ensureChromium } from './chromium.mjs';
// @ts-expect-error: a plain JavaScript module without types
import { freePort } from './free-port.mjs';

export const SCREENS = 'docs/screens';
/** A phone: what most parents sign up on (docs/rules.md "Their own data" is tried here too). */
const PHONE = { width: 375, height: 812 };
const WAIT_MS = 20_000;

/** The step that runs now: every failure names it. */
let current = 'start';
export function step(name: string): void {
  current = name;
  console.log(`[walkthrough] ${name}`);
}

export function fail(what: string): never {
  throw new Error(`[walkthrough] ${current}: ${what}`);
}

/** The locator (its first match) is shown within 20 s, else the walk fails saying what the parent did not see. */
export async function see(locator: Locator, what: string): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: 'visible', timeout: WAIT_MS }).catch(() => fail(`${what} is not shown (${first.page().url()})`));
  return first;
}

/** The page's address matches within 20 s. */
export async function at(page: Page, address: RegExp, what: string): Promise<void> {
  await page.waitForURL(address, { timeout: WAIT_MS }).catch(() => fail(`${what}: expected ${address}, still at ${page.url()}`));
}

export function check(ok: unknown, what: string): void {
  if (!ok) fail(what);
}

export interface Shot {
  file: string;
  line: string;
}
export const shots: Shot[] = [];

/**
 * A screenshot of the page from its top (full page unless `viewportOnly`; the site's footer only with
 * `footer`, it is the same on every page) or of one element, after checking that the screen is no wider than
 * the phone; `line`: what the parent sees, for docs/walkthrough.md.
 */
export async function shot(
  page: Page,
  name: string,
  line: string,
  options: { element?: Locator; viewportOnly?: boolean; footer?: boolean } = {},
) {
  const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  check(width <= PHONE.width, `the screen is ${width} px wide, wider than the ${PHONE.width} px phone (${page.url()})`);
  // no focus ring or caret of the last field in the picture; from the top, so the sticky header is drawn where it
  // belongs and not over the middle of a full-page picture
  await page.evaluate('document.activeElement?.blur?.(); window.scrollTo(0, 0)');
  await page.waitForTimeout(400); // the sticky header slides back in 200 ms
  const file = `walkthrough-${String(shots.length + 1).padStart(2, '0')}-${name}.png`;
  const path = join(SCREENS, file);
  const look = { path, animations: 'disabled', caret: 'hide' } as const;
  if (options.element) await options.element.screenshot(look);
  else if (options.viewportOnly || options.footer) await page.screenshot({ ...look, fullPage: !options.viewportOnly });
  else {
    // down to the site's footer (the same on every page), as one tall phone: a bar that sticks to the bottom of the
    // screen (the order's total and 'Verder') is then drawn below the content it follows, not over its middle
    const footerTop = (await page.evaluate("document.querySelector('.site-footer')?.getBoundingClientRect().top ?? 0")) as number;
    const height = Math.ceil(footerTop || ((await page.evaluate('document.documentElement.scrollHeight')) as number));
    await page.setViewportSize({ width: PHONE.width, height: Math.max(height, PHONE.height) });
    await page.waitForTimeout(200);
    await page.screenshot({ ...look, clip: { x: 0, y: 0, width: PHONE.width, height } });
    await page.setViewportSize(PHONE);
  }
  shots.push({ file, line });
}

export interface Demo {
  baseUrl: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  stop(): Promise<void>;
}

/** The bundle built and the demo server started as `npm start` does, on a database in a fresh temporary folder. */
export async function startDemo(): Promise<Demo> {
  step('build the bundle and start the demo server on a fresh database');
  await run(process.execPath, ['build.mjs']);
  const dir = mkdtempSync(join(tmpdir(), 'sport-walkthrough-'));
  const port = (await freePort()) as number;
  const baseUrl = `http://localhost:${port}`;
  // only what the start needs: no SMTP, Mollie or production setting of this shell reaches the demo
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, PORT: String(port), HOST: '127.0.0.1', BASE_URL: baseUrl };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, DATABASE: join(dir, 'shop.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}/api/csrf-cookie`, server, () => output);
    browser = await chromium.launch({
      executablePath: ensureChromium() as string,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      acceptDownloads: true,
    });
    return { baseUrl, browser, context, page: await context.newPage(), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code}`))));
  });
}

async function waitForServer(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) fail(`the demo server stopped (exit ${server.exitCode}):\n${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`the demo server did not answer ${url} within 60 s:\n${output()}`);
}

/** SIGTERM (main.ts closes the database and exits), SIGKILL after 5 s. */
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** docs/walkthrough.md: the command, then per screen its picture and what the parent sees. */
export function writeDoc(intro: string): void {
  const body = shots.map((s, i) => `### ${i + 1}. ${s.line}\n\n![${s.line}](screens/${s.file})\n`).join('\n');
  writeFileSync('docs/walkthrough.md', `${intro}\n${body}`);
}
