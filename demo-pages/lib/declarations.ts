// Finds every element declaration (widgets/<tag>/declaration.ts) at build, test and render time, so
// an element appears in the README table, the catalogue and the manifest the moment its folder
// lands: nothing lists the elements by hand.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ElementDeclaration } from '../../shared/contract/element';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** widgets/<tag>/ folders that hold a declaration.ts, sorted by tag. */
export function declarationFolders(root = ROOT): string[] {
  const widgets = join(root, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(widgets, d.name, 'declaration.ts')))
    .map((d) => d.name)
    .sort();
}

/** Every declaration, sorted by tag; a folder whose declaration names another tag is an error. */
export async function loadDeclarations(root = ROOT): Promise<ElementDeclaration[]> {
  const declarations: ElementDeclaration[] = [];
  for (const folder of declarationFolders(root)) {
    const module = (await import(pathToFileURL(join(root, 'widgets', folder, 'declaration.ts')).href)) as {
      declaration?: ElementDeclaration;
    };
    const declaration = module.declaration;
    if (!declaration || declaration.tag !== folder) {
      throw new Error(`widgets/${folder}/declaration.ts must export \`declaration\` with tag '${folder}'`);
    }
    declarations.push(declaration);
  }
  return declarations;
}

export interface ThemeProperty {
  name: `--sport-${string}`;
  default: string;
  /** Dutch, from the comment beside the property. */
  description: string;
}

/** The theme's custom properties with their defaults and descriptions, read from shared/ui/styles.css. */
export function readTheme(root = ROOT): ThemeProperty[] {
  const css = readFileSync(join(root, 'shared/ui/styles.css'), 'utf8');
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return [...block.matchAll(/(--sport-[a-z0-9-]+)\s*:\s*([^;]+);\s*\/\*\s*([\s\S]*?)\s*\*\//g)].map((m) => ({
    name: m[1] as ThemeProperty['name'],
    default: m[2]!.trim(),
    description: m[3]!.replace(/\s+/g, ' '),
  }));
}
