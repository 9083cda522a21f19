import { createServer } from 'node:http';
import { forOwnSite, headSnippet } from '../../demo-pages/lib/snippets';
import { declaration as signup } from '../../widgets/sport-event-signup/declaration';
import { declaration as faq } from '../../widgets/sport-faq-item/declaration';
import { declaration as slider } from '../../widgets/sport-slider/declaration';
import { declaration as video } from '../../widgets/sport-video/declaration';
import { listen, type ClubServer } from './club-server';

// A club whose CMS makes only fixed pages (a WordPress or Wix site), on ANOTHER registrable domain than
// the shop: two fixed paths, everything else 404. Its pages hold what the catalogue's guide tells an
// editor to paste: the two head lines and the elements' examples with the shop's addresses
// (demo-pages/lib/snippets.ts). No meta tags, no order or account pages of its own.

export type FixedClubSite = ClubServer;

// the account link as an editor may have copied it from the shop's own site: the element corrects it
const navigation = () => `<header class="club-header">
  <sport-navigation>
    <nav aria-label="Hoofdmenu">
      <a href="/">Hockeyclub De Elders</a>
      <ul><li><a href="/">Home</a></li><li><a href="/kamp">Kamp</a></li></ul>
      <a class="site-nav__account" href="/account"><span>Account</span></a>
    </nav>
  </sport-navigation>
</header>`;

function page(shop: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} – Hockeyclub De Elders</title>
  ${headSnippet(shop)}
</head>
<body>
  ${navigation()}
  <main><h1>${title}</h1>${body}</main>
</body>
</html>`;
}

/** The fixed pages: the home page with the content blocks, the camp page with the sign-up block. */
export function fixedPages(shop: string): Record<string, string> {
  return {
    '/': page(shop, 'Welkom', [faq.example, slider.example, video.example].map((html) => forOwnSite(html, shop)).join('\n')),
    '/kamp': page(shop, 'Keeperstraining', forOwnSite(signup.example, shop)),
  };
}

export function startFixedClubSite(shop: string, host: string): Promise<FixedClubSite> {
  const pages = fixedPages(shop);
  const server = createServer((req, res) => {
    const html = pages[new URL(req.url ?? '/', 'http://x').pathname];
    if (!html) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Deze pagina bestaat niet.');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  return listen(server, 0, host);
}
