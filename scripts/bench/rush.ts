// `npm run bench:rush`: the rush on a popular camp, measured (docs/rules.md "Held places", "Waiting
// list"). Not a test: it prints figures. A server on a fresh database (rush-server.ts, its own
// process) and PARENTS parents (default 300), each its own HTTP client with its own session and
// address, arriving within ARRIVAL_S seconds (default 60) for a camp of PLACES places (default 40):
// register, log in, add one or two children, put one or two children in the cart, take a moment
// (THINK_MS, default 2000–8000 ms: shirts and sizes), check out and pay on the test provider. The ones
// refused join the waiting list. Then the bench cancels CANCEL paid orders (default 5) as an operator
// would, waits for the offer mails the server sends by itself, and lets those parents claim and pay.
// Prints paid places, oversold (must be 0), parents who reached checkout and then lost their place
// (must be 0), offers sent and claimed, p50/p95/p99 per call, CPU and memory of the server process.
// Exit code 1 when something was oversold or lost.
// OPENING=1 models the opening minute instead (docs/rules.md "Sales opening"): the PARENTS accounts and
// their children are made before sign-up opens (not timed; in the database, one scrypt hash of the
// default cost for all, each with a logged-in session), LOGGED_IN of them (default 0.8) keep their
// session, the camp's salesOpenAt is set a few seconds ahead, and every parent presses within ARRIVAL_S
// after it (the others log in first). It also prints how many of the first PLACES to press got a place.
import { fork } from 'node:child_process';
import { BenchClient, timings, queued, warmUp, type Answer } from './rush-client';
import { firstServed, printCalls, type ServerSide } from './rush-report';

const PARENTS = Number(process.env.PARENTS ?? 300);
const PLACES = Number(process.env.PLACES ?? 40);
const ARRIVAL_MS = Number(process.env.ARRIVAL_S ?? 60) * 1000;
const [THINK_MIN, THINK_MAX] = (process.env.THINK_MS ?? '2000-8000').split('-').map(Number) as [number, number];
const CANCEL = Number(process.env.CANCEL ?? 5);
const OPENING = process.env.OPENING === '1';
const LOGGED_IN = Number(process.env.LOGGED_IN ?? 0.8);
const EVENT = 'b0b0b0b0-0000-4000-8000-00000000a001';
const PASSWORD = 'geheim123';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

// ---- the server, in a process of its own ----
const server = fork(new URL('./rush-server.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PLACES: String(PLACES) },
  stdio: 'inherit',
});
function ask<T>(message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      server.off('message', listen);
      resolve(answer[key] as T);
    };
    server.on('message', listen);
    if (Object.keys(message).length) server.send(message);
  });
}
const baseUrl = await ask<string>({}, 'ready');

interface Parent {
  email: string;
  client: BenchClient;
  children: string[];
  held: boolean;
  waiting: boolean;
  paidPlaces: number;
  lost: string | null;
  error: string | null;
  /** when the parent first pressed for a place (ms), and whether that got one */
  pressedAt?: number;
}

const item = (profile_id: string, shirt = false) => ({
  product_id: EVENT,
  profile_id,
  with_shirt: shirt,
  shirt_size: shirt ? 'M' : 'none',
});

/** Checks out and pays on the test provider; resolves the order's final status. */
async function checkoutAndPay(c: BenchClient): Promise<{ status: string; answer?: Answer }> {
  const checkout = await c.call('POST /api/cart/checkout', 'POST', '/api/cart/checkout');
  if (checkout.status !== 200) return { status: `checkout ${checkout.status}`, answer: checkout };
  const { payment_url: url, order } = checkout.body.data as { payment_url: string; order: string };
  const path = new URL(url).pathname;
  const page = await c.call('GET /dev/checkout/{id}', 'GET', path);
  const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  await c.call('POST /dev/checkout/{id}', 'POST', path, { form: { token, status: 'paid' } });
  for (let tries = 0; tries < 60; tries++) {
    const answer = await c.call('GET /api/orders/{uuid}', 'GET', `/api/orders/${order}`);
    const status = answer.body?.data?.status as string;
    if (status !== 'open' && status !== 'pending') return { status, answer };
    await sleep(500);
  }
  return { status: 'still open' };
}

const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function rush(i: number): Promise<Parent> {
  await sleep(Math.random() * ARRIVAL_MS);
  const p = await setUp(i);
  return p.error ? p : tryForPlace(p);
}

/** Registers (which logs in) and adds one or two children. */
async function setUp(i: number): Promise<Parent> {
  // an address of its own per parent (10.x.y.z), as 300 families at home would have
  const c = new BenchClient(baseUrl, addressOf(i));
  const p: Parent = {
    email: `ouder${i}@bench.example.nl`,
    client: c,
    children: [],
    held: false,
    waiting: false,
    paidPlaces: 0,
    lost: null,
    error: null,
  };
  await c.call('GET /api/csrf-cookie', 'GET', '/api/csrf-cookie');
  const registered = await c.call('POST /api/auth/register', 'POST', '/api/auth/register', {
    json: {
      email: p.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: `Ouder${i}`,
      last_name: 'Bench',
      phone: '06 12345678',
    },
  });
  if (registered.status !== 201) return { ...p, error: `register ${registered.status} ${registered.text.slice(0, 120)}` };
  const login = await c.call('POST /api/auth/login', 'POST', '/api/auth/login', { json: { email: p.email, password: PASSWORD } });
  if (login.status !== 200) return { ...p, error: `login ${login.status} ${login.text.slice(0, 120)}` };
  const count = Math.random() < 0.4 ? 2 : 1;
  for (let k = 1; k <= count; k++) {
    const child = await c.call('POST /api/profile', 'POST', '/api/profile', { json: { first_name: `Kind${k}`, last_name: `Bench${i}` } });
    p.children.push(child.body.data.uuid);
  }
  return p;
}

/** Step 1 and on: the stock, the cart (or the waiting list), a moment, checkout and payment. */
async function tryForPlace(p: Parent): Promise<Parent> {
  const c = p.client;
  await c.call('GET /api/events/{uuid}/stock', 'GET', `/api/events/${EVENT}/stock`);

  // step 1: all children; refused, one child; refused, the waiting list (which refuses while places are free)
  for (let attempt = 0; attempt < 4 && !p.held && !p.waiting; attempt++) {
    const wanted = attempt % 2 === 0 ? p.children : p.children.slice(0, 1);
    p.pressedAt ??= performance.now();
    const added = await c.call('POST /api/cart', 'POST', '/api/cart', { json: { items: wanted.map((id) => item(id)) } });
    if (added.status === 200) {
      p.held = true;
      break;
    }
    if (attempt % 2 === 0 && p.children.length > 1) continue;
    const joined = await c.call('POST /api/events/{uuid}/waiting-list', 'POST', `/api/events/${EVENT}/waiting-list`, {
      json: { profile_ids: p.children },
    });
    if (joined.status === 201) p.waiting = true;
  }
  if (!p.held) return p;

  // a moment on step 2: a shirt for the first child, then the summary
  await sleep(between(THINK_MIN, THINK_MAX) / 2);
  const cart = (await c.call('GET /api/cart', 'GET', '/api/cart')).body.data as { items: Array<{ profile_id: string }> };
  await c.call('POST /api/cart', 'POST', '/api/cart', { json: { items: [item(cart.items[0]!.profile_id, true)] } });
  await sleep(between(THINK_MIN, THINK_MAX) / 2);
  const paid = await checkoutAndPay(c);
  if (paid.status === 'paid') p.paidPlaces = cart.items.length;
  else p.lost = paid.status;
  return p;
}

/** OPENING=1: everyone set up first (not timed), then all press within ARRIVAL_S after the opening. */
async function openingMinute(): Promise<Parent[]> {
  // the accounts are made in the server's database (rush-server.ts 'accounts'): 3000 registrations over
  // HTTP cost 3000 scrypt hashes before the opening, which is not what is measured
  const accounts = await ask<Array<{ i: number; email: string; session: string; xsrf: string; children: string[] }>>(
    { type: 'accounts', count: PARENTS, password: PASSWORD },
    'accounts',
  );
  const made = accounts.map((a): Parent => {
    const client = new BenchClient(baseUrl, addressOf(a.i));
    client.setCookies({ shop_session: a.session, 'XSRF-TOKEN': a.xsrf });
    return { email: a.email, client, children: a.children, held: false, waiting: false, paidPlaces: 0, lost: null, error: null };
  });
  await warmUp(`${baseUrl}/api/events/${EVENT}/stock`);
  timings.clear();
  queued.clear();
  await ask({ type: 'reset-timings' }, 'reset');
  const opensAt = Date.now() + 3000;
  await ask({ type: 'open', at: new Date(opensAt).toISOString() }, 'opened');
  started = opensAt; // the rush is timed from the opening, its CPU from here
  before = await ask<{ cpuUserMs: number; cpuSystemMs: number }>({ type: 'stats' }, 'stats');
  clientBefore = process.cpuUsage();
  if (process.env.CPU_PROF) await ask({ type: 'profile' }, 'profiling');
  return Promise.all(
    made.map(async (p, k) => {
      if (p.error) return p;
      // the rest open the page logged out: a new browser session, and the login is part of the rush
      const fresh = Math.random() >= LOGGED_IN;
      if (fresh) p.client = new BenchClient(baseUrl, addressOf(k + 1));
      await sleep(opensAt - Date.now() + Math.random() * ARRIVAL_MS);
      const logIn = async (): Promise<Parent | null> => {
        await p.client.call('GET /api/csrf-cookie', 'GET', '/api/csrf-cookie');
        const login = await p.client.call('POST /api/auth/login', 'POST', '/api/auth/login', {
          json: { email: p.email, password: PASSWORD },
        });
        return login.status === 200 ? null : { ...p, error: `login ${login.status} ${login.text.slice(0, 120)}` };
      };
      // a call that never got an answer (the machine at its limit) counts as a parent who failed, not a crash
      const failed = (err: unknown) => ({ ...p, error: `network: ${(err as Error).message} ${(err as Error).cause ?? ''}` });
      try {
        const refused = fresh ? await logIn() : null;
        return refused ?? (await tryForPlace(p));
      } catch (err) {
        return failed(err);
      }
    }),
  );
}

let before = await ask<{ cpuUserMs: number; cpuSystemMs: number }>({ type: 'stats' }, 'stats');
let clientBefore = process.cpuUsage();
const mode = OPENING ? ` (opening minute, ${Math.round(LOGGED_IN * 100)} % logged in)` : '';
console.log(`bench:rush: ${PARENTS} parents within ${ARRIVAL_MS / 1000} s for ${PLACES} places${mode} at ${baseUrl} …`);
let started = Date.now();
const parents = OPENING ? await openingMinute() : await Promise.all(Array.from({ length: PARENTS }, (_, i) => rush(i + 1)));
const rushMs = Date.now() - started;
const clientCpu = process.cpuUsage(clientBefore);
// CPU_PROF=file.cpuprofile: the server's profile of the rush alone (set-up and offers left out)
if (process.env.CPU_PROF) await ask({ type: 'profile-stop', file: process.env.CPU_PROF }, 'profiled');
const afterRush = await ask<{ paidItems: number }>({ type: 'stats' }, 'stats');
// the server's own time per call and its event loop's delay, over the rush alone
const trace = process.env.BENCH_TRACE ? await ask<Record<string, [number, number]>>({ type: 'trace' }, 'trace') : {};
const serverSide = await ask<ServerSide>({ type: 'server-timings' }, 'serverTimings');

// ---- the operator cancels paid orders; the server offers the places by itself ----
const canceled = await ask<string[]>({ type: 'cancel', count: CANCEL }, 'canceled');
const byEmail = new Map(parents.map((p) => [p.email, p]));
const offerMails = async () => {
  const mails = (await (await fetch(`${baseUrl}/dev/mail.json`)).json()) as Array<{ to: string; subject: string; links: string[] }>;
  return mails.filter((m) => m.subject.startsWith('Er is een plek vrij') && byEmail.has(m.to));
};
const freed = PLACES - (await ask<{ paidItems: number }>({ type: 'stats' }, 'stats')).paidItems;
let offers = await offerMails();
for (let waited = 0; offers.length < freed && waited < 30_000; waited += 500) {
  await sleep(500);
  offers = await offerMails();
}
let claimed = 0;
let claimedPaid = 0;
const offered = new Map<Parent, string[]>();
for (const mail of offers) {
  const parent = byEmail.get(mail.to)!;
  offered.set(parent, [...(offered.get(parent) ?? []), new URL(mail.links[0]!).searchParams.get('wachtlijst')!]);
}
await Promise.all(
  [...offered].map(async ([parent, entries]) => {
    for (const entry of entries) {
      const claim = await parent.client.call('POST /api/waiting-list/{uuid}/claim', 'POST', `/api/waiting-list/${entry}/claim`);
      if (claim.status === 200) claimed++;
    }
    const paid = await checkoutAndPay(parent.client);
    if (paid.status === 'paid') claimedPaid += entries.length;
  }),
);
const end = await ask<{ tickets: number; paidItems: number; cpuUserMs: number; cpuSystemMs: number; peakRss: number; rss: number }>(
  { type: 'stats' },
  'stats',
);
const wallMs = Date.now() - started;
server.send({ type: 'stop' });

// ---- the figures ----
const errors = parents.filter((p) => p.error);
const lost = parents.filter((p) => p.lost);
const oversold = Math.max(0, afterRush.paidItems - PLACES, end.paidItems - PLACES);
const waitingParents = parents.filter((p) => p.waiting);
const cpuMs = end.cpuUserMs + end.cpuSystemMs - before.cpuUserMs - before.cpuSystemMs;
const rows: Array<[string, string]> = [
  ['parents / places / arrival', `${PARENTS} / ${PLACES} / ${ARRIVAL_MS / 1000} s`],
  ['paid places after the rush', String(afterRush.paidItems)],
  ['oversold (must be 0)', String(oversold)],
  ['lost a place after reaching checkout (must be 0)', String(lost.length)],
  ['parents on the waiting list (children)', `${waitingParents.length} (${waitingParents.reduce((n, p) => n + p.children.length, 0)})`],
  ['orders canceled by the bench (places freed)', `${canceled.length} (${freed})`],
  ['offers sent / claimed / paid', `${offers.length} / ${claimed} / ${claimedPaid}`],
  ['paid places at the end (tickets)', `${end.paidItems} (${end.tickets})`],
  ['parents who failed otherwise', String(errors.length)],
  ...(OPENING ? [['first to press who got a place', firstServed(parents)] as [string, string]] : []),
  ['wall time (rush / all)', `${(rushMs / 1000).toFixed(1)} s / ${(wallMs / 1000).toFixed(1)} s`],
  ['server CPU (user+system)', `${(cpuMs / 1000).toFixed(1)} s = ${((100 * cpuMs) / wallMs).toFixed(0)} % of one core`],
  ['bench client CPU in the rush', `${((clientCpu.user + clientCpu.system) / 1e6).toFixed(1)} s`],
  ['server memory (RSS peak / end)', `${(end.peakRss / 2 ** 20).toFixed(0)} MB / ${(end.rss / 2 ** 20).toFixed(0)} MB`],
];
console.log('\n| figure | value |\n|---|---|');
for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
printCalls(serverSide, trace, started);
for (const p of [...errors, ...lost].slice(0, 5)) console.log(`  ${p.email}: ${p.error ?? p.lost}`);
process.exit(oversold > 0 || lost.length > 0 ? 1 : 0);
