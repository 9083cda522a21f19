// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

// The loader imports a widget's chunk only when its element is on the page, also when it is added later.
describe('widgets/loader.ts', () => {
  it('defines nothing on a page without widget elements, and loads <sport-account> once it is added', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Je bent niet ingelogd.' }), { status: 401 })),
    );
    window.history.pushState({}, '', '/account/login');
    await import('../../widgets/loader');
    await new Promise((r) => setTimeout(r, 50));
    expect(customElements.get('sport-account')).toBeUndefined();

    document.body.innerHTML = '<main><sport-account></sport-account></main>';
    await vi.waitFor(() => expect(customElements.get('sport-account')).toBeDefined(), { timeout: 5000 });
    await vi.waitFor(() => expect(document.querySelector('sport-account h1')?.textContent).toBe('Inloggen'), { timeout: 5000 });
    vi.unstubAllGlobals();
  });
});
