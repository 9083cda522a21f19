// What the gift-card element's tests share: a page at /cadeaubon with the element's script loaded,
// fetch stubbed at the network edge (the CMS answers the flow; the API: nobody is logged in).
import { vi } from 'vitest';
import { $router } from '../../../shared/router';

/** Stubs fetch: GraphQL answers `flow` as giftCardFlow (once `held` has resolved, when given); the API 401. */
export function stubGiftCardApi(flow: unknown, held?: Promise<void>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (held && url.pathname === '/graphql') await held;
      const body = url.pathname === '/graphql' ? { data: { giftCardFlow: flow } } : { message: 'Je bent niet ingelogd.' };
      return new Response(JSON.stringify(body), {
        status: url.pathname === '/graphql' ? 200 : 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

/** The page's address is /cadeaubon and the element's script has run (it registers <sport-gift-card>). */
export async function loadOnGiftCardPage(): Promise<void> {
  window.history.pushState({}, '', '/cadeaubon');
  $router.open('/cadeaubon');
  await import('../../../widgets/sport-gift-card/element');
}
