import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';

type R2wcType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Registers a React component as a custom element (DESIGN.md "Custom elements"): light DOM, every
 * attribute declared with its type, and never defined twice (two bundles or a re-run on one page).
 */
export function defineElement<Props extends object>(
  tag: `sport-${string}`,
  component: ComponentType<Props>,
  props: { [K in keyof Props]?: R2wcType } = {},
): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, r2wc(component, { props: props as never }));
}
