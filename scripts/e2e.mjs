// `npm run test:e2e`: the end-to-end tests in the system Chromium against the real server on a fresh
// temporary SQLite database and a free port (the server itself is started by Playwright's webServer).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureChromium();
const dir = mkdtempSync(join(tmpdir(), 'sport-e2e-'));
const port = await freePort();
// a second origin for test/e2e/embed.spec.ts: a plain page on another port that embeds the widgets
const embedPort = await freePort();
// …and one for test/e2e/foreign-page.spec.ts: a bare club page with only the bundle and the catalogue's snippets
const foreignPort = await freePort();
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  E2E_PORT: String(port),
  E2E_EMBED_PORT: String(embedPort),
  E2E_FOREIGN_PORT: String(foreignPort),
  E2E_DATABASE: join(dir, 'shop.sqlite'),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const child = spawn('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
