// Which props does each element's component read, and are they all declared? Reads the component's
// props TYPE with the TypeScript compiler (not a name convention): in widgets/<tag>/element.ts the
// second argument of defineElement(declaration, Component) is resolved to its type, and the
// properties of its first parameter are the props r2wc can pass. An attribute must be declared for
// r2wc to pass it at all (docs/architecture.md "Custom elements"), so a prop that is not declared is a bug: the
// editor can set it and nothing happens. The test in test/scripts/manifest.test.ts fails on either side.
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { propName } from '../shared/contract/element';

export interface PropsReport {
  /** element.ts that was read */
  file: string;
  /** the component's prop names (camelCase), sorted */
  props: string[];
}

function compilerOptions(root: string): ts.CompilerOptions {
  const path = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(path, (p) => ts.sys.readFile(p));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(path)).options;
}

/** The props of the component each element.ts registers. One program for all files (a few seconds). */
export function componentProps(root: string, elementFiles: readonly string[]): PropsReport[] {
  const program = ts.createProgram({ rootNames: [...elementFiles], options: { ...compilerOptions(root), noEmit: true } });
  const checker = program.getTypeChecker();
  return elementFiles.map((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file}: not found`);
    let component: ts.Expression | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement')
        component = node.arguments[1];
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (!component) throw new Error(`${file}: no defineElement(declaration, Component) call`);
    const signatures = checker.getTypeAtLocation(component).getCallSignatures();
    if (signatures.length === 0) throw new Error(`${file}: the component passed to defineElement is not a function component`);
    const props = new Set<string>();
    for (const signature of signatures) {
      const parameter = signature.getParameters()[0];
      if (!parameter) continue;
      const type = checker.getTypeOfSymbolAtLocation(parameter, component);
      for (const property of checker.getPropertiesOfType(checker.getApparentType(type))) props.add(property.name);
    }
    // not attributes: r2wc passes the host element itself as `container` (@r2wc/core's PropName
    // excludes it), and `children` would be the server-rendered fallback
    props.delete('container');
    props.delete('children');
    return { file, props: [...props].sort() };
  });
}

/** Problems between a component's props and its declared attributes (empty when they agree). */
export function attributeProblems(tag: string, props: readonly string[], declared: readonly string[]): string[] {
  const declaredProps = new Map(declared.map((name) => [propName(name), name]));
  const problems = props
    .filter((p) => !declaredProps.has(p))
    .map((p) => `<${tag}> reads the prop '${p}', but its declaration has no attribute for it (add it to widgets/${tag}/declaration.ts)`);
  for (const [prop, attribute] of declaredProps) {
    if (!props.includes(prop)) problems.push(`<${tag}> declares the attribute '${attribute}', but its component has no prop '${prop}'`);
  }
  return problems;
}
