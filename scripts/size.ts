// `npm run size`: the gzip size of every chunk, and for every demo page the total JavaScript it loads.
// Fails (exit 1) when a budget is exceeded. Reads dist/meta.json written by build.mjs.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { renderPage } from '../demo-pages/site';

interface Output {
  imports: { path: string; kind: string }[];
  inputs: Record<string, { bytesInOutput: number }>;
  entryPoint?: string;
  bytes: number;
}

const KB = 1024;
// Budgets (gzip). The loader ≤ 3.3 KB; a page without widget elements loads only the loader. It was
// 3 KB until the ninth element: the back office's route group (six /beheer routes in the shared route
// table the loader carries to decide about the login before downloading a chunk) added 140 B, and
// squeezing the tables (sorting, indexes) won less than 30 B. Still one small request per page.
// 3.3 KB since the tenth element: its tag, reading a visitor's 200 { data: null } from /api/user (no red
// 401 in the console) and the short wait for a CSP report before 'niet bereikbaar' came to 3,344 B. The
// way back under 3.25 KB: the set-up check's Dutch console lines (about 600 B) in a chunk of their own,
// loaded only when a set-up is wrong.
// The order flow's own chunks ≤ 31 KB beyond the shared runtime: 30 KB until the questions step per event
// (docs/rules.md "Questions per event") and the phone's pay bar brought it to 30.2 KB. A lazily loaded
// questions step was tried and came out larger (31.2 KB own code, and the loader's preload graph 3.4 KB).
const LOADER_BUDGET = 3.3 * KB;
const WIDGET_OWN_BUDGET: Record<string, number> = { 'sport-order': 31 * KB };
// The gift-card widget's own code ≤ 15 KB.
WIDGET_OWN_BUDGET['sport-gift-card'] = 15 * KB;
// The two widgets on every marketing page (navigation, event sign-up). Their own code ≤ 6 KB each; an event
// page and the events list ≤ 100 KB of JavaScript in all, the home page (which also carries the slider)
// ≤ 115 KB, everything a page may load counted (also chunks loaded on demand).
WIDGET_OWN_BUDGET['sport-navigation'] = 6 * KB;
WIDGET_OWN_BUDGET['sport-event-signup'] = 6 * KB;
const PAGE_BUDGET: Record<string, number> = { '/': 115 * KB, '/evenementen': 100 * KB, '/evenementen/__first__': 100 * KB };
/** A page with only these elements must not load the CMS client, the HTML sanitiser or the slider library. */
const MARKETING_TAGS = ['sport-navigation', 'sport-event-signup'];
const HEAVY_LIBRARIES = /^node_modules\/(urql|@urql\/[^/]+|dompurify|embla-carousel[^/]*)\//;
// The content blocks: own code per element, counting the code the three blocks share (the media
// item, the server-content guard) in each; the slider's counted beyond embla.
WIDGET_OWN_BUDGET['sport-faq-item'] = 4 * KB;
WIDGET_OWN_BUDGET['sport-slider'] = 8 * KB;
WIDGET_OWN_BUDGET['sport-video'] = 6 * KB;
// The back office (staff only, on the shop's own /beheer pages, never on a marketing page): its own code
// measured at 16.6 KB with its eight screens, plus ~8 %.
WIDGET_OWN_BUDGET['sport-staff'] = 18 * KB;
// The event list (docs/rules.md "Event list"): its own code ≤ 6 KB (5.3 KB measured with the filters); a
// club page with only the list loads ≤ 110 KB of JavaScript in all (103.1 KB measured: React and the shared
// runtime, the list, and the CMS client it needs, urql, on demand).
WIDGET_OWN_BUDGET['sport-event-list'] = 6 * KB;
const LIST_PAGE_BUDGET = 110 * KB;
const CONTENT_BLOCKS = new Set(['sport-faq-item', 'sport-slider', 'sport-video']);
/** Libraries a widget's budget does not count (the slider: "≤ 8 KB beyond embla"), gzip of each built alone. */
const BEYOND: Record<string, { label: string; entry: string }> = { 'sport-slider': { label: 'embla', entry: 'embla-carousel-react' } };

// One URL per page template of the demo site (and the marketing pages).
const demoPages = [
  '/',
  '/evenementen',
  '/evenementen/__first__',
  '/404',
  '/algemene-voorwaarden',
  '/account/login',
  '/order/__first__',
  '/cadeaubon',
  '/beheer',
];

const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, Output> };
const outputs = meta.outputs;
const gz = new Map<string, number>();
const gzipOf = (path: string): number => {
  if (!gz.has(path)) gz.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gz.get(path)!;
};
const jsFiles = Object.keys(outputs).filter((p) => p.endsWith('.js'));
const loader = 'dist/widgets.js';

/** tag → the chunk the loader imports for it (widgets/<tag>/element.ts). */
const tagChunk = new Map<string, string>();
for (const path of jsFiles) {
  const match = outputs[path]!.entryPoint?.match(/^widgets\/(sport-[a-z0-9-]+)\/element\.tsx?$/);
  if (match) tagChunk.set(match[1]!, path);
}

/** A chunk and everything it imports statically (and, with `lazy`, what it may import later). */
function closure(start: string, seen = new Set<string>(), lazy = false): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imp of outputs[start]?.imports ?? []) {
    if ((imp.kind === 'import-statement' || (lazy && imp.kind === 'dynamic-import')) && imp.path.endsWith('.js'))
      closure(imp.path, seen, lazy);
  }
  return seen;
}

/** gzip of a library bundled and minified on its own (React left out): what a budget "beyond" it subtracts. */
async function librarySize(entry: string): Promise<number> {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: `export * from '${entry}'; export { default } from '${entry}';`, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom'],
    legalComments: 'none',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

const fmt = (n: number) => `${(n / KB).toFixed(1).padStart(7)} KB`;
const failures: string[] = [];

console.log('Chunks (gzip):');
for (const path of jsFiles.sort((a, b) => gzipOf(b) - gzipOf(a))) {
  const tag = [...tagChunk].find(([, p]) => p === path)?.[0];
  const entry = outputs[path]!.entryPoint;
  const label = path === loader ? 'loader' : tag ? `<${tag}>` : entry ? `on demand: ${entry}` : 'shared';
  console.log(`  ${fmt(gzipOf(path))}  ${path}  ${label}`);
}
if (gzipOf(loader) > LOADER_BUDGET) failures.push(`loader ${fmt(gzipOf(loader)).trim()} > ${LOADER_BUDGET / KB} KB`);

// The shared runtime: chunks every widget chunk imports.
const widgetClosures = [...tagChunk.values()].map((p) => closure(p));
const sharedRuntime = widgetClosures.length
  ? [...widgetClosures[0]!].filter((p) => widgetClosures.every((c) => c.has(p)) && !tagChunk.has(p) && ![...tagChunk.values()].includes(p))
  : [];
console.log(`\nShared runtime (in every widget's closure): ${fmt(sharedRuntime.reduce((s, p) => s + gzipOf(p), 0)).trim()}`);

// CMS HTML sanitising (DOMPurify) loads only where rich text is rendered, never
// with the loader or in a chunk several widgets share.
const sharedByWidgets = jsFiles.filter((p) => !outputs[p]!.entryPoint && widgetClosures.filter((c) => c.has(p)).length > 1);
for (const path of new Set([loader, ...sharedRuntime, ...sharedByWidgets])) {
  if (Object.keys(outputs[path]!.inputs).some((input) => /node_modules\/dompurify\//.test(input))) {
    failures.push(
      `DOMPurify is in ${path === loader ? 'the loader' : `the shared chunk ${path}`}: it must load only with the rich text that needs it`,
    );
  }
}
console.log(`DOMPurify outside the loader and the shared chunks: ${failures.some((f) => f.startsWith('DOMPurify')) ? 'no' : 'yes'}`);

// A widget's own code: the chunks no other widget loads (its element chunk and what only it uses).
// Code two widgets share (the session store, the router) is not counted as either one's own; it shows
// in the second column and in the page totals below.
const closures = new Map([...tagChunk].map(([tag, path]) => [tag, closure(path)]));
console.log(
  '\nWidgets (gzip): own code (chunks no other widget loads); beyond the shared runtime; the same with the chunks it loads lazily (the CMS client):',
);
for (const [tag, path] of tagChunk) {
  const others = [...closures].filter(([t]) => t !== tag && !(CONTENT_BLOCKS.has(tag) && CONTENT_BLOCKS.has(t))).map(([, c]) => c);
  const beyond = BEYOND[tag];
  const library = beyond ? await librarySize(beyond.entry) : 0;
  const ownCode = [...closures.get(tag)!].filter((p) => others.every((c) => !c.has(p))).reduce((s, p) => s + gzipOf(p), 0) - library;
  const own = [...closure(path)].filter((p) => !sharedRuntime.includes(p));
  const total = own.reduce((s, p) => s + gzipOf(p), 0);
  const withLazy = [...closure(path, new Set(), true)].filter((p) => !sharedRuntime.includes(p)).reduce((s, p) => s + gzipOf(p), 0);
  const budget = WIDGET_OWN_BUDGET[tag];
  console.log(
    `  ${fmt(ownCode)}  ${fmt(total)}  ${fmt(withLazy)}  <${tag}>${beyond ? `  (own code beyond ${beyond.label}, ${fmt(library).trim()})` : ''}${budget ? `  (budget for own code ${budget / KB} KB)` : ''}`,
  );
  if (budget && ownCode > budget) failures.push(`<${tag}> own code ${fmt(ownCode).trim()} > ${budget / KB} KB`);
}

/** Which heavy libraries a set of chunks holds. */
const heavyIn = (files: Iterable<string>) => [
  ...new Set(
    [...files].flatMap((p) =>
      Object.keys(outputs[p]?.inputs ?? {})
        .filter((i) => HEAVY_LIBRARIES.test(i))
        .map((i) =>
          i
            .split('/')
            .slice(1, i.split('/')[1]!.startsWith('@') ? 3 : 2)
            .join('/'),
        ),
    ),
  ),
];
{
  const files = new Set([loader]);
  for (const tag of MARKETING_TAGS) if (tagChunk.has(tag)) closure(tagChunk.get(tag)!, files, true);
  const heavy = heavyIn(files);
  console.log(
    `\nA page with only ${MARKETING_TAGS.map((t) => `<${t}>`).join(' and ')}: ${fmt([...files].reduce((s, p) => s + gzipOf(p), 0)).trim()}, ${heavy.length ? `loads ${heavy.join(', ')}` : 'no urql, DOMPurify or embla'}.`,
  );
  if (heavy.length) failures.push(`a page with only ${MARKETING_TAGS.join(' and ')} loads ${heavy.join(', ')}`);
}

if (tagChunk.has('sport-event-list')) {
  const files = closure(tagChunk.get('sport-event-list')!, new Set([loader]), true);
  const total = [...files].reduce((s, p) => s + gzipOf(p), 0);
  console.log(
    `A page with only <sport-event-list>: ${fmt(total).trim()} in all (the CMS client included), budget ${LIST_PAGE_BUDGET / KB} KB.`,
  );
  if (total > LIST_PAGE_BUDGET)
    failures.push(`a page with only <sport-event-list> loads ${fmt(total).trim()} > ${LIST_PAGE_BUDGET / KB} KB`);
}

const firstSlug = (() => {
  try {
    const events = JSON.parse(readFileSync('demo-pages/content/events.json', 'utf8')) as unknown;
    const list = Array.isArray(events) ? events : (events as { events?: { slug: string }[] }).events;
    return (list as { slug: string }[] | undefined)?.[0]?.slug ?? 'onbekend';
  } catch {
    return 'onbekend';
  }
})();

console.log('\nDemo pages, total JavaScript loaded (gzip):');
for (const template of demoPages) {
  const url = template.replace('__first__', firstSlug);
  const { html } = renderPage(new URL(url, 'http://localhost'));
  const tags = [...tagChunk.keys()].filter((tag) => new RegExp(`<${tag}[\\s>]`).test(html));
  const files = new Set([loader]);
  for (const tag of tags) closure(tagChunk.get(tag)!, files);
  const lazyFiles = new Set(files);
  for (const tag of tags) closure(tagChunk.get(tag)!, lazyFiles, true);
  const lazyExtra = [...lazyFiles].filter((p) => !files.has(p)).reduce((s, p) => s + gzipOf(p), 0);
  const total = [...files].reduce((s, p) => s + gzipOf(p), 0);
  console.log(
    `  ${fmt(total)}  ${url.padEnd(38)} ${tags.map((t) => `<${t}>`).join(' ') || '(no widget element: loader only)'}${lazyExtra ? `  (+${(lazyExtra / KB).toFixed(1)} KB loaded on demand)` : ''}`,
  );
  if (!tags.length && files.size !== 1) failures.push(`${url} has no widget element but loads widget code`);
  const pageBudget = PAGE_BUDGET[template];
  const all = total + lazyExtra;
  if (pageBudget) console.log(`           ${(all / KB).toFixed(1)} KB in all, budget ${pageBudget / KB} KB`);
  if (pageBudget && all > pageBudget) failures.push(`${url} loads ${fmt(all).trim()} of JavaScript > ${pageBudget / KB} KB`);
  if (tags.length && tags.every((t) => MARKETING_TAGS.includes(t))) {
    const heavy = heavyIn(lazyFiles);
    if (heavy.length) failures.push(`${url} has only ${tags.join(', ')} but loads ${heavy.join(', ')}`);
  }
}

// The shipped bundle names no source map (maps stay beside it, unpublished).
const linked = jsFiles.filter((p) => /\/[/*][#@] sourceMappingURL=/.test(readFileSync(p, 'utf8')));
for (const path of linked) failures.push(`${path} carries a sourceMappingURL comment`);

// One copy per page (docs/architecture.md "The bundle"): React, the stores and the HTTP client must each
// sit in exactly one chunk, or two widgets on a page would not share session and cart.
const singletons =
  /^(node_modules\/(react|react-dom|nanostores|@nanostores\/[^/]+|ky|@r2wc\/[^/]+)\/|shared\/(stores\/|http\.ts|router\.ts|guard\.ts))/;
const homes = new Map<string, string[]>();
for (const path of jsFiles) {
  for (const [input, { bytesInOutput }] of Object.entries(outputs[path]!.inputs)) {
    if (bytesInOutput > 0 && singletons.test(input)) homes.set(input, [...(homes.get(input) ?? []), path]);
  }
}
const duplicated = [...homes].filter(([, paths]) => paths.length > 1);
console.log(
  `\nSingle copy per page: ${homes.size} modules of React, r2wc, nanostores, ky and shared stores/http/router checked, ${duplicated.length} duplicated.`,
);
for (const [input, paths] of duplicated) failures.push(`${input} is in ${paths.length} chunks: ${paths.join(', ')}`);

if (failures.length) {
  console.error(`\nSize budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
