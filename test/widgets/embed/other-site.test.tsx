// @vitest-environment happy-dom
// The anonymous elements on a club site of another registrable domain (README "Embed the widgets on your
// site"): the shop's session is not this page's to know, so the navigation asks no user and links to the
// shop's own account page, the sign-up block sends the parent to the shop's own order page, and the
// stock read carries no cookie (the shop answers it to anyone, server/http/cors.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { $user } from '../../../shared/stores/session';
import { SportNavigation } from '../../../widgets/sport-navigation/sport-navigation';
import { SportEventSignup } from '../../../widgets/sport-event-signup/sport-event-signup';
import { forgetStocks } from '../../../widgets/sport-event-signup/stores/stock';

const SHOP = 'https://shop.sportkamp.nl';
const requests: { url: string; credentials: RequestCredentials | undefined }[] = [];

function place(tag: string, html: string) {
  const host = document.createElement(tag);
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

beforeEach(() => {
  document.head.innerHTML = `<meta name="sport-shop:api" content="${SHOP}/api">`;
  requests.length = 0;
  forgetStocks();
  $user.set(undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      requests.push({ url: request.url, credentials: init?.credentials ?? request.credentials });
      if (request.url.endsWith('/stock')) return new Response(JSON.stringify({ data: { stock: 3 } }), { status: 200 });
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  await allTasks();
  vi.unstubAllGlobals();
});

describe('on a page that does not hold the shop’s pages', () => {
  it('the navigation asks no user and links its account button to the shop’s own account page', async () => {
    const host = place(
      'sport-navigation',
      `<nav aria-label="Hoofdmenu"><a href="/">De Club</a><ul><li><a href="/nieuws">Nieuws</a></li></ul><a class="site-nav__account" href="/account"><span>Account</span></a></nav>`,
    );
    render(<SportNavigation container={host} />, { container: host });
    await allTasks();
    const account = screen.getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', `${SHOP}/account`);
    expect(account).not.toHaveAttribute('aria-busy');
    expect(requests).toEqual([]);
  });

  /** The sign-up block as the page serves it, its button linking to `orderUrl`, mounted as the element does. */
  async function renderSignUp(orderUrl: string) {
    const host = place(
      'sport-event-signup',
      `<div class="event-signup" data-label-sign-up="Inschrijven" data-label-sold-out="Uitverkocht" data-label-ended="Afgelopen"><p class="event-signup__price">EUR 45 per kind</p><a class="event-signup__button" href="${orderUrl}">Inschrijven</a></div>`,
    );
    render(<SportEventSignup eventUuid="ev-1" slug="keeper" container={host} />, { container: host });
    await allTasks();
  }

  it('the sign-up block links to the shop’s order page and reads the stock without cookies', async () => {
    await renderSignUp(`${SHOP}/order/keeper`);
    expect(await screen.findByText('Nog 3 plekken')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', `${SHOP}/order/keeper`);
    expect(requests).toEqual([{ url: `${SHOP}/api/events/ev-1/stock`, credentials: 'omit' }]);
  });

  it('a site that holds the shop’s pages itself (sport-shop:pages) keeps the session check and its own addresses', async () => {
    document.head.insertAdjacentHTML('beforeend', `<meta name="sport-shop:pages" content="${location.origin}">`);
    await renderSignUp(`/order/keeper`);
    expect(await screen.findByText('Nog 3 plekken')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', '/order/keeper');
    expect(requests).toEqual([{ url: `${SHOP}/api/events/ev-1/stock`, credentials: 'include' }]);
  });
});
