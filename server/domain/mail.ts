// Every mail is written to the outbox table, in the same transaction as what caused it (an order
// paid, a password reset asked); with SMTP_URL a sender then delivers it (server/mail/sender.ts),
// without it the outbox is all there is and /dev/mail shows it (docs/architecture.md "The reference backend's conventions").
import type { DB } from '../db/database';
import { insertMail, searchMails, type MailStatus } from '../db/outbox';
import { mailDeliveryOf } from '../mail/delivery';
import { renderMail, type MailParagraph } from '../mail/layout';

export { oneLineSubject, SHOP_NAME, SIGN_OFF, type MailParagraph } from '../mail/layout';

export interface MailAttachment {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
  content: string | Uint8Array;
}

export interface Mail {
  to: string;
  subject: string;
  paragraphs: MailParagraph[];
  attachments?: MailAttachment[];
}

export function sendMail(db: DB, now: number, mail: Mail): void {
  const rendered = renderMail(mail.subject, mail.paragraphs);
  const delivery = mailDeliveryOf(db);
  insertMail(db, {
    to: mail.to,
    ...rendered,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content).toString('base64'),
    })),
    status: delivery ? 'queued' : 'local',
    createdAt: now,
  });
  // after the caller's transaction has committed (better-sqlite3 runs it synchronously); when it
  // rolled back there is simply nothing new to send
  if (delivery) setImmediate(() => delivery.wake());
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: Array<{ filename: string; content_type: string; size: number }>;
  created_at: string;
  /** local: not sent (no SMTP_URL); queued, sending, sent or failed */
  status: MailStatus;
  attempts: number;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The newest 200 mails; with `query`, only those whose address, subject or text contains it
 * (case-insensitive), so the operator finds an order's mails by its number ('SV-4821').
 */
export function listMails(db: DB, query = ''): OutboxMail[] {
  return searchMails(db, query).map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: JSON.parse(r.links) as string[],
    attachments: (JSON.parse(r.attachments) as Array<{ filename: string; contentType: string; content: string }>).map((a) => ({
      filename: a.filename,
      content_type: a.contentType,
      size: Buffer.byteLength(a.content, 'base64'),
    })),
    created_at: new Date(r.created_at).toISOString(),
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.status === 'queued' ? iso(r.next_attempt_at) : null,
    sent_at: iso(r.sent_at),
    last_error: r.last_error,
  }));
}
