// The server's modules import each other without circles (docs/architecture.md "The layers"): a circle
// (gift cards ↔ payments, once) means a module is loaded half-made and its order of loading decides
// what works. What two modules both need goes apart, as order-status.ts and gift-card-status.ts did.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

function serverFiles(dir = join(ROOT, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? serverFiles(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

/** Relative imports that load code (an `import type` loads nothing at run time). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gm)]
    .map((m) => normalize(join(dirname(file), `${m[1]}.ts`)))
    .filter((path) => existsSync(path));
}

export function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (node: string, stack: string[]): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, stack);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
}

describe('server/ import graph', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no circle', () => {
    const graph = new Map(serverFiles().map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    const cycles = findCycles(graph).map((cycle) => cycle.map((f) => f.slice(ROOT.length)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
