// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineElement } from '../../shared/element';

function Hello({ firstName }: { firstName?: string }) {
  return <p>Hallo {firstName}</p>;
}

const hello = {
  tag: 'sport-hello',
  title: 'Hallo',
  summary: 'Zegt hallo.',
  attributes: [{ name: 'first-name', type: 'string', description: 'De naam.' }],
  fallback: 'Niets.',
  example: '<sport-hello first-name="Sanne"></sport-hello>',
} as const;

describe('defineElement', () => {
  it('registers a light-DOM element with its declared attribute, and never defines a tag twice', async () => {
    defineElement(hello, Hello);
    const first = customElements.get('sport-hello');
    expect(() => defineElement(hello, Hello)).not.toThrow();
    expect(customElements.get('sport-hello')).toBe(first);

    document.body.innerHTML = '<sport-hello first-name="Sanne"></sport-hello>';
    const element = document.querySelector('sport-hello')!;
    await expect.poll(() => element.textContent).toBe('Hallo Sanne');
    expect(element.shadowRoot).toBeNull();
  });
});
