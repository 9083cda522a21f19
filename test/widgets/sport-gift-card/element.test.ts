// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { loadOnGiftCardPage, stubGiftCardApi } from './element-page';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// Smoke test: the custom element mounts the gift-card form in the light DOM, without login.
it('<sport-gift-card> shows the gift-card form at /cadeaubon', async () => {
  stubGiftCardApi(null);
  await loadOnGiftCardPage();
  expect(customElements.get('sport-gift-card')).toBeDefined();
  document.body.innerHTML = '<sport-gift-card><p>Bezig met laden…</p></sport-gift-card>';
  const element = document.querySelector('sport-gift-card')!;
  await waitFor(() => expect(element.querySelector('h2')?.textContent).toBe('Cadeaubon bestellen'), { timeout: 5000 });
  expect(element.shadowRoot).toBeNull();
  expect(element.querySelector('h1')?.textContent).toBe('Cadeaubon');
  // spec §9: without CMS options the default amounts
  expect([...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => r.value)).toEqual([
    '25',
    '50',
    '100',
    '175',
    '275',
  ]);
  expect(document.documentElement.classList.contains('sport-gift-card-style')).toBe(true);
});
