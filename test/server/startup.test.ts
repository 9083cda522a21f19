// The server starts on a fresh path whose folder does not exist, and again on the database file
// of a previous run: migrations and demo data are applied once, whatever the number of starts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, createApp } from '../../server/app';
import { readSettings, startLines } from '../../server/settings';
import { migrate, openDatabase } from '../../server/db/database';
import { migrations, type Migration } from '../../server/db/migrations';

const dir = mkdtempSync(join(tmpdir(), 'shop-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `tsx server/main.ts` until it prints its three lines, checks a login, stops it with SIGTERM. */
async function runMain(database: string): Promise<{ lines: string[]; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', DATABASE: database, BASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`main.ts did not start: ${out}${err}`)), 20_000);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Mail-outbox:')) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then((code) => reject(new Error(`main.ts exited with ${code}: ${err}`)));
    });
    const base = /Demo-site: (\S+)/.exec(out)![1]!;
    const first = await fetch(`${base}/api/csrf-cookie`);
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      body: JSON.stringify({ email: 'demo@example.nl', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
  } finally {
    child.kill('SIGTERM'); // our own child, by its handle
  }
  return { lines: out.trim().split('\n'), code: await exited };
}

/**
 * The same start in process: readSettings and createApp as main.ts calls them, the lines it would
 * print (server/settings.ts startLines), the demo login through the app.
 */
async function startInProcess(database: string): Promise<{ lines: string[] }> {
  const settings = readSettings({ PORT: '0', DATABASE: database, BASE_URL: '' });
  const shop = await createApp(settings.options);
  try {
    const first = await shop.fetch(new Request('http://localhost/api/csrf-cookie'));
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
    const login = await shop.fetch(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
        body: JSON.stringify({ email: 'demo@example.nl', password: 'demo1234' }),
      }),
    );
    expect(login.status).toBe(200);
    return startLines(settings, { port: 41234, address: '::' });
  } finally {
    await shop.swept;
    shop.close();
  }
}

const count = (db: Database.Database, sql: string) => db.prepare(sql).pluck().get() as number;

describe('starting the server', () => {
  // the one real start of server/main.ts (its settings from readSettings, its lines printed, a clean
  // stop); the second start on the same file runs the same code in process
  it('on a path whose folders do not exist, then again on the same file: same demo data, nothing doubled', async () => {
    const file = join(dir, 'nieuw', 'diep', 'shop.sqlite');
    const real = await runMain(file);
    expect(real.code).toBe(0);
    const runs = [real, await startInProcess(file)];
    for (const run of runs) {
      expect(run.lines).toHaveLength(5);
      expect(run.lines[0]).toMatch(/^Demo-site: http:\/\/localhost:\d+$/);
      expect(run.lines[1]).toBe('Demo-login: demo@example.nl / demo1234');
      // the demo staff account, outside production only
      expect(run.lines[2]).toBe('Demo-beheer: beheer@example.nl / beheer1234');
      // where mail goes: without SMTP_URL it stays in the outbox
      expect(run.lines[3]).toBe('Mail: not sent, kept in the outbox (set SMTP_URL and MAIL_FROM to deliver it)');
      expect(run.lines[4]).toMatch(/^Mail-outbox: http:\/\/localhost:\d+\/dev\/mail$/);
    }
    const db = new Database(file, { readonly: true });
    try {
      expect(count(db, 'SELECT COUNT(*) FROM migrations')).toBe(migrations.length);
      expect(count(db, 'SELECT COUNT(*) FROM users')).toBe(2);
      expect(count(db, 'SELECT COUNT(*) FROM profiles')).toBe(2);
      expect(count(db, 'SELECT COUNT(*) FROM tickets')).toBe(5);
      expect(count(db, 'SELECT COUNT(*) FROM vouchers')).toBe(2);
      expect(count(db, 'SELECT COUNT(*) FROM gift_cards')).toBe(3);
      expect(count(db, 'SELECT COUNT(*) FROM events')).toBe(count(db, 'SELECT COUNT(DISTINCT uuid) FROM events'));
    } finally {
      db.close();
    }
  }, 60_000);

  it('skips a migration that another process applied after this one started migrating', () => {
    const file = join(dir, 'samen.sqlite');
    const mine = new Database(file);
    const theirs = new Database(file);
    try {
      const table: Migration = { name: '900_demo', sql: 'CREATE TABLE demo (id INTEGER PRIMARY KEY)' };
      let raced = false;
      // The other process applies 900_demo at the moment this process gets to it.
      const racing = {
        sql: table.sql,
        get name() {
          if (!raced) {
            raced = true;
            migrate(theirs, [table]);
          }
          return table.name;
        },
      };
      expect(() => migrate(mine, [...migrations, racing])).not.toThrow();
      expect(raced).toBe(true);
      expect(count(mine, "SELECT COUNT(*) FROM migrations WHERE name = '900_demo'")).toBe(1);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('migrates a database of the previous schema without losing orders or their links', () => {
    const file = join(dir, 'oud.sqlite');
    const old = new Database(file);
    old.pragma('foreign_keys = ON');
    migrate(old, migrations.slice(0, 2));
    old.exec(`
      INSERT INTO users (id, uuid, email, email_normalized, password_hash, first_name, last_name, created_at, updated_at) VALUES (1, 'u1', 'a@b.nl', 'a@b.nl', 'x', 'A', 'B', 0, 0);
      INSERT INTO profiles (id, uuid, user_id, first_name, last_name, created_at, updated_at) VALUES (1, 'p1', 1, 'K', 'B', 0, 0);
      INSERT INTO events (id, uuid, slug, title, price_cents, shirt_price_cents, initial_stock, start_date, end_date, updated_at) VALUES (1, 'e1', 's', 'T', 100, 0, 5, '2027-01-01', '2027-01-02', 0);
      INSERT INTO orders (id, uuid, user_id, event_id, status, base_cents, total_cents, reserved_until, created_at, updated_at) VALUES (7, 'o7', 1, 1, 'paid', 100, 100, 0, 0, 0);
      INSERT INTO order_items (id, order_id, profile_id, with_shirt, shirt_size, free_shirt, price_cents, shirt_price_cents) VALUES (3, 7, 1, 0, 'none', 0, 100, 0);
      INSERT INTO payments (uuid, provider, provider_id, order_id, amount_cents, status, created_at, updated_at) VALUES ('pay', 'test', 'tr_1', 7, 100, 'paid', 0, 0);
    `);
    old.close();

    const db = openDatabase(file);
    try {
      expect(db.prepare('SELECT id, uuid, status, refund_reason FROM orders').all()).toEqual([
        { id: 7, uuid: 'o7', status: 'paid', refund_reason: null },
      ]);
      // an order from before the order numbers gets one from its id, out of the range of new ones
      expect(db.prepare('SELECT number FROM orders WHERE id = 7').pluck().get()).toBe('SV-0000007');
      expect(count(db, 'SELECT COUNT(*) FROM order_items WHERE order_id = 7')).toBe(1);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      // the new status is allowed, anything else still is not
      db.prepare("UPDATE orders SET status = 'refund_needed' WHERE id = 7").run();
      expect(() => db.prepare("UPDATE orders SET status = 'weg' WHERE id = 7").run()).toThrow(/CHECK/);
      // the foreign keys still point at the rebuilt table
      expect(() =>
        db
          .prepare(
            "INSERT INTO order_items (order_id, profile_id, with_shirt, shirt_size, free_shirt, price_cents, shirt_price_cents) VALUES (999, 1, 0, 'none', 0, 0, 0)",
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
      const indexes = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .pluck()
        .all();
      expect(indexes).toEqual(['orders_event', 'orders_event_user', 'orders_gift_card', 'orders_number', 'orders_user', 'orders_voucher']);
    } finally {
      db.close();
    }
    // and opening it again changes nothing
    const again = openDatabase(file);
    expect(count(again, 'SELECT COUNT(*) FROM migrations')).toBe(migrations.length);
    again.close();
  });
});
