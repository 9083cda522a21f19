// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $router } from '../../../shared/router';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// Smoke test: the custom element mounts the gift-card form in the light DOM, without login.
it('<sport-gift-card> shows the gift-card form at /cadeaubon', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const body = url.pathname === '/graphql' ? { data: { giftCardFlow: null } } : { message: 'Je bent niet ingelogd.' };
      return new Response(JSON.stringify(body), {
        status: url.pathname === '/graphql' ? 200 : 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  window.history.pushState({}, '', '/cadeaubon');
  $router.open('/cadeaubon');
  await import('../../../widgets/sport-gift-card/element');
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
