// Finds the system Chromium for the end-to-end tests. No test tool may download a browser of its own
// (docs/architecture.md "Tests"): we use Debian's `chromium`, or CHROME_PATH, and install it with apt when we are root.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function which(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  }
  return which('chromium') ?? which('chromium-browser') ?? null;
}

export function ensureChromium() {
  let path = findChromium();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log("[e2e] No Chromium found: installing Debian's chromium with apt-get (once per machine)…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    path = findChromium();
    if (path) return path;
  }
  console.error(
    '[e2e] The end-to-end tests need Chromium and none was found.\n' +
      '  On Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
      '  Or point CHROME_PATH at a Chromium or Chrome binary:  CHROME_PATH=/path/to/chrome npm test',
  );
  process.exit(1);
}
