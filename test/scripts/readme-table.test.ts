// The README's element table is generated from the declarations (npm run build rewrites it); this
// fails when the committed README.md is stale, e.g. after a new element's branch was merged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, loadDeclarations } from '../../demo-pages/lib/declarations';
import { END, START, withElementTable } from '../../scripts/readme-table';

describe('README.md element table', () => {
  it('matches the declarations (run `npm run build` to refresh it)', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const declarations = await loadDeclarations();
    expect(withElementTable(readme, declarations), 'README.md element table is stale: run `npm run build` and commit README.md').toBe(
      readme,
    );
    const table = readme.slice(readme.indexOf(START), readme.indexOf(END));
    for (const d of declarations) expect(table).toContain(`\`<${d.tag}>\``);
  });

  it('changes when a declaration changes', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const [first, ...rest] = await loadDeclarations();
    const renamed = { ...first!, title: 'Een andere naam' };
    expect(withElementTable(readme, [renamed, ...rest])).not.toBe(readme);
  });
});
