// Where the browser comes back after paying (issue "Editors and embedding", item 4): to the page's own
// origin when the checkout came from an embedding site listed in ALLOWED_ORIGINS, else to the shop.
// The origin travels in the provider's return URL (?site=…), so the return route checks it again:
// anything not listed is refused, never followed (no open redirect; DESIGN.md "Security").
import type { Context } from 'hono';
import type { Deps } from '../context';
import { HttpError } from './errors';

export const RETURN_SITE_REFUSED = 'Dit terugkeeradres is niet toegestaan. Ga terug naar de site waar je bestelde.';

/**
 * The origin of the page that started a checkout: the browser's Origin header (set by the browser,
 * not by the page's script) when it is an allowed embedding origin; otherwise the shop's own address.
 */
export function returnSite(c: Context, deps: Deps): string {
  const origin = c.req.header('origin');
  return origin && deps.allowedOrigins.includes(origin) ? origin : deps.baseUrl();
}

/** The provider's redirectUrl for a payment; carries the embedding site when it is not the shop. */
export function paymentReturnUrl(deps: Deps, paymentUuid: string, site: string): string {
  const url = `${deps.baseUrl()}/api/payments/${paymentUuid}/return`;
  return site === deps.baseUrl() ? url : `${url}?site=${encodeURIComponent(site)}`;
}

/** The site a return goes to: the shop, or a listed embedding origin; 400 for anything else. */
export function checkedReturnSite(deps: Deps, site: string | undefined): string {
  if (site === undefined || site === deps.baseUrl()) return deps.baseUrl();
  if (deps.allowedOrigins.includes(site)) return site;
  throw new HttpError(400, RETURN_SITE_REFUSED);
}
