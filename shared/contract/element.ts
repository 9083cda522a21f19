// The declaration of a custom element as plain data, for editors who embed the elements: what
// widgets/<tag>/declaration.ts exports. No DOM and no React here, so the Node side (the build's
// manifest, the README table, the demo site's /elementen catalogue) can read it; shared/element.ts
// registers elements from it in the browser.

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** One attribute an editor may set on an element. r2wc maps the kebab-case name to the camelCase prop. */
export interface AttributeDeclaration {
  /** The HTML attribute, kebab-case (`event-uuid`). */
  readonly name: string;
  readonly type: AttributeType;
  /** The value it has when the attribute is left out, as an editor would write it ('false'); none when required. */
  readonly default?: string;
  readonly required?: boolean;
  /** 'id': a string of letters, digits, - and _ only (an id from the CMS); shared/attributes.ts checks it. */
  readonly format?: 'id';
  /** For editors, in Dutch: what it does and which values it takes. */
  readonly description: string;
}

/**
 * The one declaration of a custom element: registration, the README
 * table, the /elementen catalogue and dist/custom-elements.json all read it, so none can drift from
 * the code. Lives in `widgets/<tag>/declaration.ts` as plain data (no React), so Node can read it too.
 */
export interface ElementDeclaration {
  readonly tag: `sport-${string}`;
  /** Short Dutch name for editors ('Evenement-inschrijving'). */
  readonly title: string;
  /** Dutch: what the element shows and where an editor places it. */
  readonly summary: string;
  readonly attributes: readonly AttributeDeclaration[];
  /** Dutch: the server-rendered content the element expects inside it (shown before and without script). */
  readonly fallback: string;
  /** A complete HTML example an editor can paste. */
  readonly example: string;
  /**
   * For an element that reads its route from the address: the address on which the catalogue shows
   * its live example (in a frame), e.g. '/account/login'. Without it the example is shown in place.
   */
  readonly demoPath?: string;
}

/** kebab-case attribute → the camelCase prop r2wc passes to the component. */
export function propName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
