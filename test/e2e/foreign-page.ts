import { createServer, type Server } from 'node:http';
import { clubPage, listen, type ClubServer } from './club-server';
import { declaration as navigation } from '../../widgets/sport-navigation/declaration';
import { declaration as signup } from '../../widgets/sport-event-signup/declaration';
import { declaration as faq } from '../../widgets/sport-faq-item/declaration';
import { declaration as slider } from '../../widgets/sport-slider/declaration';
import { declaration as video } from '../../widgets/sport-video/declaration';
import { declaration as account } from '../../widgets/sport-account/declaration';
import { declaration as giftCard } from '../../widgets/sport-gift-card/declaration';

// A club's page that we did not make, for test/e2e/foreign-page.spec.ts: on another origin, with
// nothing of ours but the bundle's stylesheet and script (and the meta tags that name the shop's API,
// README "Embed the widgets on your site") and the catalogue's snippets, each element's `example`
// from its declaration, as an editor pastes them. The club's own CSS is its typography only (the
// elements take font, size, line height and text colour from the page on purpose: light DOM), the
// same as the demo site's, so a screenshot compares what the bundle draws and not two fonts.
// `?thema=vijandig` adds a theme of the kind CMSs ship: a reset and generic element rules.
// `?kolom=<px>` makes the club's column (each block and the bar in its header) as wide as the
// catalogue's example box, from the first paint, for the pixel comparison: an element measures its
// width when it mounts (the slider does), so both pages must lay it out at one width.

/** The elements whose example stands in the page itself (the others read their route from the address). */
export const inlineExamples = [navigation, signup, faq, slider, video] as const;
/** The elements of a route: one club page each, at the address the catalogue's frame shows. */
export const routeExamples = [account, giftCard] as const;

const TYPOGRAPHY = `body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif; font-size: 1.0625rem; line-height: 1.6; color: #172033; }
.club-block { margin: 2rem 20px; }`;

/** Common CMS theme rules that break embedded widgets when they win: the reason the bundle has guards. */
export const HOSTILE_THEME = `/* a reset */
html, body, div, span, h1, h2, h3, h4, p, a, img, ul, ol, li, figure, figcaption, details, summary, nav, header, section, main, button, label, input, form, fieldset, legend {
  margin: 0; padding: 0; border: 0; font-size: 100%; font: inherit; vertical-align: baseline;
}
*, *::before, *::after { box-sizing: content-box; }
/* the theme's generic element rules */
ul { list-style: disc; padding-left: 2em; margin: 1em 0; }
li { margin-bottom: 0.5em; }
img { display: inline; max-width: none; height: 300px; padding: 4px; border: 4px solid #c00; border-radius: 0; }
svg { max-width: 100%; height: auto; }
a { color: #c0006a; font-weight: 400; text-decoration: underline wavy; }
button, input, select { padding: 2px 4px; border: 3px outset #999; border-radius: 0; background: #777; color: #ff0; font: 12px/1 monospace; text-transform: uppercase; min-height: 0; width: auto; }
h2, h3 { margin: 1em 0; color: #090; font-size: 2rem; line-height: 1; letter-spacing: 0.2em; text-transform: uppercase; }
p { margin: 0 0 2em; }
figure { margin: 2em; }
details, summary { display: block; }
nav { display: block; padding: 1em; }
header { background: #fafafa; }
${TYPOGRAPHY}`;

/** The catalogue's snippet as an editor pastes it on another site: addresses of the shop's own files made absolute. */
function pasted(example: string, shop: string): string {
  return example.replace(/(src|href|data-captions)="\/assets\//g, `$1="${shop}/assets/`);
}

function page(shop: string, body: string, hostile: boolean, column?: number): string {
  const theme = `\n  <link rel="stylesheet" href="/${hostile ? 'hostile' : 'club'}.css">`;
  const width = column ? `\n  <style>.club-block > *, header > sport-navigation { display: block; width: ${column}px; }</style>` : '';
  return clubPage({ shop, title: 'Hockeyclub De Stick', head: theme + width, body });
}

function template(shop: string, path: string, hostile: boolean, column?: number): string {
  const route = routeExamples.find((d) => path === d.demoPath);
  if (route) return page(shop, `<main class="club-block">${route.example}</main>`, hostile, column);
  const [nav, ...rest] = inlineExamples;
  const blocks = rest.map(
    (d) => `<section class="club-block" data-tag="${d.tag}" aria-label="${d.title}">${pasted(d.example, shop)}</section>`,
  );
  return page(
    shop,
    `${pasted(nav.example, shop)}\n<main>\n<h1 class="club-block">Welkom bij De Stick</h1>\n${blocks.join('\n')}\n</main>`,
    hostile,
    column,
  );
}

export type ForeignPage = ClubServer;

/** Serves the club's pages on `port` (0: any free one). */
export function startForeignPage(shop: string, port: number): Promise<ForeignPage> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/club.css' || url.pathname === '/hostile.css') {
      res.writeHead(200, { 'content-type': 'text/css' }).end(url.pathname === '/club.css' ? TYPOGRAPHY : HOSTILE_THEME);
      return;
    }
    if (url.pathname === '/favicon.ico') return void res.writeHead(404).end();
    const column = Number(url.searchParams.get('kolom')) || undefined;
    const html = template(shop, url.pathname, url.searchParams.get('thema') === 'vijandig', column);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  return listen(server, port);
}
