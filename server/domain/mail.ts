// Every mail goes to the outbox table; /dev/mail shows it (DESIGN.md "Reference backend").
import type { DB } from '../db/database';
import { escapeHtml } from '../lib/html';

/**
 * A paragraph of plain text, or a link the server made itself. Only `{ link }` paragraphs become
 * links in the HTML version: text that people typed (a name, a personal message) is escaped and
 * never turned into a link, even when it looks like an address (issue 10).
 */
export type MailParagraph = string | { link: string };

export interface Mail {
  to: string;
  subject: string;
  paragraphs: MailParagraph[];
}

export interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  created_at: number;
}

/** A subject is one line: a line break in it would start a new mail header. */
export const oneLineSubject = (subject: string): string => subject.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim();

export function sendMail(db: DB, now: number, mail: Mail): void {
  const subject = oneLineSubject(mail.subject);
  const text = mail.paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const links = [...new Set(mail.paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.link])))];
  const body = mail.paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>\n${body}\n</body></html>`;
  db.prepare('INSERT INTO mails (to_address, subject, text, html, links, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    mail.to,
    subject,
    text,
    html,
    JSON.stringify(links),
    now,
  );
}

/**
 * The newest 200 mails; with `query`, only those whose address, subject or text contains it
 * (case-insensitive), so the operator finds an order's mails by its number ('SV-4821').
 */
export function listMails(db: DB, query = ''): Array<{ id: number; to: string; subject: string; text: string; html: string; links: string[]; created_at: string }> {
  const like = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = db
    .prepare("SELECT * FROM mails WHERE to_address LIKE @like ESCAPE '\\' OR subject LIKE @like ESCAPE '\\' OR text LIKE @like ESCAPE '\\' ORDER BY id DESC LIMIT 200")
    .all({ like }) as MailRow[];
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: JSON.parse(r.links) as string[],
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * The shop's name in every mail the server sends: the same as the demo site's (SITE_NAME in
 * demo-pages/templates/layout.ts; test/server/mails.test.ts keeps the two equal), issue 16 item 6.
 */
export const SHOP_NAME = 'Sportkamp Vooruit';
/** How every mail ends. */
export const SIGN_OFF = `Sportieve groet,\n${SHOP_NAME}`;
