// Where the widgets find the shop API and the CMS: by default next to the bundle itself (the shop that
// serves widgets.js serves /api and /graphql too), so an editor's page needs only the stylesheet and
// the script. A developer can point them elsewhere with
// <meta name="sport-shop:api" content="https://shop.example.nl/api"> and
// <meta name="sport-shop:graphql" content="https://cms.example.nl/graphql"> in the page head.
function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

/** How long a call to the API may take before the widgets give up and say so (spec §8 "Time-out"). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The origin the bundle came from, when it is not the page's own: '' on the shop's own pages (and in
 * tests), so the addresses stay relative there. `bundleUrl` is this module's own address in dist/.
 */
export function bundleOrigin(bundleUrl: string = import.meta.url): string {
  if (typeof location === 'undefined') return '';
  try {
    const url = new URL(bundleUrl);
    return /^https?:$/.test(url.protocol) && url.origin !== location.origin ? url.origin : '';
  } catch {
    return '';
  }
}

export function apiBase(): string {
  return (meta('sport-shop:api') ?? `${bundleOrigin()}/api`).replace(/\/+$/, '');
}

export function graphqlUrl(): string {
  return meta('sport-shop:graphql') ?? `${bundleOrigin()}/graphql`;
}

/** The shop's origin: where its API is (the page's own origin when the API address is relative). */
export function shopOrigin(): string {
  if (typeof location === 'undefined') return '';
  try {
    return new URL(apiBase(), location.href).origin;
  } catch {
    return location.origin;
  }
}

/**
 * Where the shop's own pages are (account, order steps, gift card; README "Embed the widgets"): the
 * shop's origin, as the pretix widget sends buyers to pretix, because only there the parent's session
 * is a first-party cookie, on every CMS (fixed pages are enough) and on any domain (Safari and Firefox
 * block third-party cookies). A site of the shop's own registrable domain that serves those pages
 * itself says so with <meta name="sport-shop:pages" content="https://www.club.nl">.
 */
export function shopPagesOrigin(): string {
  const own = meta('sport-shop:pages');
  if (own && typeof location !== 'undefined') {
    try {
      return new URL(own, location.href).origin;
    } catch {
      // a malformed address: the shop's own pages
    }
  }
  return shopOrigin();
}

/** Does this page hold the shop's pages, so the parent's session counts here (the navigation's user check)? */
export function sessionOnThisPage(): boolean {
  return typeof location !== 'undefined' && shopPagesOrigin() === location.origin;
}

/** An address of the shop's pages ('/account', '/order/{slug}'): relative on the page that holds them, else absolute. */
export function shopPageUrl(path: string): string {
  return sessionOnThisPage() ? path : `${shopPagesOrigin()}${path}`;
}

/**
 * A URL from a CMS answer (an image, a video). A relative one is relative to the CMS, not to the page:
 * on a page of another origin (README "Embed the widgets on your site") '/assets/x.jpg' from the shop's
 * CMS must still load from there. On the CMS's own origin the URL stays as it is.
 */
export function cmsAssetUrl(url: string): string {
  if (typeof location === 'undefined' || url === '') return url;
  try {
    const resolved = new URL(url, new URL(graphqlUrl(), location.href));
    return resolved.origin === location.origin ? url : resolved.href;
  } catch {
    return url;
  }
}
