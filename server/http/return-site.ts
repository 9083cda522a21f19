// Where the browser comes back after paying (spec §4 "Order flow"; README "Embed the widgets on
// your site"): to the page's own
// origin when the checkout came from an embedding site listed in ALLOWED_ORIGINS, else to the shop.
// The origin travels in the provider's return URL (?site=…), so the return route checks it again:
// anything not listed is refused, never followed (no open redirect; docs/architecture.md "Security").
import type { Context } from 'hono';
import type { Deps } from '../context';
import { texts } from '../texts';
import { HttpError } from './errors';

/**
 * The origin of the page that started a checkout: the browser's Origin header (set by the browser,
 * not by the page's script) when it is an allowed embedding origin; otherwise the shop's own address.
 */
export function returnSite(c: Context, deps: Deps): string {
  const origin = c.req.header('origin');
  return origin && deps.allowedOrigins.includes(origin) ? origin : deps.baseUrl();
}

/** The site a return goes to: the shop, or a listed embedding origin; 400 for anything else. */
export function checkedReturnSite(deps: Deps, site: string | undefined): string {
  if (site === undefined || site === deps.baseUrl()) return deps.baseUrl();
  if (deps.allowedOrigins.includes(site)) return site;
  throw new HttpError(400, texts.returnSiteRefused);
}
