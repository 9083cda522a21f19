// Every mail goes to the outbox table; /dev/mail shows it (DESIGN.md "Reference backend").
import type { DB } from '../db/database';
import { renderMail, type MailParagraph } from '../mail/layout';

export { oneLineSubject, SHOP_NAME, SIGN_OFF, type MailParagraph } from '../mail/layout';

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

export function sendMail(db: DB, now: number, mail: Mail): void {
  const { subject, text, html, links } = renderMail(mail.subject, mail.paragraphs);
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
