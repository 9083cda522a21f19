// dist/custom-elements.json and dist/vscode.html-data.json:
// the manifest validates against the published schema, lists every element the loader registers with
// every attribute its component reads, and the attribute check fails on an undeclared prop.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { Package, CustomElementDeclaration } from 'custom-elements-manifest/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, declarationFolders, loadDeclarations } from '../../demo-pages/lib/declarations';
import { SCHEMA_VERSION, writeManifests } from '../../scripts/manifest';
import { attributeProblems, componentProps } from '../../scripts/attributes';
import type { ElementDeclaration } from '../../shared/contract/element';

const schema = createRequire(import.meta.url)('custom-elements-manifest/schema.json') as object;

/** The tags widgets/loader.ts maps to a chunk: `'sport-x': () => import('./sport-x/element')`. */
function loaderTags(): string[] {
  const loader = readFileSync(join(ROOT, 'widgets/loader.ts'), 'utf8');
  return [...loader.matchAll(/'(sport-[a-z0-9-]+)'\s*:\s*\(\)\s*=>\s*import\('\.\/\1\/element'\)/g)].map((m) => m[1]!).sort();
}

function elements(manifest: Package): CustomElementDeclaration[] {
  return manifest.modules.flatMap((m) => (m.declarations ?? []) as CustomElementDeclaration[]);
}

let dir: string;
let manifest: Package;
let declarations: ElementDeclaration[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sport-manifest-'));
  await writeManifests(ROOT, dir);
  manifest = JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8')) as Package;
  declarations = await loadDeclarations();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dist/custom-elements.json', () => {
  it('validates against the Custom Elements Manifest schema of the custom-elements-manifest package', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(manifest.schemaVersion).toBe(SCHEMA_VERSION);
    // the validator is not a rubber stamp: a malformed manifest fails
    expect(validate({ schemaVersion: SCHEMA_VERSION, modules: [{ kind: 'javascript-module', declarations: [{ kind: 'class' }] }] })).toBe(
      false,
    );
  });

  it('lists every element the loader registers, and each loader tag has a declaration folder', () => {
    const tags = loaderTags();
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(declarationFolders()).toEqual(tags);
    expect(
      elements(manifest)
        .map((e) => e.tagName)
        .sort(),
    ).toEqual(tags);
  });

  it('lists every declared attribute with its type, default and Dutch description, and the theme properties', () => {
    for (const d of declarations) {
      const element = elements(manifest).find((e) => e.tagName === d.tag)!;
      expect(element.summary).toBe(d.title);
      expect(element.attributes?.map((a) => a.name)).toEqual(d.attributes.map((a) => a.name));
      for (const a of d.attributes) {
        const listed = element.attributes!.find((x) => x.name === a.name)!;
        expect(listed.description).toContain(a.description);
        expect(listed.default).toBe(a.default);
      }
      expect(element.cssProperties?.map((p) => p.name)).toContain('--sport-color-primary');
    }
    const account = elements(manifest).find((e) => e.tagName === 'sport-account')!;
    expect(account.attributes).toContainEqual(
      expect.objectContaining({ name: 'footer', default: 'false', type: { text: "'true' | 'false'" } }),
    );
  });

  it('writes VS Code HTML custom data with every element and attribute', () => {
    const data = JSON.parse(readFileSync(join(dir, 'vscode.html-data.json'), 'utf8')) as {
      version: number;
      tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    };
    expect(data.version).toBe(1.1);
    expect(data.tags.map((t) => t.name).sort()).toEqual(loaderTags());
    const footer = data.tags.find((t) => t.name === 'sport-account')!.attributes.find((a) => a.name === 'footer');
    expect(footer?.values).toEqual([{ name: 'true' }, { name: 'false' }]);
  });
});

describe('every attribute a component reads is declared', () => {
  // one TypeScript program for the registered elements and the fixture: building a program is most of
  // the cost (about 10 s), reading another file's props in it is not
  const fixture = join(ROOT, 'test/scripts/fixtures/sport-fixture/element.ts');
  let reports: ReturnType<typeof componentProps> | undefined;
  const propsOf = (files: string[]) => {
    reports ??= componentProps(ROOT, [...loaderTags().map((tag) => join(ROOT, 'widgets', tag, 'element.ts')), fixture]);
    return files.map((file) => reports!.find((r) => r.file === file)!);
  };

  it('holds for every registered element (props type read with the TypeScript compiler)', () => {
    const tags = loaderTags();
    const reports = propsOf(tags.map((tag) => join(ROOT, 'widgets', tag, 'element.ts')));
    const problems = reports.flatMap((report, i) => {
      const tag = tags[i]!;
      const declaration = declarations.find((d) => d.tag === tag)!;
      return attributeProblems(
        tag,
        report.props,
        declaration.attributes.map((a) => a.name),
      );
    });
    expect(problems).toEqual([]);
    expect(reports.find((r) => r.file.endsWith('sport-account/element.ts'))?.props).toEqual(['footer']);
  }, 60_000);

  it('fails for a component that reads a prop its declaration forgets', async () => {
    const [report] = propsOf([fixture]);
    expect(report!.props).toEqual(['eventUuid', 'showPrice']);
    const { declaration } = await import('./fixtures/sport-fixture/declaration');
    expect(
      attributeProblems(
        'sport-fixture',
        report!.props,
        declaration.attributes.map((a) => a.name),
      ),
    ).toEqual([
      "<sport-fixture> reads the prop 'showPrice', but its declaration has no attribute for it (add it to widgets/sport-fixture/declaration.ts)",
    ]);
  }, 60_000);
});
