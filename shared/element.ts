import { createElement, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { propName, type ElementDeclaration } from './contract/element';
import { readAttributes } from './attributes';

// The declaration's types live in shared/contract/element.ts (no DOM, no React), so the Node side
// (scripts/, demo-pages/) reads them without this file's browser code; declarations import them from here.
export type { AttributeDeclaration, AttributeType, ElementDeclaration } from './contract/element';
export { propName } from './contract/element';

/**
 * Registers a React component as a custom element (docs/architecture.md "Custom elements"): light DOM, every
 * attribute declared, and never defined twice (two bundles or a re-run on one page). r2wc only watches
 * the attributes (as strings, so a change re-renders); their values come from shared/attributes.ts, the
 * one reader with the editor's warning, and r2wc's own parsing ("ja" silently false) is never used.
 */
export function defineElement(declaration: ElementDeclaration, component: ComponentType<never>): void {
  const { tag } = declaration;
  if (customElements.get(tag)) return;
  const props = Object.fromEntries(declaration.attributes.map((a) => [propName(a.name), 'string']));
  const Component = component as ComponentType<Record<string, unknown>>;
  const ReadAttributes = ({ container }: { container: HTMLElement }) =>
    createElement(Component, { ...readAttributes(container, declaration), container });
  customElements.define(tag, r2wc(ReadAttributes, { props: props as never }));
}
