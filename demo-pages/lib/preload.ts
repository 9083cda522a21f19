// Generated <link rel="modulepreload"> hints for a page that carries widgets (issue 15 item 2): the
// browser fetches the chunks while it parses the page instead of after the loader ran. Read from
// dist/preload.json, which build.mjs writes from esbuild's import graph; never hand-written. Without
// a build (tests of the templates) there are no hints.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GROUP_ELEMENT, ROUTES, type RouteGroup } from '../../shared/routes';
import { html, type SafeHtml } from './html';

type Graph = Record<string, { chunk: string; imports: string[] }>;

const FILE = fileURLToPath(new URL('../../dist/preload.json', import.meta.url));
let cache: { mtime: number; graph: Graph } | null = null;

function graph(): Graph {
  try {
    const mtime = statSync(FILE).mtimeMs;
    if (cache?.mtime !== mtime) cache = { mtime, graph: JSON.parse(readFileSync(FILE, 'utf8')) as Graph };
    return cache.graph;
  } catch {
    return {};
  }
}

/** Groups with a route that needs a login: the loader asks first, so their own chunk must not be hinted. */
const guarded = new Set<string>(
  (Object.values(ROUTES) as { group: RouteGroup; requiresLogin: boolean }[]).filter((r) => r.requiresLogin).map((r) => GROUP_ELEMENT[r.group]),
);

/**
 * Hints for the widgets the loader loads at once (the navigation and the route widgets). A widget
 * behind a login gets only the chunks the login page needs as well, so a visitor who is sent there
 * has fetched nothing in vain (issue 15 item 3).
 */
export function modulepreloadHints(body: string, loaderUrl = '/dist/widgets.js'): SafeHtml {
  const all = graph();
  const forLogin = new Set(all[GROUP_ELEMENT[ROUTES.login.group]]?.imports);
  const paths = new Set<string>();
  for (const tag of ['sport-navigation', ...Object.values(GROUP_ELEMENT)]) {
    const entry = all[tag];
    if (!entry || !new RegExp(`<${tag}[\\s>]`).test(body)) continue;
    const wanted = guarded.has(tag) ? entry.imports.filter((p) => forLogin.has(p)) : [entry.chunk, ...entry.imports];
    for (const path of wanted) paths.add(new URL(path, `http://x${loaderUrl}`).pathname);
  }
  return html`${[...paths].map((href) => html`<link rel="modulepreload" href="${href}">`)}`;
}
