// The one allow-list for CMS rich text (DOMPurify for CMS HTML), plain data: the demo pages' server
// renderer (demo-pages/lib/sanitize.ts, DOMPurify on jsdom) and the widgets (shared/ui/RichText.tsx,
// DOMPurify in the browser) both sanitise with it through shared/sanitize.ts. Text formatting,
// lists, tables, links and images stay; <style>, forms and inputs, <svg>/<math>, <base>, <meta>,
// scripts, event handlers and `style` attributes go.

/** Elements that stay. Anything else is removed; its text stays, except for the FORBID_CONTENTS ones. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes that stay, per element; no other attribute on any element (no `style`, `class`, `on…`). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope'],
};

/** Elements removed with everything inside them, not only their tags (DOMPurify's FORBID_CONTENTS). */
export const RICH_TEXT_DROP_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'option',
  'title',
  'svg',
  'math',
  'xmp',
  'plaintext',
  'head',
  'audio',
  'video',
] as const;

/** Attributes whose value is an address: only http(s) or an address on this site (isSafeUrl). */
export const URL_ATTRIBUTES = ['href', 'src'] as const;

/** An address on this site: a path (not `//host`), `#…` or `?…`, or a relative path without a scheme. */
const SAME_SITE = /^(?:\/(?![/\\])|[#?]|\.{1,2}\/|[^:/?#\\]+(?:[/?#]|$))/;
const HTTP = /^https?:\/\//i;

/**
 * Whether a CMS address may be used in a link or as media (rich text, footer links, socials,
 * photos): http(s) or same-site. Browsers ignore tabs, newlines and leading control characters
 * in URLs (`java\tscript:`), so they are removed before the check, as DOMPurify does.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, '');
  if (url === '') return false;
  return HTTP.test(url) || SAME_SITE.test(url);
}
