/** The paths that exist only at the shop, whichever site shows the element: its files and its own pages. */
const SHOP_PATHS = /^\/(?:assets|dist|api|graphql|order|account|cadeaubon|succes|success|failed|mislukt)(?:[/?#]|$)/;

// A catalogue example as an editor pastes it into a page of their own site (README "Embed the widgets on
// your site"): every address of the shop's (the order page, the account, images, videos, captions) made
// absolute, so the content reads and the links work there before and without the script. The site's own
// addresses stay as they are: the navigation's brand ("/") and its links are the editor's own pages, so on
// their site they point there, not at the shop.
export function forOwnSite(html: string, shop: string): string {
  const base = shop.replace(/\/+$/, '');
  return html.replace(/\b(href|src|data-captions|poster)="(\/(?!\/)[^"]*)"/g, (whole, name: string, path: string) =>
    SHOP_PATHS.test(path) ? `${name}="${base}${path}"` : whole,
  );
}

/** The shop's script (the loader): the address an editor opens in a tab when nothing of it runs. */
export const scriptAddress = (shop: string): string => `${shop.replace(/\/+$/, '')}/dist/widgets.js`;

/** The two lines for the head of every page with an element: the shop's stylesheet and script. */
export function headSnippet(shop: string): string {
  const base = shop.replace(/\/+$/, '');
  return `<link rel="stylesheet" href="${base}/dist/widgets.css">\n<script type="module" src="${scriptAddress(base)}"></script>`;
}

/**
 * The one line a site with a Content-Security-Policy adds, so the shop's script, stylesheet, answers,
 * images and videos may load there ('self' kept: a site whose policy is only `default-src 'self'` would
 * otherwise block its own scripts the moment it names script-src). shared/setup-check.ts names the
 * directive that still blocks, in the same words.
 */
export function cspLine(shop: string): string {
  const base = shop.replace(/\/+$/, '');
  return ['script-src', 'style-src', 'connect-src', 'img-src', 'media-src'].map((d) => `${d} 'self' ${base}`).join('; ');
}
