// CMS HTML for the server-rendered demo pages (FAQ answers, event descriptions, block texts):
// DOMPurify on a jsdom window with the one allow-list of shared/sanitize-policy.ts, the same
// library and rules the widgets use in the browser (shared/ui/RichText.tsx). jsdom because
// DOMPurify needs a real, spec-following HTML parser; its authors test it on jsdom.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeRichText } from '../../shared/sanitize';
import { SafeHtml } from './html';

export { isSafeUrl } from '../../shared/sanitize-policy';

let purify: ReturnType<typeof createDOMPurify> | null = null;

export function sanitizeHtml(input: string | null | undefined): SafeHtml {
  purify ??= createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window);
  return new SafeHtml(sanitizeRichText(purify, input));
}
