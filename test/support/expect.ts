import { expect } from 'vitest';

/** Each fragment stands in `text`: one `toContain` expectation per fragment, in this order. */
export function expectContains(text: string, fragments: readonly string[]): void {
  for (const fragment of fragments) expect(text).toContain(fragment);
}
