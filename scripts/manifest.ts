// dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0 of the `custom-elements-manifest`
// package) and dist/vscode.html-data.json (VS Code's HTML custom data), both made from the element
// declarations, so editors' tools know every element and attribute.
// build.mjs calls writeManifests(); test/scripts/manifest.test.ts validates the result.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import type { AttributeDeclaration, ElementDeclaration } from '../shared/contract/element';
import { ROOT, loadDeclarations, readTheme, type ThemeProperty } from '../demo-pages/lib/declarations';

export const SCHEMA_VERSION = '2.1.0';

/** 'sport-event-signup' → 'SportEventSignupElement' (the class r2wc makes has no name of its own). */
export function className(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())}Element`;
}

function attributeType(attribute: AttributeDeclaration): string {
  switch (attribute.type) {
    case 'boolean':
      return "'true' | 'false'";
    case 'number':
      return 'number';
    case 'json':
      return 'string (JSON)';
    default:
      return 'string';
  }
}

function attributeText(attribute: AttributeDeclaration): string {
  return attribute.required ? `${attribute.description} Verplicht.` : attribute.description;
}

export function customElementsManifest(declarations: readonly ElementDeclaration[], theme: readonly ThemeProperty[]): Package {
  return {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules: declarations.map((d) => {
      const path = `widgets/${d.tag}/element.ts`;
      const element: CustomElementDeclaration = {
        kind: 'class',
        customElement: true,
        name: className(d.tag),
        tagName: d.tag,
        summary: d.title,
        description: d.summary,
        attributes: d.attributes.map((a) => ({
          name: a.name,
          type: { text: attributeType(a) },
          description: attributeText(a),
          ...(a.default === undefined ? {} : { default: a.default }),
        })),
        slots: [{ name: '', description: `Inhoud die de server al in het element zet: ${d.fallback}` }],
        cssProperties: theme.map((p) => ({ name: p.name, default: p.default, description: p.description })),
      };
      return {
        kind: 'javascript-module',
        path,
        declarations: [element],
        exports: [{ kind: 'custom-element-definition', name: d.tag, declaration: { name: element.name, module: path } }],
      };
    }),
  };
}

/** VS Code's HTML custom data, format 1.1 (settings: "html.customData": ["./dist/vscode.html-data.json"]). */
export function vscodeHtmlData(declarations: readonly ElementDeclaration[]) {
  return {
    version: 1.1,
    tags: declarations.map((d) => ({
      name: d.tag,
      description: { kind: 'markdown', value: `**${d.title}**\n\n${d.summary}\n\nVoorbeeld:\n\n\`\`\`html\n${d.example}\n\`\`\`` },
      attributes: d.attributes.map((a) => ({
        name: a.name,
        description: attributeText(a) + (a.default === undefined ? '' : ` Standaard: ${a.default}.`),
        ...(a.type === 'boolean' ? { values: [{ name: 'true' }, { name: 'false' }] } : {}),
      })),
      references: [{ name: 'Elementencatalogus', url: `/elementen#${d.tag}` }],
    })),
  };
}

export async function writeManifests(root = ROOT, outdir = join(root, 'dist')): Promise<string[]> {
  const declarations = await loadDeclarations(root);
  mkdirSync(outdir, { recursive: true });
  writeFileSync(
    join(outdir, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(declarations, readTheme(root)), null, 2)}\n`,
  );
  writeFileSync(join(outdir, 'vscode.html-data.json'), `${JSON.stringify(vscodeHtmlData(declarations), null, 2)}\n`);
  return declarations.map((d) => d.tag);
}
