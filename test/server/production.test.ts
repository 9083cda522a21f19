// Production closes the test doors (README "Configuration"): with NODE_ENV=production the developer
// pages do not exist for anyone, GraphQL does not hand out its schema, and the server does not start
// with the test payment provider unless PAYMENTS=test asks for it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, StartupError, TEST_PAYMENTS_IN_PRODUCTION, createApp } from '../../server/app';
import { readSettings, startLines, type Env, type Settings } from '../../server/settings';
import { EVENTS, startServer, type TestServer } from './helpers';

let production: TestServer;
let development: TestServer;
beforeAll(async () => {
  production = await startServer({ production: true, testPayments: true, devTools: 'public' });
  development = await startServer({ production: false });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

async function checkoutUrl(server: TestServer): Promise<string> {
  const { client, profile } = await server.parent();
  await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] });
  const r = await client.post('/api/cart/checkout');
  expect(r.status).toBe(200);
  return r.body.data.payment_url as string;
}

describe('the developer pages in production', () => {
  it('answer 404 to this computer too, even with DEV_TOOLS=public', async () => {
    const payment = new URL(await checkoutUrl(production)).pathname;
    for (const path of ['/dev/mail', '/dev/mail.json', '/dev/mail?q=SV', payment]) {
      const r = await fetch(`${production.baseUrl}${path}`);
      expect(r.status, path).toBe(404);
      expect(await r.text(), path).not.toMatch(/Testbetaling|Uitgaande|Betaald/);
    }
    const post = await fetch(`${production.baseUrl}${payment}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=x&status=paid',
    });
    expect(post.status).toBe(404);
  });

  it('outside production they answer this computer', async () => {
    const payment = new URL(await checkoutUrl(development)).pathname;
    for (const path of ['/dev/mail', '/dev/mail.json', payment])
      expect((await fetch(`${development.baseUrl}${path}`)).status, path).toBe(200);
  });
});

const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';
const graphql = (server: TestServer, query: string) =>
  fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> },
  }));

describe('GraphQL introspection', () => {
  it("is refused in production, while the widgets' queries still work", async () => {
    const refused = await graphql(production, INTROSPECTION);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typeQuery = await graphql(production, '{ __type(name: "Event") { fields { name } } }');
    expect(typeQuery.body.errors?.[0]?.message).toMatch(/introspection/i);
    const events = await graphql(production, '{ events { slug } }');
    expect(events.status).toBe(200);
    expect((events.body.data?.events as unknown[]).length).toBeGreaterThan(0);
  });

  it('is allowed outside production (the API docs and developer tools use it)', async () => {
    const r = await graphql(development, INTROSPECTION);
    expect(r.body.errors).toBeUndefined();
    expect((r.body.data?.__schema as { queryType: { name: string } }).queryType.name).toBe('Query');
  });
});

/** Runs `tsx server/main.ts` until it prints its last start line or exits; returns what it printed and its exit code. */
async function runMain(env: Record<string, string>): Promise<{ out: string; code: number | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE: join(dir, 'shop.sqlite'),
      BASE_URL: '',
      MOLLIE_API_KEY: '',
      PAYMENTS: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`main.ts neither started nor stopped: ${out}`)), 50_000);
      const seen = () => {
        if (out.includes('Mail-outbox:')) {
          clearTimeout(timer);
          resolve({ out, code: null });
        }
      };
      child.stdout.on('data', (d: Buffer) => ((out += d.toString()), seen()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      void exited.then((code) => {
        clearTimeout(timer);
        resolve({ out, code });
      });
    });
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a start with `env` does, in process: readSettings (server/settings.ts) refuses with a
 * StartupError, which main.ts prints before it exits with code 1 (the spawned start above shows it),
 * or createApp starts with its options and the start prints these lines (listening on 127.0.0.1).
 */
async function startWith(env: Env): Promise<{ lines: string[]; refused?: never } | { refused: StartupError; lines?: never }> {
  let settings: Settings;
  try {
    settings = readSettings(env);
  } catch (err) {
    if (err instanceof StartupError) return { refused: err };
    throw err;
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-settings-'));
  const shop = await createApp({ ...settings.options, database: join(dir, 'shop.sqlite') });
  try {
    return { lines: startLines(settings, { port: 41234, address: '127.0.0.1' }).lines };
  } finally {
    await shop.swept;
    shop.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('starting in production', () => {
  it('createApp refuses the test provider unless asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-prod-'));
    try {
      await expect(createApp({ database: join(dir, 'shop.sqlite'), production: true })).rejects.toThrow(TEST_PAYMENTS_IN_PRODUCTION);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // the one real start of server/main.ts here: it reads its settings with readSettings and exits on a refusal
  it('NODE_ENV=production without a provider: refuses with a clear message (exit 1)', async () => {
    const { out, code } = await runMain({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(out).toContain(TEST_PAYMENTS_IN_PRODUCTION);
    expect(out).not.toMatch(/Demo-site:/);
    expect((await startWith({ NODE_ENV: 'production' })).refused?.message).toBe(TEST_PAYMENTS_IN_PRODUCTION);
  }, 60_000);

  it('NODE_ENV=production with PAYMENTS=test starts, without the outbox', async () => {
    const { lines, refused } = await startWith({ NODE_ENV: 'production', PAYMENTS: 'test' });
    expect(refused).toBeUndefined();
    const out = lines!.join('\n');
    expect(out).toMatch(/Demo-site: http:\/\/localhost:\d+/);
    expect(out).toMatch(/Mail-outbox: off \(NODE_ENV=production\)/);
  });

  it('PAYMENTS=mollie without MOLLIE_API_KEY, or an unknown PAYMENTS, refuses', async () => {
    const mollie = await startWith({ PAYMENTS: 'mollie' });
    expect(mollie.refused).toBeInstanceOf(StartupError);
    expect(mollie.refused?.message).toMatch(/PAYMENTS=mollie zonder MOLLIE_API_KEY/);
    const unknown = await startWith({ PAYMENTS: 'gratis' });
    expect(unknown.refused).toBeInstanceOf(StartupError);
    expect(unknown.refused?.message).toMatch(/PAYMENTS=gratis bestaat niet/);
  });
});

describe('the start says where mail goes', () => {
  it('without SMTP_URL: kept in the outbox', async () => {
    const out = (await startWith({})).lines!.join('\n');
    expect(out).toMatch(/^Mail: not sent, kept in the outbox \(set SMTP_URL and MAIL_FROM to deliver it\)$/m);
    expect(out).toMatch(/Mail-outbox: http:\/\/localhost:\d+\/dev\/mail/);
  });

  it('with SMTP_URL: the server and the sender, never the password', async () => {
    const { lines, refused } = await startWith({
      SMTP_URL: 'smtp://shop:heel-geheim@127.0.0.1:2525',
      MAIL_FROM: 'Sportkamp Vooruit <noreply@sportkamp.test>',
    });
    expect(refused).toBeUndefined();
    const out = lines!.join('\n');
    expect(out).toMatch(/^Mail: sent over SMTP via smtp:\/\/shop@127\.0\.0\.1:2525, from Sportkamp Vooruit <noreply@sportkamp\.test>$/m);
    expect(out).not.toContain('heel-geheim');
  });

  it('SMTP_URL without MAIL_FROM, or not an SMTP address, refuses to start', async () => {
    const noFrom = await startWith({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: '' });
    expect(noFrom.refused).toBeInstanceOf(StartupError);
    expect(noFrom.refused?.message).toMatch(/zet MAIL_FROM op het afzenderadres/);
    const http = await startWith({ SMTP_URL: 'http://mail.example.nl', MAIL_FROM: 'noreply@sportkamp.test' });
    expect(http.refused).toBeInstanceOf(StartupError);
    expect(http.refused?.message).toMatch(/SMTP_URL moet beginnen met smtp:\/\/ of smtps:\/\//);
  });
});
