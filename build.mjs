// Builds the widget bundle (DESIGN.md "The shape of the product"):
// - ONE esbuild call for all widgets, ESM with splitting, so React, the stores and the HTTP client
//   land in shared chunks and exist once per page (DESIGN.md "Known pitfalls");
// - dist/widgets.js is the tiny loader a page includes; every widget is a hashed chunk it imports on demand;
// - dist/widgets.css is the one stylesheet; dist/meta.json is the metafile `npm run size` reads;
// - dist/custom-elements.json, dist/vscode.html-data.json and the README's element table come from the
//   element declarations (scripts/manifest.ts, scripts/readme-table.ts).
// `node build.mjs --watch` rebuilds on change (npm run dev).
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

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
  sourcemap: 'linked',
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
  logLevel: 'warning',
};

const writeMeta = {
  name: 'write-meta',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.metafile) await writeFile(`${outdir}/meta.json`, JSON.stringify(result.metafile));
      if (watch) console.log(`[build] ${result.errors.length ? 'failed' : 'rebuilt'} ${new Date().toLocaleTimeString('nl-NL')}`);
    });
  },
};

async function writeElementDocs() {
  const { writeManifests } = await tsImport('./scripts/manifest.ts', import.meta.url);
  const { updateReadme } = await tsImport('./scripts/readme-table.ts', import.meta.url);
  const tags = await writeManifests();
  if (await updateReadme()) console.log('[build] README.md: element table updated');
  return tags;
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const [js, css] = await Promise.all([esbuild.context({ ...scripts, plugins: [writeMeta] }), esbuild.context(styles)]);
  await Promise.all([js.watch(), css.watch()]);
  await writeElementDocs();
  console.log('[build] watching widgets/ and shared/ for changes');
} else {
  const started = performance.now();
  await Promise.all([esbuild.build({ ...scripts, plugins: [writeMeta] }), esbuild.build(styles)]);
  const tags = await writeElementDocs();
  console.log(`[build] dist/custom-elements.json and dist/vscode.html-data.json: ${tags.length} elements`);
  console.log(`[build] dist/widgets.js and dist/widgets.css in ${Math.round(performance.now() - started)} ms`);
}
