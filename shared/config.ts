// Where the widgets find the shop API and the CMS. An editor can point them elsewhere with
// <meta name="sport-shop:api" content="https://shop.example.nl/api"> and
// <meta name="sport-shop:graphql" content="https://cms.example.nl/graphql"> in the page head.
function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

/** How long a call to the API may take before the widgets give up and say so (spec §8 "Time-out"). */
export const REQUEST_TIMEOUT_MS = 15_000;

export function apiBase(): string {
  return (meta('sport-shop:api') ?? '/api').replace(/\/+$/, '');
}

export function graphqlUrl(): string {
  return meta('sport-shop:graphql') ?? '/graphql';
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
