import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { propName, type ElementDeclaration } from './contract/element';

// The declaration's types live in shared/contract/element.ts (no DOM, no React), so the Node side
// (scripts/, demo-pages/) reads them without this file's browser code; declarations import them from here.
export type { AttributeDeclaration, AttributeType, ElementDeclaration } from './contract/element';
export { propName } from './contract/element';

/**
 * Registers a React component as a custom element (DESIGN.md "Custom elements"): light DOM, every
 * attribute declared with its type, and never defined twice (two bundles or a re-run on one page).
 */
export function defineElement(declaration: ElementDeclaration, component: ComponentType<never>): void {
  const { tag } = declaration;
  if (customElements.get(tag)) return;
  const props = Object.fromEntries(declaration.attributes.map((a) => [propName(a.name), a.type]));
  customElements.define(tag, r2wc(component as ComponentType<object>, { props: props as never }));
}
