// Generated <link rel="modulepreload"> hints for a page that carries widgets (a widget's chunks load in parallel): the
// browser fetches the chunks while it parses the page instead of after the loader ran. Read from
// dist/preload.json, which build.mjs writes from esbuild's import graph (with, per element the loader
// loads at once, the chunks to hint: behind a login only what the login page needs as well); never
// hand-written. Without a build (tests of the templates) there are no hints.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { html, type SafeHtml } from './html';

type Graph = Record<string, { chunk: string; imports: string[]; hints?: string[] }>;

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

/** The hints for the elements in `body`, as paths under the loader's folder. */
export function modulepreloadHints(body: string, loaderUrl = '/dist/widgets.js'): SafeHtml {
  const paths = new Set<string>();
  for (const [tag, entry] of Object.entries(graph())) {
    if (!entry.hints?.length || !new RegExp(`<${tag}[\\s>]`).test(body)) continue;
    for (const path of entry.hints) paths.add(new URL(path, `http://x${loaderUrl}`).pathname);
  }
  return html`${[...paths].map((href) => html`<link rel="modulepreload" href="${href}">`)}`;
}
