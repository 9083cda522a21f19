// SQL lives in server/db/ only (docs/architecture.md "The layers"): no statement in the routes, the domain,
// the scripts or the front end. The tests may query the database directly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { filesUnder } from '../support/files';

const STATEMENT = /\b(SELECT\s+[\w*(]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)|ALTER\s+TABLE)\b/;
const FOLDERS = ['server', 'shared', 'widgets', 'demo-pages', 'scripts'];

it('no SQL statement outside server/db/', () => {
  const outside = FOLDERS.flatMap((folder) => filesUnder(folder, /\.(ts|tsx|mjs|js)$/))
    .filter((file) => !file.startsWith(join('server', 'db')))
    .filter((file) => STATEMENT.test(readFileSync(file, 'utf8')));
  expect(outside).toEqual([]);
  expect(filesUnder(join('server', 'db'), /\.ts$/).some((file) => STATEMENT.test(readFileSync(file, 'utf8')))).toBe(true);
});
