import { defineConfig } from '@playwright/test';

// The end-to-end tests drive the system Chromium (no downloaded browser) against the real server on
// a fresh temporary database. scripts/e2e.mjs sets CHROME_PATH, E2E_PORT and E2E_DATABASE.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** The embedding site of test/e2e/embed.spec.ts: another origin of the same site (another port of localhost). */
const embedPort = process.env.E2E_EMBED_PORT ?? 3101;
/** …and of test/e2e/embed-hosts.spec.ts: www.example.com beside shop.example.com (Chromium maps both to this machine). */
/** …and of test/e2e/foreign-page.spec.ts: a bare club page with only the bundle and the catalogue's snippets. */
const foreignPort = process.env.E2E_FOREIGN_PORT ?? 3102;
const embedOrigins = `http://localhost:${embedPort},http://www.example.com:${embedPort},http://localhost:${foreignPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // generous: a 2-core CI machine under load runs the longer journeys in 10–35 s
  // the longest journeys run axe (WCAG 2.2 tags) on every screen: about 60 s on a busy 2-core machine
  timeout: 120_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../.tmp/e2e-results.json' }]],
  outputDir: `../../test-results/${port}`,
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 860 } } }],
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: '../..',
    url: `${baseURL}/api/csrf-cookie`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    // every journey registers its own parents from this computer: more than the 10 an hour a visitor may
    env: {
      PORT: String(port),
      DATABASE: process.env.E2E_DATABASE ?? '.tmp/e2e.sqlite',
      BASE_URL: baseURL,
      ALLOWED_ORIGINS: embedOrigins,
      REGISTRATIONS_PER_HOUR: '1000',
    },
  },
});
