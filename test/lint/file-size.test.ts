// The house keeps every source file short enough to read on one screen or two (docs/architecture.md "Source files and comments"):
// at most 300 lines of TypeScript, script or CSS, split by job when it grows. Stylesheets count like any
// other file: the demo site's is kept in parts (demo-pages/styles/) that build.mjs bundles into one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const MAX_LINES = 300;
const FOLDERS = ['widgets', 'shared', 'server', 'demo-pages', 'scripts', 'test'];
const CODE = /\.(ts|tsx|mjs|js|css)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (CODE.test(name)) yield path;
  }
}

it(`no source file has more than ${MAX_LINES} lines`, () => {
  const long = FOLDERS.flatMap((folder) => [...files(folder)])
    .map((path) => ({ path, lines: readFileSync(path, 'utf8').trimEnd().split('\n').length }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path}: ${lines}`);
  expect(long).toEqual([]);
});
