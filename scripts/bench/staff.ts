// `npm run bench:staff`: the back office with a big season, measured (docs/rules.md "Back office").
// Not a test: it prints figures. The real app (server/app.ts) in this process on a fresh database in a
// temporary folder, with EVENTS events (default 50) of PER_EVENT paid tickets (default 100) and one
// camp of BIG tickets (default 1000), written straight into the database (server/db/bench-tickets.ts).
// Then, logged in as the demo staff account over HTTP: the overview, a participants list of a normal
// and of the big camp, both exports of the big camp, and CHECKINS check-ins (default 100) from PHONES
// staff phones at once (default 5). Prints p50/p95/max per call; the goal is every p95 under 200 ms
// and an export of 1,000 tickets under 1 s. With the bundle built, the participants screen of the big camp is
// then drawn in Chromium five times (goal: within 1 s). Exit code 1 when a check-in was lost.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { renderPage } from '../../demo-pages/site';
// @ts-expect-error: a plain JavaScript module without types
import { findChromium } from '../chromium.mjs';
import { PROJECT_ROOT, createApp } from '../../server/app';
import { insertBenchTickets } from '../../server/db/bench-tickets';
import { findEventByUuid } from '../../server/db/events';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../server/db/seed';
import { BenchClient, percentile, timings } from './rush-client';

const EVENTS = Number(process.env.EVENTS ?? 50);
const PER_EVENT = Number(process.env.PER_EVENT ?? 100);
const BIG = Number(process.env.BIG ?? 1000);
const CHECKINS = Number(process.env.CHECKINS ?? 100);
const PHONES = Number(process.env.PHONES ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const uuidOf = (n: number) => `b1b1b1b1-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BIG_EVENT = uuidOf(0);

// ---- a season of events in the CMS content, and the app on a fresh database ----
const dir = mkdtempSync(join(tmpdir(), 'bench-staff-'));
const contentDir = join(dir, 'content');
cpSync(join(PROJECT_ROOT, 'demo-pages/content'), contentDir, { recursive: true });
const eventsFile = join(contentDir, 'events.json');
const events = JSON.parse(readFileSync(eventsFile, 'utf8')) as Array<Record<string, unknown>>;
for (let n = 0; n <= EVENTS; n++) {
  const start = new Date(Date.UTC(2027, 5, 1 + n, 7));
  events.push({
    ...events[0],
    id: String(9100 + n),
    external_id: uuidOf(n),
    slug: n === 0 ? 'grote-kamp-2027' : `kamp-${n}-2027`,
    title: n === 0 ? 'Groot zomerkamp 2027' : `Kamp ${n} 2027`,
    initial_stock: n === 0 ? BIG + 50 : PER_EVENT + 20,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 4 * 86_400_000).toISOString(),
  });
}
writeFileSync(eventsFile, JSON.stringify(events));

const shop = await createApp({ database: join(dir, 'shop.sqlite'), contentDir, mailOutbox: true, renderPage });
const seeded = performance.now();
for (let n = 0; n <= EVENTS; n++) {
  const event = findEventByUuid(shop.db, uuidOf(n))!;
  insertBenchTickets(shop.db, event.id, event.price_cents, n === 0 ? BIG : PER_EVENT, String(n), Date.now());
}
console.log(`Gevuld: ${EVENTS} kampen × ${PER_EVENT} tickets en één kamp van ${BIG} in ${Math.round(performance.now() - seeded)} ms`);

const server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
shop.setBaseUrl(baseUrl);

const login = async () => {
  const client = new BenchClient(baseUrl, '127.0.0.1');
  await client.call('csrf-cookie', 'GET', '/api/csrf-cookie');
  const answer = await client.call('login', 'POST', '/api/auth/login', {
    json: { email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${answer.text}`);
  return client;
};
const staff = await login();
const expectOk = (status: number, what: string) => {
  if (status !== 200) throw new Error(`${what}: ${status}`);
};

// ---- the screens, one after the other (a warm-up call first, not counted) ----
const rounds = async (name: string, path: string, times = ROUNDS) => {
  expectOk((await staff.call(`${name} (warm-up)`, 'GET', path)).status, name);
  for (let i = 0; i < times; i++) expectOk((await staff.call(name, 'GET', path)).status, name);
};
await rounds('overview (51 events)', '/api/staff/events');
await rounds(`participants (${PER_EVENT})`, `/api/staff/events/${uuidOf(1)}/participants`);
await rounds(`participants (${BIG})`, `/api/staff/events/${BIG_EVENT}/participants`);
await rounds(`participants (${BIG}, medical)`, `/api/staff/events/${BIG_EVENT}/participants?medical=1`);
await rounds(`export CSV (${BIG})`, `/api/staff/events/${BIG_EVENT}/participants.csv`, 10);
await rounds(`export XLSX (${BIG})`, `/api/staff/events/${BIG_EVENT}/participants.xlsx`, 10);

// ---- the first morning: PHONES phones tick off CHECKINS children at once, and poll meanwhile ----
const list = await staff.call('participants', 'GET', `/api/staff/events/${BIG_EVENT}/participants`);
const tickets = (list.body.data.participants as Array<{ ticket_uuid: string }>).slice(0, CHECKINS).map((p) => p.ticket_uuid);
const phones = await Promise.all(Array.from({ length: PHONES }, login));
const started = performance.now();
await Promise.all(
  phones.map(async (phone, p) => {
    // each phone polls with the server_time of its previous answer, as the check-in screen does
    let since = list.body.data.server_time as string;
    for (let i = p; i < tickets.length; i += PHONES) {
      expectOk(
        (await phone.call('check-in', 'PUT', `/api/staff/tickets/${tickets[i]}/check-in`, { json: { present: true } })).status,
        'check-in',
      );
      if (i % 10 === p) {
        const poll = await phone.call(
          'poll (?since=)',
          'GET',
          `/api/staff/events/${BIG_EVENT}/participants?since=${encodeURIComponent(since)}`,
        );
        since = poll.body.data.server_time as string;
      }
    }
  }),
);
const checkInMs = performance.now() - started;
const after = await staff.call('participants', 'GET', `/api/staff/events/${BIG_EVENT}/participants`);

// ---- the figures ----
const names = [...timings.keys()].filter((name) => !['csrf-cookie', 'login', 'participants'].includes(name) && !name.includes('warm-up'));
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\n${'call'.padEnd(32)}${pad('n', 5)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('max ms', 9)}`);
for (const name of names) {
  const values = timings.get(name)!;
  const row = [values.length, percentile(values, 50), percentile(values, 95), Math.max(...values)];
  console.log(
    `${name.padEnd(32)}${pad(row[0]!, 5)}${row
      .slice(1)
      .map((v) => pad(v!.toFixed(1), 9))
      .join('')}`,
  );
}
const present = after.body.data.present as number;
console.log(`\n${CHECKINS} check-ins from ${PHONES} phones at once: ${Math.round(checkInMs)} ms in all; present afterwards: ${present}`);

// ---- the participants screen of the big camp drawn in Chromium (needs the bundle: npm run build) ----
const chromiumPath = (findChromium as () => string | null)();
if (!existsSync(join(PROJECT_ROOT, 'dist/widgets.js')) || !chromiumPath) {
  console.log('\nTekenen in Chromium overgeslagen: geen dist/widgets.js (npm run build) of geen Chromium.');
} else {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
  await page.request.get('/api/csrf-cookie');
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value);
  await page.request.post('/api/auth/login', {
    data: { email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD },
    headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
  });
  const draws: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(`/beheer/evenementen/${BIG_EVENT}`);
    // from the navigation's start until every row of the table is in the document
    const drawn = await page.waitForFunction(
      (rows) => (document.querySelectorAll('sport-staff tbody tr').length >= rows ? performance.now() : false),
      BIG,
      { timeout: 30_000, polling: 'raf' },
    );
    draws.push(Number(await drawn.jsonValue()));
  }
  console.log(
    `\nDeelnemersscherm van ${BIG} kinderen getekend in Chromium (vanaf het begin van de navigatie, 5 keer): p50 ${Math.round(percentile(draws, 50))} ms, max ${Math.round(Math.max(...draws))} ms`,
  );
  await browser.close();
}

server.close();
shop.close();
rmSync(dir, { recursive: true, force: true });
if (present !== tickets.length) {
  console.error(`Check-ins lost: ${tickets.length - present}`);
  process.exitCode = 1;
}
