// How a mail looks: its text and HTML versions, built from paragraphs. Only this file knows the
// layout; storage (server/db/outbox.ts) and delivery (server/mail/sender.ts) take what it makes.
import { escapeHtml } from '../lib/html';

/**
 * A paragraph of plain text, or a link the server made itself. Only `{ link }` paragraphs become
 * links in the HTML version: text that people typed (a name, a personal message) is escaped and
 * never turned into a link, even when it looks like an address.
 */
export type MailParagraph = string | { link: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** the links the server put in the mail: the only ones the outbox page makes clickable */
  links: string[];
}

/** A subject is one line: a line break in it would start a new mail header. */
export const oneLineSubject = (subject: string): string => subject.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim();

export function renderMail(subjectLine: string, paragraphs: readonly MailParagraph[]): RenderedMail {
  const subject = oneLineSubject(subjectLine);
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const links = [...new Set(paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.link])))];
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>\n${body}\n</body></html>`;
  return { subject, text, html, links };
}
