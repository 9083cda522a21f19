import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

// docs/rules.md is the specification in our own words, one heading per section the code cites
// ("## §4 States and transitions"): every "spec §N" in the code must find its heading there, and
// every link there must reach a file of the repository.
const ROOT = process.cwd();
const RULES = join(ROOT, 'docs/rules.md');
const CODE_FOLDERS = ['widgets', 'shared', 'server', 'demo-pages'];
const TEXT = /\.(ts|tsx|js|mjs|css|md|html)$/;

const files = (folder: string) => filesUnder(folder, TEXT, ROOT);

/** Section number → the files that cite it ("spec §4", also the "§5" of "spec §4, §5"). */
function citations(): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  for (const file of CODE_FOLDERS.flatMap(files)) {
    for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
      if (!line.includes('spec §')) continue;
      for (const [, n] of line.matchAll(/§\s?(\d+)/g)) cited.set(n!, [...new Set([...(cited.get(n!) ?? []), file])]);
    }
  }
  return cited;
}

const rules = readFileSync(RULES, 'utf8');

describe('docs/rules.md', () => {
  it('has a heading for every spec section the code cites', () => {
    const cited = citations();
    expect(cited.size).toBeGreaterThan(0);
    const headings = new Set([...rules.matchAll(/^## §(\d+) /gm)].map((m) => m[1]));
    const missing = [...cited].filter(([n]) => !headings.has(n)).map(([n, where]) => `§${n} (cited in ${where.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...rules.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
    expect(links.length).toBeGreaterThan(20);
    const broken = links
      .filter((href) => !existsSync(join(dirname(RULES), href)))
      .map((href) => relative(ROOT, join(dirname(RULES), href)));
    expect(broken).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('](docs/rules.md)');
  });
});
