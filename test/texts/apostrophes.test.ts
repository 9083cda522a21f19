import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// One visual language: a Dutch text writes its apostrophes curly ('foto’s', 'extra’s', 'pinda’s'), never the
// typewriter ' between two letters. Checked on every file of Dutch texts the widgets and the demo CMS hold.
const root = new URL('../../', import.meta.url).pathname;
// a widget's texts: nl.ts, and the files it reads in by job (nl-orders.ts)
const widgetTexts = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, 'widgets', d.name))
      .filter((f) => /^nl(-[a-z-]+)?\.ts$/.test(f))
      .map((f) => `widgets/${d.name}/${f}`),
  );
const contentFiles = readdirSync(join(root, 'demo-pages/content'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => `demo-pages/content/${f}`);
const FILES = ['shared/nl.ts', 'shared/content-blocks/nl.ts', ...widgetTexts, ...contentFiles];

/** The file without its comments (English, for developers). */
function texts(file: string): string {
  const source = readFileSync(join(root, file), 'utf8');
  if (file.endsWith('.json')) return source;
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe('curly apostrophes in every Dutch text', () => {
  it.each(FILES)('%s', (file) => {
    const straight = texts(file)
      .split('\n')
      .filter((line) => /\p{L}'\p{L}/u.test(line))
      .map((line) => line.trim());
    expect(straight).toEqual([]);
  });
});
