// Test harness for the reference backend: createApp on a temporary SQLite file, served over real
// HTTP on a free port, and a small cookie-jar client that speaks the Laravel conventions.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { PROJECT_ROOT, createApp, type CreateAppOptions, type ShopApp } from '../../server/app';
import type { DB } from '../../server/db/database';
import { expect } from 'vitest';
import { checkAnswer } from './openapi-check';

/** API answers are asserted by the tests, not typed: JSON of any shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export const DEMO = { email: 'demo@example.nl', password: 'demo1234' };

/** Event external ids from demo-pages/content/events.json. */
export const EVENTS = {
  zomer2027: 'de9a7b5e-52df-41d4-9474-cde4ad35960e', // 40 places, €189, shirt €24.95; demo Sem has a ticket
  keeperVoorjaar2027: '9bb778c9-7454-4a36-bfbb-6763700c3211', // 3 places, €45, shirt €19.95
  hockeyPasen2027: '7d9d7b78-7f96-4d41-bc2d-7ee19098243d', // sold out
  tennis2027: 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc', // 24 places, €165, shirt €22.50
  multisport2027: 'e5c16bc2-4ef4-4887-9f4e-fc01f3299e49', // free shirt, €39.50
  herfst2026: '1fe36a2a-8352-4125-a303-b6896aedfd64', // ended
  zwemkamp2027: '3f6a2d4e-8c1b-4e7a-9d2f-5b0c7e1a9f42', // questions per event (docs/rules.md "Questions per event")
};

export interface Reply<T = AnyJson> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A 422 whose `errors` are exactly these Dutch messages, per field. */
export function expectFieldErrors(reply: Reply, errors: Record<string, string[]>): void {
  expect(reply.status).toBe(422);
  expect(reply.body.errors).toEqual(errors);
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get xsrf(): string | undefined {
    const v = this.cookies.get('XSRF-TOKEN');
    return v === undefined ? undefined : decodeURIComponent(v);
  }

  get sessionId(): string | undefined {
    return this.cookies.get('shop_session');
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = AnyJson>(
    method: string,
    path: string,
    options: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.csrf !== false && method !== 'GET' && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.store(res);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    // every answer an API test receives must be what server/openapi/ says
    checkAnswer(method, new URL(this.baseUrl + path).pathname, res.status, res.headers.get('content-type') ?? '', parsed);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = AnyJson>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = AnyJson>(path: string, json?: unknown) {
    return this.request<T>('POST', path, { json: json ?? {} });
  }
  put<T = AnyJson>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, { json: json ?? {} });
  }
  delete<T = AnyJson>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** Gets the session and XSRF cookies, like the widgets' first call. */
  async init(): Promise<this> {
    await this.get('/api/csrf-cookie');
    return this;
  }

  async login(email = DEMO.email, password = DEMO.password): Promise<this> {
    if (!this.xsrf) await this.init();
    const r = await this.post('/api/auth/login', { email, password });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
    return this;
  }
}

export interface TestServer {
  shop: ShopApp;
  db: DB;
  /** the SQLite file, for a second app on it (a restart); the CMS content folder beside it */
  database: string;
  contentDir: string;
  baseUrl: string;
  /** shifts the server's clock (ms) */
  clock: { offset: number };
  client(): Client;
  /** a fresh parent, registered and logged in, with one child profile */
  parent(name?: string): Promise<{ client: Client; email: string; profile: { uuid: string } }>;
  mails(): Array<{ id: number; to: string; subject: string; text: string; links: string[] }>;
  close(): Promise<void>;
}

let counter = 0;

export async function startServer(
  options: { events?: (events: AnyJson[]) => AnyJson[]; giftCardFlow?: (flow: AnyJson) => AnyJson } & Partial<CreateAppOptions> = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const contentDir = join(dir, 'content');
  cpSync(join(PROJECT_ROOT, 'demo-pages/content'), contentDir, { recursive: true });
  const edit = (file: string, f: (x: AnyJson) => AnyJson) =>
    writeFileSync(join(contentDir, file), JSON.stringify(f(JSON.parse(readFileSync(join(contentDir, file), 'utf8')))));
  if (options.events) edit('events.json', options.events);
  if (options.giftCardFlow) edit('gift-card-flow.json', options.giftCardFlow);

  const clock = { offset: 0 };
  const shop = await createApp({
    database: join(dir, 'shop.sqlite'),
    contentDir,
    now: () => Date.now() + clock.offset,
    renderPage: (url) => ({
      status: url.pathname === '/404' ? 404 : 200,
      html: `<!doctype html><title>page</title><p>${url.pathname}</p>`,
    }),
    // the tests register many parents from 127.0.0.1; test/server/registration-abuse.test.ts checks the real limit
    registrationsPerHour: 1000,
    // a hash at 2^10 takes 4 ms instead of 25–75 ms (server/settings-table.ts PASSWORD_HASH_COST)
    passwordHashCost: 10,
    ...options,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // Node's server drops an idle keep-alive socket after 5 s and fetch (undici) reuses it for up to 4 s:
  // on a loaded machine the two timers race and a test's next request meets a closed socket
  // (ECONNRESET, seen in CI). A test server keeps idle sockets longer than any test waits.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 60_000;
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop.setBaseUrl(baseUrl);

  const client = () => new Client(baseUrl);
  return {
    shop,
    db: shop.db,
    database: join(dir, 'shop.sqlite'),
    contentDir,
    baseUrl,
    clock,
    client,
    async parent(name = 'Ouder') {
      const c = await client().init();
      const email = `ouder${++counter}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
      const r = await c.post('/api/auth/register', {
        email,
        password: 'geheim123',
        password_confirmation: 'geheim123',
        first_name: name,
        last_name: 'Test',
        phone: '06 11111111',
      });
      if (r.status !== 201) throw new Error(`register failed: ${r.status} ${r.text}`);
      const p = await c.post('/api/profile', { first_name: 'Kind', last_name: 'Test' });
      return { client: c, email, profile: p.body.data };
    },
    mails: () =>
      (shop.db.prepare('SELECT * FROM mails ORDER BY id').all() as AnyJson[]).map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        text: m.text,
        links: JSON.parse(m.links),
      })),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // sockets still holding an unread answer are not idle: end them too, or close() waits for them
      (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      await closed;
      shop.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The details that make a child profile complete (spec §3 "Child profile"), as the profile form sends them. */
export const CHILD_DETAILS = {
  birthdate: '09-04-2016',
  club: 'VV Utrecht',
  team: 'JO11-2',
  position: 'Keeper',
  street: 'Kerkstraat',
  house_number: '4a',
  postal_code: '3511 AA',
  city: 'Utrecht',
  country: 'Nederland',
  family_doctor: 'Dokter Visser',
  contact_phone: '+31 6 22223333',
};

/** A cart line as the order widget posts it (spec §4 Cart): without a shirt unless `extra` says so. */
export const item = (product_id: string, profile_id: string, extra: object = {}) => ({
  product_id,
  profile_id,
  with_shirt: false,
  shirt_size: 'none',
  ...extra,
});

/** The provider's payment id: the last part of a payment_url (the test checkout page's address). */
export const paymentId = (paymentUrl: string) => new URL(paymentUrl).pathname.split('/').pop()!;

/** The provider's webhook as the provider sends it: a form post with only the payment id. */
export const postWebhook = (baseUrl: string, id: string) =>
  fetch(`${baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });

/**
 * startServer's `events` with extra events, each a copy of the first demo event with its own id,
 * external_id, slug and title and what else differs: places of a test's own.
 */
export const withExtraEvents =
  (...extra: AnyJson[]) =>
  (events: AnyJson[]): AnyJson[] => [...events, ...extra.map((fields) => ({ ...events[0], ...fields }))];

/** Follows a payment_url on the test checkout page and presses one of its buttons. */
export async function pay(client: Client, paymentUrl: string, status: 'paid' | 'failed' | 'canceled' | 'expired'): Promise<Reply> {
  const page = await client.request('GET', new URL(paymentUrl).pathname);
  if (page.status !== 200) throw new Error(`checkout page: ${page.status}`);
  const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
  if (!token) throw new Error('no form token on the checkout page');
  return client.request('POST', new URL(paymentUrl).pathname, {
    body: new URLSearchParams({ token, status }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Counts the rows of every table: a request that is refused must not change any of them. */
export function tableCounts(db: DB): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sessions', 'sqlite_sequence')")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]));
}
