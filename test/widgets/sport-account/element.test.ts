// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { resetAccountState } from './helpers';

// Smoke test: the custom element registers and mounts the widget (docs/architecture.md "Tests").
beforeEach(resetAccountState);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('<sport-account> on /account/login shows the login heading', async () => {
  vi.stubGlobal('fetch', vi.fn());
  window.history.replaceState({}, '', '/account/login');
  const { $router } = await import('../../../shared/router');
  $router.open('/account/login');
  await import('../../../widgets/sport-account/element');
  expect(customElements.get('sport-account')).toBeDefined();

  const element = document.createElement('sport-account');
  element.innerHTML = '<p>Bezig met laden…</p>';
  document.body.append(element);
  await waitFor(() => expect(element.querySelector('h1')?.textContent).toBe('Inloggen'));
  // light DOM, so the site's styles apply; the fallback content is replaced
  expect(element.shadowRoot).toBeNull();
  expect(element.textContent).not.toContain('Bezig met laden…');
});
