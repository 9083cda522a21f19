// Allow-list sanitizer for CMS HTML fields (FAQ answers, event descriptions, block texts).
// The editor's HTML is trusted in this demo, but a page must not run script from content:
// only the tags and attributes below survive, URLs must be http(s), mailto, tel or relative,
// and the result is balanced so an unclosed <ul> or a stray </div> cannot break the page.
import { SafeHtml, escapeHtml } from './html';

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span',
  'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'figure', 'figcaption', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope'],
};
// Elements whose whole content goes, not just the tags.
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math|select)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:|tel:)/i.test(url)) return true;
  // relative: no scheme before the first / ? or #
  return !/^[^/?#]*:/.test(url);
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  let out = '';
  let blank = false;
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value)) continue;
    if (name === 'target') {
      if (value !== '_blank') continue;
      blank = true;
    }
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  if (blank) out += ' rel="noopener noreferrer"';
  return out;
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeHtml(input: string | null | undefined): SafeHtml {
  if (!input) return new SafeHtml('');
  const source = input.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROP_WITH_CONTENT, '');
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const m of source.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    out += escapeText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      // close anything opened inside it that was left open
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      out += `<${tag}${cleanAttributes(tag, m[3] ?? '')}>`;
      if (!VOID_TAGS.has(tag)) open.push(tag);
    }
  }
  out += escapeText(source.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return new SafeHtml(out);
}
