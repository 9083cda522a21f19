// What the gift-card widget's component tests share: the CMS flow, fetch stubbed at the network edge
// (the CMS answers the flow, POST /api/gift-card a payment page; a test may answer a call itself), the
// stores reset between tests, and the form's controls.
import { vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { $router } from '../../../shared/router';
import { $error, $formErrors } from '../../../shared/stores/ui';
import { emptyFormErrors } from '../../../shared/errors';
import type { GiftCardFlow } from '../../../shared/cms/gift-card-flow';
import { SportGiftCard } from '../../../widgets/sport-gift-card/sport-gift-card';
import { $balance } from '../../../widgets/sport-gift-card/stores/balance';
import { clearDraft } from '../../../widgets/sport-gift-card/stores/draft';
import { $paying } from '../../../widgets/sport-gift-card/stores/payment';
import { $result } from '../../../widgets/sport-gift-card/stores/result';

export const flow: GiftCardFlow = {
  headerImage: {
    alt: 'Een ingepakt cadeau',
    sources: [375, 750, 1200, 1500, 1920, 2400].map((width) => ({ width, url: `/img/cadeau.svg?w=${width}` })),
  },
  headerContent: { blockTitle: 'Cadeaubon', blockSubTitle: null, blockText: null, underText: null },
  giftcardOptions: [{ amount: 25 }, { amount: 50 }, { amount: 100 }],
  textCards: [{ blockTitle: 'Een jaar geldig', blockSubTitle: null, blockText: '<p>Geldig.</p>', underText: null }],
  textSucces: {
    blockTitle: 'Bedankt voor je bestelling!',
    blockSubTitle: 'Je cadeaubon is besteld',
    blockText: '<p>De code is onderweg.</p>',
    underText: null,
  },
  textFailed: {
    blockTitle: 'De betaling is niet gelukt',
    blockSubTitle: null,
    blockText: '<p>Er is niets afgeschreven. Probeer het opnieuw.</p>',
    underText: null,
  },
};

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** For the file's beforeEach: stubs fetch; `answer` sees every call first and may answer it. */
export function stubNetwork(answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined): void {
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
      const custom = answer(call);
      if (custom) return custom;
      if (call.path === '/graphql') return json(200, { data: { giftCardFlow: flow } });
      if (call.path === '/api/gift-card' && call.method === 'POST')
        return json(200, { data: { payment_url: 'http://localhost/dev/checkout/tr_1', giftcard: 'g-1' } });
      return json(404, { message: 'Dit bestaat niet.' });
    }),
  );
}

/** For the file's afterEach. */
export function resetGiftCard(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearDraft();
  $result.set({ status: 'loading' });
  $balance.set({ status: 'idle' });
  $paying.set('idle');
  $error.set([]);
  $formErrors.set(emptyFormErrors);
  sessionStorage.clear();
}

export async function settle() {
  await act(async () => {
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
  });
}

export async function openAt(path: string) {
  window.history.pushState({}, '', path);
  $router.open(path);
  const view = render(<SportGiftCard />);
  await settle();
  return view;
}

export const next = () => screen.getByRole('button', { name: 'Verder' });
export const pay = () => screen.getByRole('button', { name: 'Betalen' });
export const ownGroup = () => screen.getByRole('group', { name: 'Jouw gegevens' });
export const recipientGroup = () => screen.getByRole('group', { name: 'Gegevens van de ontvanger' });
export const within = (group: HTMLElement, label: string) =>
  group.querySelector<HTMLInputElement>(
    `#${CSS.escape(Array.from(group.querySelectorAll('label')).find((l) => l.textContent?.startsWith(label))!.htmlFor)}`,
  )!;

/** A filled-in form: a € 50 card as a present from Els for Noah. */
export const complete = {
  amount: 50,
  gift: true,
  gift_first_name: 'Noah',
  gift_last_name: 'de Boer',
  gift_email: 'noah@example.nl',
  first_name: 'Els',
  last_name: 'Visser',
  email: 'els@example.nl',
};
