import { sessionStore } from './session-storage';
import { ROUTES } from './routes';

// spec §2 "Navigation guard" step 4/5: the target path is stored as the redirect address and used after
// login. It survives a page load (the order pages are another template than the login page), so it is
// kept in sessionStorage. Only same-origin paths are accepted: an open redirect is a phishing tool.
const KEY = 'sport-shop:redirect';
export const DEFAULT_AFTER_LOGIN = ROUTES.account.path;

/** A path on this site: one leading slash, not '//' or '/\' (which browsers read as another host). */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2000) return false;
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // control characters and backslashes anywhere can be normalised into another origin by the URL parser
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  try {
    const base = 'https://same.origin.invalid';
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) address (never javascript:, data: …): the only kind the browser may be sent to
 * off-site: the payment page of spec §4 "Cart". (CMS links follow isSafeUrl in shared/sanitize-policy.ts.)
 */
export function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Keeps `path` for after login. Not from a page inside a frame (the element catalogue's live
 * examples): sessionStorage is shared with the page around it, whose own next login would then
 * land on the framed page's address.
 */
export function storeRedirect(path: string): void {
  if (framed()) return;
  if (isSafeRedirect(path)) sessionStore()?.setItem(KEY, path);
}

function framed(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    return true; // a cross-origin parent: framed too
  }
}

/** The stored address without clearing it (the login page names what comes after it), or null. */
export function peekRedirect(): string | null {
  const path = sessionStore()?.getItem(KEY) ?? null;
  return isSafeRedirect(path) ? path : null;
}

/** The event slug of an order address ('/order/{slug}…', spec §2 "Routes"), or null. */
export function orderSlugOf(path: string | null): string | null {
  const match = /^\/order\/([^/?#]+)/i.exec(path ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The stored address (then cleared), or /account. */
export function takeRedirect(): string {
  const store = sessionStore();
  const path = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  return isSafeRedirect(path) ? path : DEFAULT_AFTER_LOGIN;
}
