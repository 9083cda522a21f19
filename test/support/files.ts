import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files below `folder` (relative to the project root) whose names match `pattern`, node_modules left out. */
export function filesUnder(folder: string, pattern: RegExp, root = process.cwd()): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, pattern, root);
    return pattern.test(entry.name) ? [path] : [];
  });
}
