// Delivers the outbox over SMTP (nodemailer), when SMTP_URL is set. A mail is already stored, in the
// transaction that caused it (server/domain/mail.ts); here it is claimed, sent, and marked sent. A
// failed try is queued again with a growing delay, and after the last one marked failed: nothing is
// lost. A claim is a row update that only one sender can win, so a mail is not sent twice by two
// senders; a sender that dies between claim and result leaves a claim that is taken back (at once
// when its process is gone, else after the lease) and the mail is sent again with the same
// Message-ID, so a receiving server can recognise the copy of the rare crash right after sending.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { createTransport } from 'nodemailer';
import type { DB } from '../db/database';
import {
  claimDueMail,
  listClaims,
  markMailAttemptFailed,
  markMailSent,
  nextMailDueAt,
  releaseClaim,
  releaseStaleClaims,
  type MailRow,
  type StoredAttachment,
} from '../db/outbox';
import { attachMailDelivery } from './delivery';
import { startupTexts } from '../texts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * After the 1st, 2nd, … failed try the next comes this much later: within seconds first (a server
 * restarting), then growing to hours; together 31.7 hours, so a mail server that is down for a day
 * still gets every mail. After the last delay the mail is marked failed (shown in /dev/mail).
 */
export const MAIL_RETRY_DELAYS_MS = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
  8 * HOUR,
];

export interface MailSenderOptions {
  /** smtp://user:pass@host:port or smtps://… (SMTP_URL) */
  smtpUrl: string;
  /** the From of every mail (MAIL_FROM), e.g. 'Sportkamp Vooruit <noreply@sportkamp.nl>' */
  from: string;
  retryDelaysMs?: readonly number[];
  /** a claim older than this belongs to a sender that died; longer than any send can take (default 5 minutes) */
  claimLeaseMs?: number;
  /** look at the outbox at least this often (default 30 s): claims left by others, rows added by another process */
  pollMs?: number;
  /** SMTP connection, greeting and socket timeout (default 60 s) */
  timeoutMs?: number;
}

/** The SMTP address without its password, for the start line and logs. */
export function describeSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}`;
  } catch {
    return '(ongeldige SMTP_URL)';
  }
}

/** A problem with SMTP_URL or MAIL_FROM that should stop the start, in words for the operator; null when fine. */
export function smtpSettingsProblem(smtpUrl: string, from: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return startupTexts.smtpUrlInvalid;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return startupTexts.smtpUrlScheme(url.protocol);
  if (!from || !/@[^\s@>]+>?\s*$/.test(from)) return startupTexts.mailFromMissing;
  return null;
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class MailSender {
  /** who holds a claim: host/pid/random, so a later start on this host can see that the process is gone */
  readonly claimant = `${hostname()}/${process.pid}/${randomUUID()}`;
  private readonly transport: ReturnType<typeof createTransport>;
  private readonly retryDelays: readonly number[];
  private readonly lease: number;
  private readonly poll: number;
  private readonly domain: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private detach: () => void = () => {};

  constructor(
    private readonly db: DB,
    private readonly now: () => number,
    private readonly options: MailSenderOptions,
  ) {
    this.retryDelays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
    this.lease = options.claimLeaseMs ?? 5 * MINUTE;
    this.poll = options.pollMs ?? 30 * SECOND;
    this.domain = /@([^\s@>]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
    const timeout = options.timeoutMs ?? 60 * SECOND;
    this.transport = createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  /** From now on new mails are queued for this sender; claims of dead processes are taken back, and what waits is sent. */
  start(): void {
    this.detach = attachMailDelivery(this.db, this);
    const [host] = this.claimant.split('/');
    for (const claim of listClaims(this.db)) {
      const [claimHost, pid] = (claim.claimed_by ?? '').split('/');
      if (claimHost === host && Number(pid) !== process.pid && !processAlive(Number(pid))) releaseClaim(this.db, claim.id, this.now());
    }
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      this.schedule();
    });
  }

  /** Resolves when the current round of sending is over (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No new claims; the mail being sent finishes (its result may not be written when the database closes first). */
  stop(): void {
    this.stopped = true;
    this.detach();
    if (this.timer) clearTimeout(this.timer);
    this.transport.close();
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        releaseStaleClaims(this.db, this.now() - this.lease, this.now());
        for (;;) {
          if (this.stopped) return;
          const row = claimDueMail(this.db, this.claimant, this.now(), () => `<${randomUUID()}@${this.domain}>`);
          if (!row) break;
          await this.deliver(row);
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      if (!this.stopped) console.warn('mail sender:', err instanceof Error ? err.message : err);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const due = nextMailDueAt(this.db);
    const wait = due === null ? this.poll : Math.min(this.poll, Math.max(0, due - this.now()));
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }

  private async deliver(row: MailRow): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.message_id ?? undefined,
        date: new Date(row.created_at),
        attachments: (JSON.parse(row.attachments) as StoredAttachment[]).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    } catch (err) {
      const delay = this.retryDelays[row.attempts - 1];
      const reason = err instanceof Error ? err.message : String(err);
      markMailAttemptFailed(this.db, row.id, this.claimant, reason, delay === undefined ? null : this.now() + delay);
      if (delay === undefined)
        console.warn(`mail ${row.id} (${row.subject}) kon na ${row.attempts} pogingen niet worden verstuurd: ${reason}`);
      return;
    }
    markMailSent(this.db, row.id, this.claimant, this.now());
  }
}
