// The server of `npm run bench:rush` (scripts/bench/rush.ts starts it with fork): the real app
// (server/app.ts) on a fresh database in a temporary folder, with the demo content plus one camp of
// PLACES places, behind TRUST_PROXY=1 so each bench parent arrives from an address of its own.
// The test checkout (/dev/checkout) stands in for Mollie's public payment page, so it is open to the
// bench's addresses (DEV_TOOLS=public). It answers the bench over IPC: its own CPU and memory, the
// places sold, and the cancellations an operator would make in the back office (this server has no
// API for that: the bench does it here).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { PROJECT_ROOT, createApp } from '../../server/app';
import { findEventByUuid } from '../../server/db/events';
import { countPaidOrderItems, listPaidOrdersOfEvent, setOrderStatus } from '../../server/db/orders';
import { countEventTickets, deleteOrderTickets } from '../../server/db/tickets';
import { insertUser } from '../../server/db/users';
import { insertProfile } from '../../server/db/profiles';
import { insertSession } from '../../server/db/sessions';
import { hashPassword, randomToken, uuid } from '../../server/lib/crypto';

export const BENCH_EVENT = 'b0b0b0b0-0000-4000-8000-00000000a001';
const places = Number(process.env.PLACES ?? 40);
const holdMinutes = Number(process.env.CART_HOLD_MINUTES) > 0 ? Number(process.env.CART_HOLD_MINUTES) : undefined;

const dir = mkdtempSync(join(tmpdir(), 'bench-rush-'));
const contentDir = join(dir, 'content');
cpSync(join(PROJECT_ROOT, 'demo-pages/content'), contentDir, { recursive: true });
const eventsFile = join(contentDir, 'events.json');
const events = JSON.parse(readFileSync(eventsFile, 'utf8')) as Array<Record<string, unknown>>;
events.push({
  ...events[0],
  id: '9001',
  external_id: BENCH_EVENT,
  slug: 'zomerkamp-rush-2027',
  title: 'Zomerkamp Rush 2027',
  initial_stock: places,
  // OPENING=1: closed until the bench sets the moment (message 'open')
  ...(process.env.OPENING === '1' ? { salesOpenAt: new Date(Date.now() + 86_400_000).toISOString() } : {}),
  // the bench's parents are one family each (one or two children)
});
writeFileSync(eventsFile, JSON.stringify(events));

/** Sign-up opens at `at` (the CMS's salesOpenAt; the server reads the changed file at its next API call). */
function openAt(at: string): void {
  const current = JSON.parse(readFileSync(eventsFile, 'utf8')) as Array<Record<string, unknown>>;
  writeFileSync(eventsFile, JSON.stringify(current.map((e) => (e.external_id === BENCH_EVENT ? { ...e, salesOpenAt: at } : e))));
  shop.deps.syncEvents();
}

const shop = await createApp({
  database: join(dir, 'shop.sqlite'),
  contentDir,
  trustedProxies: 1,
  mailOutbox: true,
  devTools: 'public',
  cartHoldMinutes: holdMinutes,
});
// the server's own time per call (from Hono receiving the request to its Response), named as the bench
// names its calls, so a slow call can be told apart: work or waiting here, or waiting in the bench's pool
const serverTimings = new Map<string, number[]>();
const serverTrace = new Map<string, [number, number]>();
const callName = (request: Request) =>
  `${request.method} ${new URL(request.url).pathname
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{uuid}')
    .replace(/^\/dev\/checkout\/[^/]+/, '/dev/checkout/{id}')}`;
async function timedFetch(request: Request): Promise<Response> {
  const started = performance.now();
  const response = await shop.app.fetch(request);
  const name = callName(request);
  let list = serverTimings.get(name);
  if (!list) serverTimings.set(name, (list = []));
  list.push(performance.now() - started);
  const id = request.headers.get('x-bench-id');
  if (id && process.env.BENCH_TRACE) serverTrace.set(id, [started + performance.timeOrigin, performance.now() + performance.timeOrigin]);
  return response;
}
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const server = serve({ fetch: timedFetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  const baseUrl = `http://127.0.0.1:${info.port}`;
  shop.setBaseUrl(baseUrl);
  process.send?.({ ready: baseUrl });
});
// many parents at once: keep their connections open between calls, as browsers do
(server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 60_000;

const eventId = () => findEventByUuid(shop.db, BENCH_EVENT)!.id;

/** The operator cancels `count` paid orders in the back office: the order is canceled, its tickets go. */
function cancelPaid(count: number): string[] {
  return shop.db
    .transaction(() => {
      const orders = listPaidOrdersOfEvent(shop.db, eventId(), count);
      for (const o of orders) {
        setOrderStatus(shop.db, o.id, 'canceled', Date.now());
        deleteOrderTickets(shop.db, o.id);
      }
      return orders.map((o) => o.uuid);
    })
    .immediate();
}

let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);

// the bench gone (it crashed or was stopped): this server goes too
process.on('disconnect', () => process.exit(0));

// CPU_PROF: the bench asks for a CPU profile of the rush (node:inspector, the same as --cpu-prof)
const inspector = new Session();
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) => inspector.post(method, (err, result) => (err ? reject(err) : resolve(result))));
async function profile(stop?: string): Promise<void> {
  if (!stop) {
    inspector.connect();
    await post('Profiler.enable');
    return void (await post('Profiler.start'));
  }
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  writeFileSync(stop, JSON.stringify(profile));
}

/**
 * OPENING=1's accounts: `count` parents with one or two children and a logged-in session each, written
 * in one transaction with one password hash (scrypt at the default cost, so a login in the rush costs
 * what it costs in production). Answers what the bench's clients need: the cookies and the children.
 */
async function makeAccounts(count: number, password: string) {
  const hash = await hashPassword(password);
  const now = Date.now();
  return shop.db.transaction(() =>
    Array.from({ length: count }, (_, k) => {
      const i = k + 1;
      const email = `ouder${i}@bench.example.nl`;
      const names = { first_name: `Ouder${i}`, last_name: 'Bench', phone: '06 12345678' };
      const userId = insertUser(shop.db, { uuid: uuid(), email, password_hash: hash, ...names }, now)!;
      const children = Array.from({ length: Math.random() < 0.4 ? 2 : 1 }, (_, c) => {
        const id = uuid();
        insertProfile(shop.db, id, userId, { first_name: `Kind${c + 1}`, last_name: `Bench${i}` }, now);
        return id;
      });
      const [session, xsrf] = [randomToken(30), randomToken(30)];
      insertSession(shop.db, session, userId, xsrf, now);
      return { i, email, session, xsrf, children };
    }),
  )();
}

process.on('message', (message: { type: string; count?: number; at?: string; file?: string; password?: string }) => {
  if (message.type === 'accounts') void makeAccounts(message.count!, message.password!).then((accounts) => process.send?.({ accounts }));
  if (message.type === 'profile') void profile().then(() => process.send?.({ profiling: true }));
  if (message.type === 'profile-stop') void profile(message.file).then(() => process.send?.({ profiled: true }));
  if (message.type === 'open') {
    openAt(message.at!);
    process.send?.({ opened: true });
  }
  if (message.type === 'cancel') process.send?.({ canceled: cancelPaid(message.count ?? 0) });
  if (message.type === 'server-timings') {
    const loopDelayMs = { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
    process.send?.({ serverTimings: { calls: Object.fromEntries(serverTimings), loopDelayMs } });
  }
  if (message.type === 'trace') process.send?.({ trace: Object.fromEntries(serverTrace) });
  if (message.type === 'reset-timings') {
    serverTimings.clear();
    loopDelay.reset();
    process.send?.({ reset: true });
  }
  if (message.type === 'stats') {
    const tickets = countEventTickets(shop.db, eventId());
    const paidItems = countPaidOrderItems(shop.db, eventId());
    const usage = process.cpuUsage();
    process.send?.({
      stats: {
        tickets,
        paidItems,
        places,
        cpuUserMs: usage.user / 1000,
        cpuSystemMs: usage.system / 1000,
        rss: process.memoryUsage().rss,
        peakRss,
        uptimeMs: process.uptime() * 1000,
      },
    });
  }
  if (message.type === 'stop') {
    clearInterval(rssTimer);
    server.close();
    shop.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
});
