// @vitest-environment happy-dom
// Its own file: the gift-card flow store is loaded once per page, as on a real page.
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { loadOnGiftCardPage, stubGiftCardApi } from './element-page';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// The page draws the header image in its fallback; the widget keeps it until the CMS flow
// is there, then draws the flow's own.
it("keeps the page's header image until the gift-card flow has come", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const flow = {
    headerImage: {
      alt: 'Een cadeau',
      sources: [375, 750, 1200, 1500, 1920, 2400].map((width) => ({ width, url: `/assets/img/cadeau.svg?w=${width}` })),
    },
    headerContent: null,
    giftcardOptions: [],
    textCards: [],
    textSucces: null,
    textFailed: null,
  };
  stubGiftCardApi(flow, held);
  await loadOnGiftCardPage();
  document.body.innerHTML = `<sport-gift-card><div class="sport-gift-card"><div class="sport-gift-card__header">
    <img class="sport-gift-card__header-image" src="/assets/img/page.svg?w=1200" srcset="/assets/img/page.svg?w=1200 1200w" sizes="100vw" width="2400" height="1000" alt="Van de pagina">
    <div class="sport-gift-card__header-content"><h1 class="sport-gift-card__header-title">Cadeaubon</h1></div></div>
    <div class="sport-gift-card__main"><p>Bezig met laden…</p></div></div></sport-gift-card>`;
  const element = document.querySelector('sport-gift-card')!;
  const img = () => element.querySelector<HTMLImageElement>('img.sport-gift-card__header-image');
  // mounted (the widget's spinner replaced the page's text), the page's picture still there
  await waitFor(() => expect(element.querySelector('.sport-spinner[role="status"]')).not.toBeNull(), { timeout: 5000 });
  expect(element.querySelector('.sport-gift-card__main > p')).toBeNull();
  expect(element.querySelector('.sport-gift-card__header-subtitle')?.textContent).toBe('Prijs van €\u00a025,00 tot €\u00a0275,00');
  expect(img()?.getAttribute('src')).toBe('/assets/img/page.svg?w=1200');
  release();
  await waitFor(() => expect(element.querySelector('h2')?.textContent).toBe('Cadeaubon bestellen'), { timeout: 5000 });
  expect(img()?.getAttribute('srcset')).toContain('/assets/img/cadeau.svg?w=2400 2400w');
  expect(img()?.getAttribute('alt')).toBe('Een cadeau');
});
