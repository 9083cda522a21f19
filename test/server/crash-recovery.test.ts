// A server that dies in the middle of a checkout, between Mollie making the payment and the shop
// recording it (SIGKILL while the fake Mollie holds back its answer), then starts again on the same
// SQLite file: the parent can check out at once (no 409 from the dead process's lock), and gets the
// payment the dead process had asked for, not a second payable one (the attempt was recorded before
// the call and is finished at start with the same Idempotency-Key).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './child-server';
import { startFakeMollie, type FakeMollie } from './fake-mollie';
import { EVENTS, startServer } from './helpers';

const API_KEY = 'test_crashCrashCrashCrashCrashCr';
const dir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
const database = join(dir, 'shop.sqlite');
let mollie: FakeMollie;
let server: ChildServer | undefined;
const start = (port?: number) =>
  startChildServer(
    database,
    { MOLLIE_API_KEY: API_KEY, MOLLIE_API_BASE: mollie.base, NODE_EXTRA_CA_CERTS: mollie.caFile },
    ['./test/server/trust-extra-ca.mjs'],
    port,
  );

beforeAll(async () => {
  mollie = await startFakeMollie(API_KEY);
});
afterAll(async () => {
  await server?.stop();
  await mollie?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the dead process left in the file. */
function leftBehind() {
  const db = new Database(database, { readonly: true });
  try {
    return {
      locks: db.prepare('SELECT COUNT(*) FROM checkout_locks').pluck().get() as number,
      attempts: db.prepare('SELECT COUNT(*) FROM payment_attempts').pluck().get() as number,
      payments: db.prepare('SELECT COUNT(*) FROM payments').pluck().get() as number,
    };
  } finally {
    db.close();
  }
}

async function until(what: string, check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('a crash between Mollie creating the payment and the shop recording it: after the restart the parent pays that payment at once', async () => {
  server = await start();
  const { client, profile } = await server.parent();
  expect((await client.post('/api/cart', { items: [{ product_id: EVENTS.tennis2027, profile_id: profile.uuid }] })).status).toBe(200);

  // Mollie makes the payment but its answer is slow; the server dies before it arrives
  mollie.delayMs = 10_000;
  const lost = client.post('/api/cart/checkout').catch((err: unknown) => err);
  await until('the create call at Mollie', () => mollie.payments.size === 1);
  await server.crash();
  expect(await lost).toBeInstanceOf(Error);
  mollie.delayMs = 0;
  const [made] = [...mollie.payments.values()];
  // the dead process's lock, its recorded attempt, and no payment the shop knows of
  expect(leftBehind()).toEqual({ locks: 1, attempts: 1, payments: 0 });

  server = await start(server.port); // the same address, as BASE_URL stays the same over a restart
  // the start finishes the attempt with the same Idempotency-Key: Mollie answers with the same payment
  await until('the attempt finished at start', () => leftBehind().payments === 1);
  const creates = mollie.calls.filter((c) => c.method === 'POST' && c.path === '/v2/payments');
  expect(creates).toHaveLength(2);
  expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
  expect(made!.body.redirectUrl).toContain(`/api/payments/${creates[0]!.idempotencyKey}/return`);
  expect(leftBehind()).toEqual({ locks: 0, attempts: 0, payments: 1 });

  // the parent (same session, kept in the file) tries again: at once, the same payment page
  const asked = Date.now();
  const again = await client.post('/api/cart/checkout');
  expect(again.status, again.text).toBe(200);
  expect(Date.now() - asked).toBeLessThan(5_000);
  expect(again.body.data.payment_url).toBe(`https://www.mollie.com/checkout/select-method/${made!.id}`);
  expect(mollie.payments.size).toBe(1);

  expect((await mollie.settle(made!.id, 'paid'))!.status).toBe(200);
  expect((await client.get(`/api/orders/${again.body.data.order}`)).body.data.status).toBe('paid');
}, 120_000);

it('the test provider honours the Idempotency-Key like Mollie: the same key, the same payment page', async () => {
  const shop = await startServer();
  try {
    const input = {
      amount: { currency: 'EUR' as const, value: '10.00' },
      description: 'x',
      redirectUrl: `${shop.baseUrl}/`,
      webhookUrl: `${shop.baseUrl}/api/payments/webhook`,
    };
    const first = await shop.shop.deps.payments.createPayment({ ...input, idempotencyKey: 'sleutel-1' });
    expect(await shop.shop.deps.payments.createPayment({ ...input, idempotencyKey: 'sleutel-1' })).toEqual(first);
    expect((await shop.shop.deps.payments.createPayment({ ...input, idempotencyKey: 'sleutel-2' })).id).not.toBe(first.id);
    const page = await fetch(first.checkoutUrl);
    expect(page.status).toBe(200);
    await page.text();
  } finally {
    await shop.close();
  }
}, 30_000);
