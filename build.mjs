// Builds the widget bundle (DESIGN.md "The shape of the product"):
// - ONE esbuild call for all widgets, ESM with splitting, so React, the stores and the HTTP client
//   land in shared chunks and exist once per page (DESIGN.md "Known pitfalls");
// - dist/widgets.js is the tiny loader a page includes; every widget is a hashed chunk it imports on demand;
// - dist/widgets.css is the one stylesheet; dist/meta.json is the metafile `npm run size` reads.
// `node build.mjs --watch` rebuilds on change (npm run dev).
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';

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

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const [js, css] = await Promise.all([esbuild.context({ ...scripts, plugins: [writeMeta] }), esbuild.context(styles)]);
  await Promise.all([js.watch(), css.watch()]);
  console.log('[build] watching widgets/ and shared/ for changes');
} else {
  const started = performance.now();
  await Promise.all([esbuild.build({ ...scripts, plugins: [writeMeta] }), esbuild.build(styles)]);
  console.log(`[build] dist/widgets.js and dist/widgets.css in ${Math.round(performance.now() - started)} ms`);
}
