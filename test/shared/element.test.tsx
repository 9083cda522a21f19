// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineElement } from '../../shared/element';

function Hello({ name }: { name?: string }) {
  return <p>Hallo {name}</p>;
}

describe('defineElement', () => {
  it('registers a light-DOM element with its declared attribute, and never defines a tag twice', async () => {
    defineElement('sport-hello', Hello, { name: 'string' });
    const first = customElements.get('sport-hello');
    expect(() => defineElement('sport-hello', Hello, { name: 'string' })).not.toThrow();
    expect(customElements.get('sport-hello')).toBe(first);

    document.body.innerHTML = '<sport-hello name="Sanne"></sport-hello>';
    const element = document.querySelector('sport-hello')!;
    await expect.poll(() => element.textContent).toBe('Hallo Sanne');
    expect(element.shadowRoot).toBeNull();
  });
});
