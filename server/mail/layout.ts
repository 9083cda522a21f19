// How every mail looks: ONE branded layout (the shop's name as its wordmark, the widgets' theme colours,
// a footer with the shop's contact) around the mail's paragraphs, and always a plain-text part beside
// the HTML. Storage and delivery (server/domain/mail.ts) take what this makes and know nothing of it.
import { readFileSync } from 'node:fs';
import { escapeHtml } from '../lib/html';

/** The shop's name in every mail: the demo site's SITE_NAME (test/demo-pages/mail-brand.test.ts keeps them equal). */
export const SHOP_NAME = 'Sportkamp Vooruit';
/** Where parents reach the shop: the demo site's CONTACT_EMAIL (kept equal by the same test). */
export const SHOP_CONTACT_EMAIL = 'info@sportkampvooruit.example';
/** How every mail ends. */
export const SIGN_OFF = `Sportieve groet,\n${SHOP_NAME}`;

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

export interface MailTheme {
  primary: string;
  primaryDark: string;
  text: string;
  muted: string;
  border: string;
  soft: string;
  surface: string;
}

const FALLBACK_THEME: MailTheme = {
  primary: '#0b5d3b',
  primaryDark: '#08432b',
  text: '#1d2530',
  muted: '#4f5b67',
  border: '#c9d1d9',
  soft: '#f2f6f4',
  surface: '#ffffff',
};

/**
 * The theme colours the widgets use (the --sport-color-* custom properties of shared/ui/styles.css), so a
 * mail looks like the shop it came from. Mail clients know no CSS variables: the values are read once and
 * written inline. A colour that is not a plain hex value keeps the fallback.
 */
export function readTheme(css: string): MailTheme {
  const value = (name: string, fallback: string) => {
    const found = new RegExp(`--sport-color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
    return found ?? fallback;
  };
  return {
    primary: value('primary', FALLBACK_THEME.primary),
    primaryDark: value('primary-dark', FALLBACK_THEME.primaryDark),
    text: value('text', FALLBACK_THEME.text),
    muted: value('muted', FALLBACK_THEME.muted),
    border: value('border', FALLBACK_THEME.border),
    soft: value('soft', FALLBACK_THEME.soft),
    surface: value('surface', FALLBACK_THEME.surface),
  };
}

let theme: MailTheme | null = null;
function shopTheme(): MailTheme {
  if (!theme) {
    try {
      theme = readTheme(readFileSync(new URL('../../shared/ui/styles.css', import.meta.url), 'utf8'));
    } catch {
      theme = FALLBACK_THEME;
    }
  }
  return theme;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function paragraphHtml(p: MailParagraph, t: MailTheme): string {
  if (typeof p !== 'string') {
    const href = escapeHtml(p.link);
    return `<p style="margin:0 0 16px"><a href="${href}" style="color:${t.primary};font-weight:700;word-break:break-all">${href}</a></p>`;
  }
  return `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
}

/** The plain-text footer: the same contact as the HTML one. */
const textFooter = `--\nVragen? Mail naar ${SHOP_CONTACT_EMAIL}.`;

export function renderMail(subjectLine: string, paragraphs: readonly MailParagraph[]): RenderedMail {
  const t = shopTheme();
  const subject = oneLineSubject(subjectLine);
  const text = `${paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n')}\n\n${textFooter}`;
  const links = [...new Set(paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.link])))];
  const body = paragraphs.map((p) => paragraphHtml(p, t)).join('\n');
  const contact = escapeHtml(SHOP_CONTACT_EMAIL);
  // Tables and inline styles: what mail clients (Outlook, Gmail) render the same; max 600 px wide.
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${t.soft};color:${t.text};${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${t.soft}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${t.surface};border:1px solid ${t.border};border-radius:10px;overflow:hidden">
<tr><td class="mail-header" style="background:${t.primary};padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700;${FONT}"><span aria-hidden="true" style="color:#ffc940">&raquo;</span> ${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td class="mail-body" style="padding:24px;font-size:16px;line-height:1.5;color:${t.text};${FONT}">
${body}
</td></tr>
<tr><td class="mail-footer" style="padding:16px 24px;border-top:1px solid ${t.border};background:${t.soft};font-size:14px;line-height:1.5;color:${t.muted};${FONT}">
<strong style="color:${t.text}">${escapeHtml(SHOP_NAME)}</strong><br>Vragen? Mail naar <a href="mailto:${contact}" style="color:${t.primary}">${contact}</a>.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { subject, text, html, links };
}
