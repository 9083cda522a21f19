import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, embedPort, foreignPort, shopPort as port } from './machine';

// The end-to-end tests drive the system Chromium (no downloaded browser) against the real server on
// a fresh temporary database. scripts/e2e.mjs sets CHROME_PATH, E2E_PORT, E2E_DATABASE and E2E_REPORT, once per
// shard: two of these run at once, each with its own server, database, ports, output and report.
const baseURL = `http://localhost:${port}`;
// The club sites that may call the shop (ALLOWED_ORIGINS): test/e2e/embed.spec.ts on another port of
// localhost, test/e2e/embed-hosts.spec.ts on www.example.com beside shop.example.com (Chromium maps both
// to this machine), test/e2e/foreign-page.spec.ts a bare club page with only the bundle and the snippets.
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
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../../.tmp/e2e-results.json' }]],
  outputDir: `../../test-results/${port}`,
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // a failing test keeps its trace with the DOM snapshot of every step (the trace viewer shows each
    // screen from it), but without the screencast: its frames took whatever CPU was left, measured a fifth
    // of six large specs in two shards, a third of content-blocks (docs/architecture.md "Tests"). For it, set
    // screenshots: true here (a `--trace=<mode>` on the command line changes only the mode).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
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
      // new password hashes at 2^10 (4 ms instead of 25–75 ms; server/settings-table.ts PASSWORD_HASH_COST)
      PASSWORD_HASH_COST: '10',
    },
  },
});
