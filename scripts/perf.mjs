// `npm run perf`: Lighthouse (mobile preset, simulated throttling: a mid-range phone on slow 4G) on the
// demo pages parents and visitors use, 3 runs each, against a fresh build and a server on a fresh
// temporary database (like scripts/e2e.mjs). Prints the median score, LCP, TBT, CLS and the JavaScript
// bytes transferred per page. Not part of `npm test`: too slow and too noisy.
// Uses the system Chromium (CHROME_PATH or Debian's chromium) through chrome-launcher; nothing
// downloads a browser. `npm run perf -- --runs=1` for a quick look, `--no-build` to keep dist/ as is,
// `--only=order` for the pages whose name or path contains it; PERF_DEBUG=1 prints what costs time
// (main-thread work, the LCP element and its phases, render-blocking files, the requests).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const throttling = { ...constants.throttling.mobileSlow4G };
const { version } = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'));

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 3));
const only = arg('only', '');
// The mobile preset slows the CPU down 4×, calibrated for a fast desktop; Lighthouse's throttling
// guide suggests a smaller multiplier on a slower machine (see the benchmark index printed below).
const cpu = arg('cpu', '');

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${ms / 1000} s`);
}

/** Logs in as the demo parent over the real API; returns the session's cookies (name=value pairs). */
async function demoSessionCookie(base) {
  const first = await fetch(`${base}/api/csrf-cookie`);
  const jar = new Map(
    first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0].split('='))
      .map(([k, ...v]) => [k, v.join('=')]),
  );
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: cookie(),
      'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email: 'demo@example.nl', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  for (const c of login.headers.getSetCookie()) {
    const [k, ...v] = c.split(';')[0].split('=');
    jar.set(k, v.join('='));
  }
  return [...jar].map(([name, value]) => ({ name, value }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const chromePath = ensureChromium();
const dir = mkdtempSync(join(tmpdir(), 'sport-perf-'));
const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATABASE: join(dir, 'shop.sqlite'), BASE_URL: base, NODE_ENV: 'production', PAYMENTS: 'test' },
  detached: true,
});
let chrome;
const cleanup = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  chrome?.kill();
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  await waitFor(`${base}/api/csrf-cookie`);
  const events = JSON.parse(readFileSync('demo-pages/content/events.json', 'utf8'));
  const slug = (Array.isArray(events) ? events : events.events)[0].slug;
  const loggedIn = await demoSessionCookie(base);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'event page', path: `/evenementen/${slug}` },
    { name: 'gift card', path: '/cadeaubon' },
    { name: 'login', path: '/account/login' },
    { name: 'dashboard (logged in)', path: '/account', cookie: loggedIn },
    { name: 'order (logged in)', path: `/order/${slug}`, cookie: loggedIn },
    { name: 'order (logged out)', path: `/order/${slug}` },
  ].filter((p) => !only || p.name.includes(only) || p.path.includes(only));

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  let browser;
  const all = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Logged in: Lighthouse's storage reset would drop the session cookie (and Chrome does not
      // send an extra Cookie header with the page's own fetches), so the run gets a tab with the
      // cookies set and the cache cleared by hand instead.
      // Lighthouse's own reset keeps cookies, so a logged-out run clears them first.
      let tab;
      browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      {
        const blank = await browser.newPage();
        const cdp = await blank.createCDPSession();
        await cdp.send('Network.clearBrowserCookies');
        await cdp.send('Network.clearBrowserCache');
        if (page.cookie) tab = blank;
        else await blank.close();
      }
      if (tab && page.cookie) await tab.setCookie(...page.cookie.map((c) => ({ ...c, url: base })));
      const result = await lighthouse(
        `${base}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(page.cookie),
        },
        cpu
          ? { extends: 'lighthouse:default', settings: { throttling: { ...throttling, cpuSlowdownMultiplier: Number(cpu) } } }
          : undefined,
        tab,
      );
      await tab?.close();
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
      if (process.env.PERF_DEBUG) {
        for (const id of [
          'bootup-time',
          'long-tasks',
          'mainthread-work-breakdown',
          'largest-contentful-paint-element',
          'render-blocking-resources',
          'network-requests',
        ])
          console.error(id, JSON.stringify(lhr.audits[id]?.details?.items?.slice(0, 20), null, 1));
        console.error('metrics', JSON.stringify(lhr.audits.metrics?.details?.items?.[0]));
      }
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
        benchmark: lhr.environment.benchmarkIndex,
      });
      process.stderr.write('.');
    }
    all.push(...runs);
    rows.push({
      page: `${page.name} ${page.path}`,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      js: median(runs.map((r) => r.js)),
      finalUrl: new URL(runs.at(-1).finalUrl).pathname,
    });
  }
  await browser?.disconnect();
  process.stderr.write('\n');
  const head = ['Page', 'Score', 'LCP', 'TBT', 'CLS', 'JS (transfer)', 'Ended on'];
  const lines = rows.map((r) => [
    r.page,
    String(r.score),
    `${(r.lcp / 1000).toFixed(1)} s`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    `${(r.js / 1024).toFixed(1)} KB`,
    r.finalUrl,
  ]);
  const benchmark = Math.round(median(all.map((r) => r.benchmark)));
  console.log(
    `\nLighthouse ${version} mobile preset, simulated throttling (CPU ×${cpu || 4}), median of ${RUNS} run(s); this machine's benchmark index: ${benchmark}\n`,
  );
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  const failing = rows.filter((r) => r.score < 95 || r.lcp > 2500 || r.cls > 0.001);
  console.log(
    failing.length
      ? `\n${failing.length} page(s) below the target (score ≥ 95, LCP ≤ 2.5 s, CLS 0).`
      : '\nEvery page meets the target (score ≥ 95, LCP ≤ 2.5 s, CLS 0).',
  );
} finally {
  cleanup();
}
