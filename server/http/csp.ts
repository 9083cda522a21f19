// The Content Security Policy of the demo site's pages (the /dev pages have their own, in app.ts).
// Everything comes from the site itself unless named here: scripts only from /dist (no inline
// script, no eval), no plugins, no <base>, forms post only to the site, and no one else frames the
// pages. Images and media in CMS rich text load from the site or from hosts the operator lists
// (CMS_IMAGE_HOSTS): an image from any other host would tell that host who reads which page.

/** The players a video block opens after play (shared/content-blocks/media-url.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function demoPageCsp(imageHosts: readonly string[] = []): string {
  const hosts = imageHosts.length ? ` ${imageHosts.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // data: for the small inline SVG icons in the stylesheets (select arrows)
    `img-src 'self' data:${hosts}`,
    `media-src 'self'${hosts}`,
    // 'self': the catalogue (/elementen) shows the route elements live in a frame of their own page
    `frame-src 'self' ${VIDEO_PLAYERS.join(' ')}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * CMS_IMAGE_HOSTS: origins separated by commas or spaces ('https://images.ctfassets.net,
 * https://cdn.club.nl'). Returns the origins, or a Dutch sentence for the operator when one is not
 * an http(s) origin (a path, a wildcard, a typo), so the server does not start with a policy that
 * silently blocks the images or lets every host in.
 */
export function parseImageHosts(value: string | undefined): { hosts: string[]; problem: string | null } {
  const hosts: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '') || url.hostname.includes('*')) {
      return {
        hosts: [],
        problem: `De server start niet: CMS_IMAGE_HOSTS bevat "${entry}". Gebruik alleen adressen als https://images.voorbeeld.nl, zonder pad, gescheiden door komma's.`,
      };
    }
    hosts.push(url.origin);
  }
  return { hosts: [...new Set(hosts)], problem: null };
}
