// Mail over SMTP (README "Configuration": SMTP_URL, MAIL_FROM): every mail is stored in the outbox
// first, then delivered to a real SMTP server started here, with its text and HTML parts and any
// attachment; while that server is down the mails wait and are retried, and each arrives once.
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { claimDueMail, insertMail } from '../../server/db/outbox';
import { sendMail } from '../../server/domain/mail';
import type { MailSenderOptions } from '../../server/mail/sender';
import { startServer, type AnyJson, type TestServer } from './helpers';
import { decodeHeader, leaves, parseMime, testSmtp, type TestSmtp } from './smtp-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const FROM = 'Sportkamp Vooruit <noreply@sportkamp.test>';
/** small times, so retries happen within the test (the real ones: server/mail/sender.ts) */
const FAST: Partial<MailSenderOptions> = { retryDelaysMs: [100, 200, 300, 300, 300, 300, 300, 300], pollMs: 100, timeoutMs: 2000 };

let smtp: TestSmtp;
const servers: TestServer[] = [];
beforeAll(async () => {
  smtp = await testSmtp();
  await smtp.up();
});
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  await smtp.up().catch(() => {}); // up again for the next test, if one took it down
});
afterAll(() => smtp.down());

async function shopWithSmtp(options: Partial<MailSenderOptions> = {}, database?: string) {
  const s = await startServer({ mail: { smtpUrl: smtp.url, from: FROM, ...FAST, ...options }, ...(database ? { database } : {}) });
  servers.push(s);
  return s;
}

const outbox = async (s: TestServer, q = ''): Promise<AnyJson[]> =>
  (await (await fetch(`${s.baseUrl}/dev/mail.json?q=${encodeURIComponent(q)}`)).json()) as AnyJson[];
const arrivedFor = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function register(s: TestServer, email: string) {
  const c = await s.client().init();
  const r = await c.post('/api/auth/register', {
    email,
    password: 'geheim123',
    password_confirmation: 'geheim123',
    first_name: 'Mila',
    last_name: 'Jansen',
    phone: '0612345678',
  });
  expect(r.status).toBe(201);
}

describe('delivery over SMTP', () => {
  it("sends the welcome mail with a text and an HTML part, from MAIL_FROM, logged in with the URL's user, and marks it sent", async () => {
    const s = await shopWithSmtp();
    const email = `welkom-${Date.now()}@example.nl`;
    await register(s, email);
    await vi.waitFor(() => expect(arrivedFor(email)).toHaveLength(1), { timeout: 20_000, interval: 50 });
    const [arrived] = arrivedFor(email);
    expect(arrived!.user).toBe('shop');
    expect(arrived!.from).toBe('noreply@sportkamp.test');
    const mime = parseMime(arrived!.raw);
    expect(decodeHeader(mime.headers.get('subject')!)).toBe('Welkom bij Sportkamp Vooruit');
    expect(mime.headers.get('from')).toContain('noreply@sportkamp.test');
    const parts = leaves(mime);
    const text = parts.find((p) => p.headers.get('content-type')!.startsWith('text/plain'))!;
    const html = parts.find((p) => p.headers.get('content-type')!.startsWith('text/html'))!;
    expect(text.body).toContain('Sportieve groet,\nSportkamp Vooruit');
    expect(html.body).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/evenementen"[ >]/);

    await vi.waitFor(async () => expect((await outbox(s, email))[0]).toMatchObject({ status: 'sent', attempts: 1 }), {
      timeout: 20_000,
      interval: 50,
    });
    const [stored] = await outbox(s, email);
    expect(stored.sent_at).toEqual(expect.any(String));
    // the stored Message-ID went out: a receiving server can recognise a copy
    expect(s.db.prepare('SELECT message_id FROM mails WHERE id = ?').pluck().get(stored.id)).toBe(mime.headers.get('message-id'));
    const page = await (await fetch(`${s.baseUrl}/dev/mail?q=${encodeURIComponent(email)}`)).text();
    expect(page).toMatch(/Verstuurd \d/);
  });

  it('sends an attachment (a calendar file) beside the text and HTML parts', async () => {
    const s = await shopWithSmtp();
    const email = `agenda-${Date.now()}@example.nl`;
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sportkamp Vooruit//NL\r\nEND:VCALENDAR\r\n';
    s.db.transaction(() =>
      sendMail(s.db, Date.now(), {
        to: email,
        subject: 'Je kamp in je agenda',
        paragraphs: ['Tot dan!'],
        attachments: [{ filename: 'kamp.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
      }),
    )();
    await vi.waitFor(() => expect(arrivedFor(email)).toHaveLength(1), { timeout: 20_000, interval: 50 });
    const parts = leaves(parseMime(arrivedFor(email)[0]!.raw));
    expect(parts.map((p) => p.headers.get('content-type')!.split(';')[0])).toEqual(['text/plain', 'text/html', 'text/calendar']);
    const attachment = parts[2]!;
    expect(attachment.headers.get('content-disposition')).toMatch(/attachment; filename="?kamp\.ics"?/);
    expect(attachment.bytes.toString('utf8')).toBe(ics);
    expect((await outbox(s, email))[0].attachments).toEqual([
      { filename: 'kamp.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', size: Buffer.byteLength(ics) },
    ]);
  });

  it('a mail whose transaction rolls back is neither stored nor sent', async () => {
    const s = await shopWithSmtp();
    const email = `terug-${Date.now()}@example.nl`;
    expect(() =>
      s.db.transaction(() => {
        sendMail(s.db, Date.now(), { to: email, subject: 'Nooit', paragraphs: ['Nooit'] });
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrivedFor(email)).toHaveLength(0);
    expect(await outbox(s, email)).toHaveLength(0);
  });
});

describe('the SMTP server down for a while', () => {
  it('keeps the mails, retries with growing delays, and delivers every one exactly once when it is back', async () => {
    await smtp.down();
    const s = await shopWithSmtp();
    const emails = [1, 2, 3].map((n) => `wacht${n}-${Date.now()}@example.nl`);
    for (const email of emails) await register(s, email);
    // a few tries fail meanwhile; the outbox says so
    await vi.waitFor(
      async () => {
        for (const email of emails) expect((await outbox(s, email))[0].attempts).toBeGreaterThanOrEqual(2);
      },
      { timeout: 20_000, interval: 50 },
    );
    const waiting = (await outbox(s, emails[0]))[0];
    expect(waiting.status).toMatch(/queued|sending/);
    const ids = emails.map((email) => s.db.prepare('SELECT message_id FROM mails WHERE to_address = ?').pluck().get(email));
    const page = await (await fetch(`${s.baseUrl}/dev/mail`)).text();
    expect(page).toMatch(/Nog niet afgeleverd na \d+ pogingen; volgende poging/);
    expect(arrivedFor(emails[0]!)).toHaveLength(0);

    await smtp.up();
    await vi.waitFor(
      async () => {
        for (const email of emails) expect((await outbox(s, email))[0].status).toBe('sent');
      },
      { timeout: 20_000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // nothing more comes
    for (const [i, email] of emails.entries()) {
      expect(arrivedFor(email), email).toHaveLength(1);
      // the Message-ID chosen at the first try is the one that went out
      expect(parseMime(arrivedFor(email)[0]!.raw).headers.get('message-id')).toBe(ids[i]);
    }
  });

  it('after the last retry the mail is marked failed, with the reason, and not tried again', async () => {
    await smtp.down();
    const s = await shopWithSmtp({ retryDelaysMs: [50, 50] });
    const email = `mislukt-${Date.now()}@example.nl`;
    await register(s, email);
    await vi.waitFor(async () => expect((await outbox(s, email))[0]).toMatchObject({ status: 'failed', attempts: 3 }), {
      timeout: 20_000,
      interval: 50,
    });
    expect((await outbox(s, email))[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await (await fetch(`${s.baseUrl}/dev/mail?q=${encodeURIComponent(email)}`)).text()).toMatch(
      /Mislukt na 3 pogingen, niet meer geprobeerd/,
    );
    await smtp.up();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(arrivedFor(email)).toHaveLength(0);
    expect((await outbox(s, email))[0].attempts).toBe(3);
  });
});

describe('a sender that stops between claim and send', () => {
  it('leaves claims that the next start sends once: at once when its process is gone, after the lease otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-claims-'));
    const database = join(dir, 'shop.sqlite');
    const dead = `dood-${Date.now()}@example.nl`;
    const alive = `lease-${Date.now()}@example.nl`;
    try {
      // the state a crashed sender leaves: queued mails, claimed (attempt counted, Message-ID fixed), never sent
      const db = openDatabase(database);
      const now = Date.now();
      const mail = (to: string) => ({
        to,
        subject: 'Je wachtwoord',
        text: 'Herstel je wachtwoord.',
        html: '<p>Herstel je wachtwoord.</p>',
        links: [],
        attachments: [],
        status: 'queued' as const,
        createdAt: now - 1000,
      });
      insertMail(db, mail(dead));
      insertMail(db, mail(alive));
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString(); // a process that has ended
      const claimedDead = claimDueMail(db, `${hostname()}/${gone}/x`, now, () => '<dood@sportkamp.test>');
      const claimedAlive = claimDueMail(db, `${hostname()}/${process.pid}/other-sender`, now, () => '<lease@sportkamp.test>');
      expect([claimedDead?.to_address, claimedAlive?.to_address]).toEqual([dead, alive]);
      db.close();

      const started = Date.now();
      const s = await shopWithSmtp({ claimLeaseMs: 6000 }, database);
      await vi.waitFor(() => expect(arrivedFor(dead)).toHaveLength(1), { timeout: 20_000, interval: 20 });
      // the claim of a live process is left alone until its lease is over
      expect(arrivedFor(alive)).toHaveLength(0);
      expect(Date.now() - started).toBeLessThan(6000);
      await vi.waitFor(() => expect(arrivedFor(alive)).toHaveLength(1), { timeout: 20_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(arrivedFor(dead)).toHaveLength(1);
      expect(arrivedFor(alive)).toHaveLength(1);
      expect(parseMime(arrivedFor(dead)[0]!.raw).headers.get('message-id')).toBe('<dood@sportkamp.test>');
      expect(parseMime(arrivedFor(alive)[0]!.raw).headers.get('message-id')).toBe('<lease@sportkamp.test>');
      expect((await outbox(s, dead))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      for (const s of servers.splice(0)) await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a second sender on the same file never sends a mail the first one sends', async () => {
    const a = await shopWithSmtp();
    const email = `twee-${Date.now()}@example.nl`;
    // another app (a second process would do the same) on the same database file, with its own sender
    const { createApp } = await import('../../server/app');
    const b = await createApp({ database: a.db.name, mail: { smtpUrl: smtp.url, from: FROM, ...FAST }, seed: false });
    try {
      for (let i = 0; i < 10; i++) {
        a.db.transaction(() => sendMail(a.db, Date.now(), { to: email, subject: `Bericht ${i}`, paragraphs: ['Hallo'] }))();
        b.db.transaction(() => sendMail(b.db, Date.now(), { to: email, subject: `Bericht ${i}b`, paragraphs: ['Hallo'] }))();
      }
      await vi.waitFor(() => expect(arrivedFor(email)).toHaveLength(20), { timeout: 20_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      const subjects = arrivedFor(email).map((m) => decodeHeader(parseMime(m.raw).headers.get('subject')!));
      expect(new Set(subjects).size).toBe(20);
      expect(subjects).toHaveLength(20);
    } finally {
      b.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps the mail in the outbox only, and says so', async () => {
    const s = await startServer();
    servers.push(s);
    const email = `lokaal-${Date.now()}@example.nl`;
    await register(s, email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(arrivedFor(email)).toHaveLength(0);
    expect((await outbox(s, email))[0]).toMatchObject({ status: 'local', attempts: 0 });
    expect(await (await fetch(`${s.baseUrl}/dev/mail?q=${encodeURIComponent(email)}`)).text()).toContain(
      'Niet verstuurd: alleen in deze outbox (geen SMTP_URL ingesteld)',
    );
  });
});
