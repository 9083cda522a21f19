// The mails table: the outbox every mail is written to, and the delivery state the SMTP sender keeps
// in it (server/mail/sender.ts). All of the outbox's SQL is here.
import type { DB } from './database';

/** local: kept in the outbox only (no SMTP_URL); queued → sending (claimed) → sent, or failed after the last retry */
export type MailStatus = 'local' | 'queued' | 'sending' | 'sent' | 'failed';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  attachments: string;
  created_at: number;
  status: MailStatus;
  message_id: string | null;
  attempts: number;
  next_attempt_at: number | null;
  claimed_by: string | null;
  claimed_at: number | null;
  sent_at: number | null;
  last_error: string | null;
}

export interface NewMailRow {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: StoredAttachment[];
  status: 'local' | 'queued';
  createdAt: number;
}

export function insertMail(db: DB, mail: NewMailRow): number {
  const r = db
    .prepare(
      `INSERT INTO mails (to_address, subject, text, html, links, attachments, created_at, status, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.links),
      JSON.stringify(mail.attachments),
      mail.createdAt,
      mail.status,
      mail.status === 'queued' ? mail.createdAt : null,
    );
  return Number(r.lastInsertRowid);
}

/** The newest 200 mails whose address, subject or text contains `query` (case-insensitive). */
export function searchMails(db: DB, query: string): MailRow[] {
  const like = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .prepare(
      "SELECT * FROM mails WHERE to_address LIKE @like ESCAPE '\\' OR subject LIKE @like ESCAPE '\\' OR text LIKE @like ESCAPE '\\' ORDER BY id DESC LIMIT 200",
    )
    .all({ like }) as MailRow[];
}

/**
 * Claims the oldest queued mail that is due: one UPDATE that only succeeds while the row is still
 * queued, so two senders never both take it. The Message-ID is fixed at the first claim and kept
 * for every retry, so a receiving server can drop the copy of a mail sent twice after a crash.
 */
export function claimDueMail(db: DB, claimant: string, now: number, messageId: (row: MailRow) => string): MailRow | undefined {
  return db
    .transaction(() => {
      const row = db
        .prepare("SELECT * FROM mails WHERE status = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1")
        .get(now) as MailRow | undefined;
      if (!row) return undefined;
      const id = row.message_id ?? messageId(row);
      const r = db
        .prepare(
          "UPDATE mails SET status = 'sending', claimed_by = ?, claimed_at = ?, attempts = attempts + 1, message_id = ? WHERE id = ? AND status = 'queued'",
        )
        .run(claimant, now, id, row.id);
      return r.changes
        ? { ...row, status: 'sending' as const, claimed_by: claimant, claimed_at: now, attempts: row.attempts + 1, message_id: id }
        : undefined;
    })
    .immediate();
}

/** Only the claimant marks its claim: a claim another sender took over after the lease is not touched. */
export function markMailSent(db: DB, id: number, claimant: string, now: number): void {
  db.prepare(
    "UPDATE mails SET status = 'sent', sent_at = ?, claimed_by = NULL, claimed_at = NULL, last_error = NULL WHERE id = ? AND status = 'sending' AND claimed_by = ?",
  ).run(now, id, claimant);
}

/** Back to the queue for another try at `nextAttemptAt`, or failed for good when that is null. */
export function markMailAttemptFailed(db: DB, id: number, claimant: string, error: string, nextAttemptAt: number | null): void {
  db.prepare(
    "UPDATE mails SET status = ?, next_attempt_at = ?, last_error = ?, claimed_by = NULL, claimed_at = NULL WHERE id = ? AND status = 'sending' AND claimed_by = ?",
  ).run(nextAttemptAt === null ? 'failed' : 'queued', nextAttemptAt, error.slice(0, 500), id, claimant);
}

/**
 * Claims older than the lease belong to a sender that died between claim and result (a crash, a
 * kill): they are queued again at once. The lease is longer than any send can take.
 */
export function releaseStaleClaims(db: DB, claimedBefore: number, now: number): number {
  return db
    .prepare(
      "UPDATE mails SET status = 'queued', next_attempt_at = ?, claimed_by = NULL, claimed_at = NULL WHERE status = 'sending' AND claimed_at < ?",
    )
    .run(now, claimedBefore).changes;
}

/** When the next queued mail is due (ms), or null when none waits. */
export function nextMailDueAt(db: DB): number | null {
  return (db.prepare("SELECT MIN(next_attempt_at) FROM mails WHERE status = 'queued'").pluck().get() as number | null) ?? null;
}

/** The mails claimed right now, with who claimed them. */
export function listClaims(db: DB): Array<Pick<MailRow, 'id' | 'claimed_by'>> {
  return db.prepare("SELECT id, claimed_by FROM mails WHERE status = 'sending'").all() as Array<Pick<MailRow, 'id' | 'claimed_by'>>;
}

/** A claim of a process that is gone: queued again at once. */
export function releaseClaim(db: DB, id: number, now: number): void {
  db.prepare(
    "UPDATE mails SET status = 'queued', next_attempt_at = ?, claimed_by = NULL, claimed_at = NULL WHERE id = ? AND status = 'sending'",
  ).run(now, id);
}
