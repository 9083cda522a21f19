// Builds the widget bundle (docs/architecture.md "The bundle"):
// - ONE esbuild call for all widgets, ESM with splitting, so React, the stores and the HTTP client
//   land in shared chunks and exist once per page (docs/architecture.md "The bundle");
// - dist/widgets.js is the tiny loader a page includes; every widget is a hashed chunk it imports on demand;
// - dist/widgets.css is the one stylesheet; dist/meta.json is the metafile `npm run size` reads;
// - demo-pages/assets/site.css is the demo site's own stylesheet, bundled from its parts in
//   demo-pages/styles/ into one file (one request for the page, as a CMS theme would be);
// - dist/custom-elements.json, dist/vscode.html-data.json and the README's element table come from the
//   element declarations (scripts/manifest.ts, scripts/readme-table.ts); server/API.md's endpoint
//   table from the route definitions (scripts/api-md.ts); the settings tables of the README and
//   server/API.md from server/settings-table.ts (scripts/settings-md.ts).
// The loader gets each element's shared chunks from the metafile (modulepreload, no download
// chains); every .js and .css gets a brotli (.br) and gzip (.gz) copy beside it for the server to send.
// Source maps are written beside the bundle but not linked from it (no
// sourceMappingURL comment); the server sends a SourceMap header for them outside production only.
// `node build.mjs --watch` rebuilds on change (npm run dev).
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';
import { dirname, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const watch = process.argv.includes('--watch');
const outdir = 'dist';

/** @type {import('esbuild').BuildOptions} */
const scripts = {
  entryPoints: { widgets: 'widgets/loader.ts' },
  bundle: true,
  format: 'esm',
  splitting: true,
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  sourcemap: 'external',
  metafile: true,
  target: ['chrome109', 'firefox115', 'safari16'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
};

/** @type {import('esbuild').BuildOptions} */
const styles = {
  entryPoints: { widgets: 'widgets/styles.css' },
  bundle: true,
  outdir,
  minify: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'compress-styles',
      setup(build) {
        build.onEnd(async (result) => {
          if (result.metafile) await compress(result.metafile);
        });
      },
    },
  ],
};

/** @type {import('esbuild').BuildOptions} */
const siteStyles = {
  entryPoints: ['demo-pages/styles/site.css'],
  bundle: true,
  outfile: 'demo-pages/assets/site.css',
  minify: true,
  logLevel: 'warning',
};

// Whatever widgets/loader.ts imports statically (shared/routes.ts, shared/redirect.ts) is bundled
// into the loader itself, never shared: a static import in the entry, even of a private copy, makes
// esbuild add an import of its runtime chunk, one more request on every page. So the loader is
// pre-bundled on its own (dynamic imports left alone) and the main build sees one module.
const LOADER = resolve('widgets/loader.ts');
const loaderSelfContained = {
  name: 'loader-self-contained',
  setup(build) {
    build.onLoad({ filter: /widgets[\\/]loader\.ts$/ }, async (args) => {
      if (args.path !== LOADER) return undefined;
      const keepDynamic = {
        name: 'keep-dynamic',
        setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined)),
      };
      const out = await esbuild.build({
        entryPoints: [LOADER],
        outfile: LOADER,
        bundle: true,
        write: false,
        format: 'esm',
        sourcemap: 'inline',
        metafile: true,
        target: scripts.target,
        logLevel: 'warning',
        plugins: [keepDynamic],
      });
      return {
        contents: out.outputFiles[0].text,
        loader: 'js',
        resolveDir: dirname(LOADER),
        watchFiles: Object.keys(out.metafile.inputs).map((f) => resolve(f)),
      };
    });
  },
};

/** tag → its element chunk and every chunk that imports statically (transitively), relative to dist/. */
function preloadGraph(metafile) {
  const outputs = metafile.outputs;
  const loader = `${outdir}/widgets.js`;
  const graph = {};
  for (const imp of outputs[loader]?.imports ?? []) {
    if (imp.kind !== 'dynamic-import') continue;
    const tag = outputs[imp.path]?.entryPoint?.match(/^widgets\/(sport-[a-z0-9-]+)\/element\.tsx?$/)?.[1];
    if (!tag) continue;
    const seen = new Set();
    const visit = (path) => {
      for (const next of outputs[path]?.imports ?? []) {
        if (next.kind === 'import-statement' && !seen.has(next.path)) {
          seen.add(next.path);
          visit(next.path);
        }
      }
    };
    visit(imp.path);
    graph[tag] = { chunk: relative(outdir, imp.path), imports: [...seen].map((path) => relative(outdir, path)) };
  }
  return graph;
}

/** Puts the graph in front of the loader; the source map gets one empty line in front to match. */
async function writePreloadGraph(metafile) {
  const file = `${outdir}/widgets.js`;
  let code = await readFile(file, 'utf8');
  const marker = 'const __SPORT_PRELOAD__=';
  // in watch mode esbuild may leave an unchanged loader as it was: replace the line, don't add one
  const again = code.startsWith(marker);
  if (again) code = code.slice(code.indexOf('\n') + 1);
  const graph = preloadGraph(metafile);
  const forLoader = Object.fromEntries(Object.entries(graph).map(([tag, { imports }]) => [tag, imports.map((path) => `./${path}`)]));
  await writeFile(file, `${marker}${JSON.stringify(forLoader)};\n${code}`);
  // for pages that want <link rel="modulepreload"> hints (demo-pages/lib/preload.ts): per element the
  // loader loads at once, what to hint. An element behind a login gets only the chunks the login page
  // needs as well, so a visitor who is sent there has fetched nothing in vain.
  const { ROUTES, GROUP_ELEMENT } = await tsImport('./shared/routes.ts', import.meta.url);
  const { EAGER } = await tsImport('./widgets/loader-core.ts', import.meta.url);
  const guarded = new Set(
    Object.values(ROUTES)
      .filter((r) => r.requiresLogin)
      .map((r) => GROUP_ELEMENT[r.group]),
  );
  const forLogin = new Set(graph[GROUP_ELEMENT[ROUTES.login.group]]?.imports ?? []);
  for (const [tag, entry] of Object.entries(graph)) {
    entry.hints = !EAGER.has(tag) ? [] : guarded.has(tag) ? entry.imports.filter((p) => forLogin.has(p)) : [entry.chunk, ...entry.imports];
  }
  await writeFile(`${outdir}/preload.json`, JSON.stringify(graph));
  if (again) return;
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  map.mappings = `;${map.mappings}`;
  await writeFile(`${file}.map`, JSON.stringify(map));
}

const compressible = /\.(js|css)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every .js and .css a build wrote → .br and .gz beside it, for servers that send them precompressed. */
async function compress(metafile) {
  const files = Object.keys(metafile.outputs).filter((f) => compressible.test(f));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}

const writeMeta = {
  name: 'write-meta',
  setup(build) {
    loaderSelfContained.setup(build);
    build.onEnd(async (result) => {
      if (result.metafile) {
        await writeFile(`${outdir}/meta.json`, JSON.stringify(result.metafile));
        await writePreloadGraph(result.metafile);
        await compress(result.metafile);
      }
      if (watch) console.log(`[build] ${result.errors.length ? 'failed' : 'rebuilt'} ${new Date().toLocaleTimeString('nl-NL')}`);
    });
  },
};

async function writeElementDocs() {
  const { writeManifests } = await tsImport('./scripts/manifest.ts', import.meta.url);
  const { updateReadme } = await tsImport('./scripts/readme-table.ts', import.meta.url);
  const tags = await writeManifests();
  if (await updateReadme()) console.log('[build] README.md: element table updated');
  const { updateApiDocs } = await tsImport('./scripts/api-md.ts', import.meta.url);
  if (updateApiDocs()) console.log('[build] server/API.md: endpoint table updated');
  const { updateSettingsDocs } = await tsImport('./scripts/settings-md.ts', import.meta.url);
  for (const file of updateSettingsDocs()) console.log(`[build] ${file}: settings table updated`);
  return tags;
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const contexts = await Promise.all([
    esbuild.context({ ...scripts, plugins: [writeMeta] }),
    esbuild.context(styles),
    esbuild.context(siteStyles),
  ]);
  await Promise.all(contexts.map((context) => context.watch()));
  await writeElementDocs();
  console.log('[build] watching widgets/, shared/ and demo-pages/styles/ for changes');
} else {
  const started = performance.now();
  await Promise.all([esbuild.build({ ...scripts, plugins: [writeMeta] }), esbuild.build(styles), esbuild.build(siteStyles)]);
  const tags = await writeElementDocs();
  console.log(`[build] dist/custom-elements.json and dist/vscode.html-data.json: ${tags.length} elements`);
  console.log(`[build] dist/widgets.js, dist/widgets.css and demo-pages/assets/site.css in ${Math.round(performance.now() - started)} ms`);
}
