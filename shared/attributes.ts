// The one way an element reads its attributes (docs/architecture.md "Custom elements"): every value an editor
// writes goes through readAttributes() with the element's declaration, so a boolean, a number or an
// id means the same on every element. An editor's mistake never breaks a page: the element keeps its
// content and says once, in one Dutch console line, which element and attribute to fix and how.
import { propName, type AttributeDeclaration, type ElementDeclaration } from './contract/element';

const warned = new WeakMap<Element, Set<string>>();

/** One console warning per element and attribute, naming both. */
export function warnEditor(host: Element, attribute: string, problem: string): void {
  const seen = warned.get(host) ?? new Set<string>();
  warned.set(host, seen);
  if (seen.has(attribute)) return;
  seen.add(attribute);
  console.warn(`[sport-shop] <${host.localName}> attribuut "${attribute}": ${problem}`);
}

/** An id from the CMS: letters, digits, - and _ (it becomes part of an anchor such as #faq-{id}). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function fallbackOf(declared: AttributeDeclaration): unknown {
  if (declared.default === undefined) return undefined;
  if (declared.type === 'boolean') return declared.default === 'true';
  if (declared.type === 'number') return Number(declared.default);
  return declared.default;
}

/**
 * The value of one declared attribute. Missing: its default (undefined without one; a required one
 * warns). A boolean is written out, "true" or "false" (r2wc would read "ja" as false and "yes" as true
 * without a word, and a bare attribute as false); anything else warns and gives the default.
 */
export function readAttribute(host: Element, declared: AttributeDeclaration): unknown {
  const { name } = declared;
  const raw = host.getAttribute(name);
  const fallback = fallbackOf(declared);
  if (raw === null || (raw.trim() === '' && declared.type !== 'boolean')) {
    const example = declared.format === 'id' ? '12' : '…';
    if (declared.required) warnEditor(host, name, `ontbreekt; geef het element bijvoorbeeld ${name}="${example}". De inhoud blijft staan.`);
    return fallback;
  }
  const invalid = (how: string) => {
    const instead = fallback === undefined ? 'De inhoud blijft staan.' : `Het element gebruikt nu "${String(fallback)}".`;
    warnEditor(host, name, `de waarde "${raw}" is ongeldig; ${how}. ${instead}`);
    return fallback;
  };
  switch (declared.type) {
    case 'boolean':
      if (raw === 'true') return true;
      if (raw === 'false') return false;
      return invalid(`schrijf ${name}="true" of ${name}="false"`);
    case 'number': {
      const number = Number(raw);
      return Number.isFinite(number) ? number : invalid('schrijf een getal, bijvoorbeeld 3');
    }
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return invalid('schrijf geldige JSON');
      }
    default:
      if (declared.format === 'id' && !ID.test(raw)) return invalid('gebruik alleen letters, cijfers, - en _');
      return raw;
  }
}

/** Every declared attribute of `host`, under the camelCase prop name the component takes. */
export function readAttributes(host: Element, declaration: ElementDeclaration): Record<string, unknown> {
  return Object.fromEntries(declaration.attributes.map((a) => [propName(a.name), readAttribute(host, a)]));
}
