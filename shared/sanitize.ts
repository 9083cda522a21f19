// Sanitising CMS rich text with DOMPurify and the one allow-list of shared/sanitize-policy.ts. The
// caller brings the DOMPurify instance (the browser's, or one on jsdom on the server), so this file
// does not pull DOMPurify into a chunk that does not render rich text.
import type { Config, DOMPurify } from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROP_CONTENT, RICH_TEXT_TAGS, URL_ATTRIBUTES, isSafeUrl } from './sanitize-policy';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  FORBID_CONTENTS: [...RICH_TEXT_DROP_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  // Parse as the contents of <body>: at the start of a document a parser without scripting (jsdom)
  // would put <noscript> in <head> and its text in the body, unlike the browser.
  FORCE_BODY: true,
};

const prepared = new WeakSet<DOMPurify>();

function prepare(purify: DOMPurify): void {
  if (prepared.has(purify)) return;
  prepared.add(purify);
  // Per-element attributes, and addresses only http(s) or same-site (DOMPurify alone would keep
  // data: images and mailto: links).
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const name = event.attrName.toLowerCase();
    if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(name)) event.keepAttr = false;
    else if ((URL_ATTRIBUTES as readonly string[]).includes(name) && !isSafeUrl(event.attrValue)) event.keepAttr = false;
    else if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(event.attrValue)) event.keepAttr = false;
    else if (name === 'target' && event.attrValue !== '_blank') event.keepAttr = false;
  });
  // A link that opens a new tab gets no handle on this page.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** The HTML with only what the allow-list keeps; balanced, so nothing can close or open its container. */
export function sanitizeRichText(purify: DOMPurify, html: string | null | undefined): string {
  if (!html) return '';
  prepare(purify);
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
