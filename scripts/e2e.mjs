// `npm run test:e2e`: the end-to-end tests in the system Chromium against the real server. The spec files
// are split into two shards that run at once, one per core (docs/architecture.md "Tests"): each shard has
// its own server (Playwright's webServer), its own fresh temporary SQLite database, its own free ports and
// its own report, so a spec that writes the database directly (rush.spec.ts) never meets the other shard.
// The split balances the measured seconds per file (test/e2e/durations.json); a new file counts as the
// median. Each shard's output is printed by line with its prefix; any failing shard fails the run.
// `--shards=N` (or E2E_SHARDS=N) sets the number, 1 runs everything in one process; other arguments go to
// Playwright (then: one shard, unless --shards says otherwise).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const args = process.argv.slice(2);
const shardArg = args.find((a) => a.startsWith('--shards='));
const passThrough = args.filter((a) => a !== shardArg);
// arguments for Playwright (a file, a --grep) choose tests themselves: one shard then
const shardCount = Number(shardArg?.slice('--shards='.length) ?? process.env.E2E_SHARDS ?? (passThrough.length ? 1 : 2));

const chromium = ensureChromium();
const dir = mkdtempSync(join(tmpdir(), 'sport-e2e-'));
mkdirSync('.tmp', { recursive: true });
const report = '.tmp/e2e-results.json';
rmSync(report, { force: true });

/** The spec files in shards of about equal measured time (greedy: the longest file to the lightest shard). */
function split(count) {
  const specs = readdirSync('test/e2e')
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  const seconds = JSON.parse(readFileSync('test/e2e/durations.json', 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 10;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of specs.sort((a, b) => (seconds[b] ?? median) - (seconds[a] ?? median))) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds[file] ?? median;
  }
  return shards;
}

async function runShard(index, files) {
  const [port, embedPort, foreignPort] = [await freePort(), await freePort(), await freePort()];
  const prefix = shardCount > 1 ? `[${index + 1}/${shardCount}] ` : '';
  const env = {
    ...process.env,
    CHROME_PATH: chromium,
    E2E_PORT: String(port),
    // a second origin for test/e2e/embed.spec.ts: a plain page on another port that embeds the widgets
    E2E_EMBED_PORT: String(embedPort),
    // …and one for test/e2e/foreign-page.spec.ts: a bare club page with only the bundle and the catalogue's snippets
    E2E_FOREIGN_PORT: String(foreignPort),
    E2E_DATABASE: join(dir, `shop-${index + 1}.sqlite`),
    E2E_REPORT: join(dir, `report-${index + 1}.json`),
    // axe's clean scans of this run, shared by the shards (test/e2e/helpers.ts expectAccessible)
    E2E_AXE_CACHE: join(dir, 'axe'),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
  };
  const child = spawn('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...files, ...passThrough], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, report: env.E2E_REPORT })));
}

/** One report for scripts/test-all.mjs: the shards' suites together and their counts added. */
function merge(reports) {
  const merged = { suites: [], errors: [], stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 } };
  for (const file of reports) {
    let r;
    try {
      r = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      merged.errors.push({ message: `no report from ${file}` });
      continue;
    }
    merged.suites.push(...(r.suites ?? []));
    merged.errors.push(...(r.errors ?? []));
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) merged.stats[key] += r.stats?.[key] ?? 0;
    merged.stats.duration = Math.max(merged.stats.duration, r.stats?.duration ?? 0);
  }
  writeFileSync(report, JSON.stringify(merged));
  return merged.stats;
}

const started = Date.now();
const shards = shardCount > 1 ? split(shardCount) : [{ files: [], seconds: 0 }];
if (shardCount > 1) {
  shards.forEach((s, i) =>
    console.log(`[e2e] shard ${i + 1}/${shardCount}: ${s.files.length} files, about ${Math.round(s.seconds)} s measured`),
  );
}
const results = await Promise.all(shards.map((s, i) => runShard(i, s.files)));
const stats = merge(results.map((r) => r.report));
rmSync(dir, { recursive: true, force: true });
const failed = results.filter((r) => r.code !== 0).length;
console.log(
  `\n[e2e] ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed, ${stats.skipped} skipped in ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (failed ? ` — ${failed} of ${results.length} shard(s) failed` : ''),
);
process.exit(failed ? 1 : 0);
