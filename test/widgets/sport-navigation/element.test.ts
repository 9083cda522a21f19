// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';

// Smoke test: the custom elements register, read their server-rendered content and draw it again.
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('<sport-navigation> keeps the site links and turns the account button into Login for a visitor', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Je bent niet ingelogd.' }), { status: 401 })),
  );
  await import('../../../widgets/sport-navigation/element');
  document.body.innerHTML = `<header><sport-navigation><nav class="site-nav" aria-label="Hoofdmenu">
    <a class="site-nav__brand" href="/">Sportkamp Vooruit</a>
    <ul class="site-nav__links"><li><a class="site-nav__link" href="/evenementen">Evenementen</a></li></ul>
    <a class="site-nav__account" href="/account"><span>Account</span></a></nav></sport-navigation></header>`;
  const element = document.querySelector('sport-navigation')!;
  await waitFor(() => expect(element.querySelector('.sport-navigation__burger')).not.toBeNull());
  expect(element.shadowRoot).toBeNull();
  expect(element.querySelector('.site-nav__link')?.getAttribute('href')).toBe('/evenementen');
  await waitFor(() => expect(element.querySelector('.site-nav__account')?.getAttribute('href')).toBe('/account/login'));
});
