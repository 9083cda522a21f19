// Editors' safety for the content blocks (issue 12 item 5): an editor's mistake in an attribute must
// never break a page. The element keeps the server-rendered content and tells the editor once, in the
// console, which element and which attribute to fix.

const warned = new WeakMap<Element, Set<string>>();

/** One console warning per element and attribute, naming both. */
export function warnEditor(host: Element, attribute: string, problem: string): void {
  const seen = warned.get(host) ?? new Set<string>();
  warned.set(host, seen);
  if (seen.has(attribute)) return;
  seen.add(attribute);
  console.warn(`[sport-shop] <${host.localName}> attribuut "${attribute}": ${problem}`);
}

/**
 * A written-out boolean attribute (BRIEF: `autoplay="true"`). r2wc reads "ja" as false and "yes" as
 * true without a word, so the element reads the raw value itself: anything but "true"/"false" warns
 * and falls back to the default.
 */
export function readFlag(host: Element, attribute: string, fallback: boolean): boolean {
  const raw = host.getAttribute(attribute);
  if (raw === null) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  warnEditor(host, attribute, `de waarde "${raw}" is ongeldig; schrijf ${attribute}="true" of ${attribute}="false". Het element gebruikt nu "${String(fallback)}".`);
  return fallback;
}

/** A required id-like attribute (letters, digits, - and _); null (with one warning) when missing or malformed. */
export function readId(host: Element, attribute: string): string | null {
  const raw = host.getAttribute(attribute);
  if (raw === null || raw.trim() === '') {
    warnEditor(host, attribute, `ontbreekt; geef het element bijvoorbeeld ${attribute}="12". De inhoud blijft staan.`);
    return null;
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) {
    warnEditor(host, attribute, `de waarde "${raw}" is ongeldig; gebruik alleen letters, cijfers, - en _. De inhoud blijft staan.`);
    return null;
  }
  return raw;
}
