// The README's element table, generated from the declarations between two markers. build.mjs
// rewrites it; test/scripts/readme-table.test.ts fails when the committed README is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementDeclaration } from '../shared/contract/element';
import { ROOT, loadDeclarations } from '../demo-pages/lib/declarations';

export const START = '<!-- elements:start (generated from widgets/*/declaration.ts by `npm run build`; do not edit) -->';
export const END = '<!-- elements:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function elementTable(declarations: readonly ElementDeclaration[]): string {
  const rows = declarations.map((d) => {
    const attributes = d.attributes.length
      ? d.attributes
          .map(
            (a) =>
              `\`${a.name}\` (${a.type}${a.required ? ', verplicht' : a.default === undefined ? '' : `, standaard \`${a.default}\``}): ${a.description}`,
          )
          .join('<br>')
      : 'geen';
    return `| \`<${d.tag}>\` | ${cell(d.title)} | ${cell(attributes)} | ${cell(d.summary)} |`;
  });
  return ['| Tag | Naam | Attributes | What it shows |', '|---|---|---|---|', ...rows].join('\n');
}

/** The text with `content` between the two markers (the markers must be there). */
export function betweenMarkers(text: string, startMark: string, endMark: string, content: string, file: string): string {
  const start = text.indexOf(startMark);
  const end = text.indexOf(endMark);
  if (start < 0 || end < start) throw new Error(`${file} needs the markers ${startMark} … ${endMark}`);
  return `${text.slice(0, start + startMark.length)}\n${content}\n${text.slice(end)}`;
}

/** The README text with a fresh table between the markers. */
export const withElementTable = (readme: string, declarations: readonly ElementDeclaration[]): string =>
  betweenMarkers(readme, START, END, elementTable(declarations), 'README.md');

/** Rewrites README.md when its table is stale; true when it changed. */
export async function updateReadme(root = ROOT): Promise<boolean> {
  const path = join(root, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const next = withElementTable(readme, await loadDeclarations(root));
  if (next === readme) return false;
  writeFileSync(path, next);
  return true;
}
