// Comments point only inside the repository (docs/architecture.md "Source files and comments"): every
// `docs/architecture.md "Section"` or `docs/rules.md "Section"` finds its heading, and no comment sends a
// newcomer to a file outside it (the spec's own sections are checked in rules.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

const ROOT = process.cwd();
const FOLDERS = ['widgets', 'shared', 'server', 'demo-pages', 'scripts', 'test'];
const CODE = /\.(ts|tsx|js|mjs|css)$/;

const files = (folder: string) => filesUnder(folder, CODE, ROOT);
/** The code and the tests, but not this file (its patterns would cite themselves). */
const sources = () =>
  [...FOLDERS.flatMap(files), 'build.mjs', 'eslint.config.js']
    .filter((file) => file !== join('test', 'docs', 'citations.test.ts'))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
/** A document's headings and the bold labels that open a paragraph or an item ("- **Held places** …"). */
const sections = (doc: string) => {
  const text = readFileSync(join(ROOT, doc), 'utf8');
  return [
    ...[...text.matchAll(/^#+\s*(.+)$/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/^(?:- )?\*\*([^*]+?)\.?\*\*/gm)].map((match) => match[1]!),
  ];
};

describe('citations in comments', () => {
  it('each docs/architecture.md or docs/rules.md "Section" names a heading or a bold label there', () => {
    const known = { 'docs/architecture.md': sections('docs/architecture.md'), 'docs/rules.md': sections('docs/rules.md') };
    const unknown: string[] = [];
    let count = 0;
    for (const { file, text } of sources()) {
      for (const [, doc, section] of text.matchAll(/(docs\/architecture\.md|docs\/rules\.md) "([^"]+)"/g)) {
        count++;
        if (!known[doc as keyof typeof known].some((heading) => heading === section || heading.endsWith(` ${section}`)))
          unknown.push(`${file}: ${doc} "${section}"`);
      }
    }
    expect(unknown).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });

  it('no comment cites an issue number or a file outside the repository', () => {
    const outside = sources().flatMap(({ file, text }) =>
      [...text.matchAll(/\b(issue #?\d+|DESIGN\.md|DEVELOPERS\.md)/gi)].map((match) => `${file}: ${match[0]}`),
    );
    expect(outside).toEqual([]);
  });
});
