// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { SportEventSignup, type SportEventSignupProps } from '../../../widgets/sport-event-signup/sport-event-signup';
import { forgetStocks } from '../../../widgets/sport-event-signup/stores/stock';

// The server-rendered block of demo-pages/templates/events.ts (an open event).
const FALLBACK = `<div class="event-signup event-signup--panel" data-label-sign-up="Schrijf je in" data-label-sold-out="Helaas vol" data-label-ended="Voorbij">
  <p class="event-signup__price">EUR 45 per kind</p>
  <a class="button button--accent button--large event-signup__button" href="/order/keeper">Schrijf je in</a>
</div>`;

const stockCalls: string[] = [];
let stockAnswer: (uuid: string) => Response | Promise<Response>;

function mount(props: SportEventSignupProps = { eventUuid: 'ev-1', slug: 'keeper' }) {
  const host = document.createElement('sport-event-signup');
  host.innerHTML = FALLBACK;
  document.body.append(host);
  render(<SportEventSignup {...props} container={host} />, { container: host });
  return host;
}

/** The block as a page of another site renders it, its link absolute to the shop's pages. */
function mountWithHref(href: string) {
  const host = document.createElement('sport-event-signup');
  host.innerHTML = FALLBACK.replace('href="/order/keeper"', `href="${href}"`);
  document.body.append(host);
  render(<SportEventSignup eventUuid="ev-1" slug="keeper" container={host} />, { container: host });
}

beforeEach(() => {
  forgetStocks();
  stockCalls.length = 0;
  stockAnswer = () => new Response(JSON.stringify({ data: { stock: 40 } }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      const match = url.pathname.match(/^\/api\/events\/([^/]+)\/stock$/);
      if (!match) return new Response('{}', { status: 404 });
      stockCalls.push(match[1]!);
      return stockAnswer(match[1]!);
    }),
  );
});

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await allTasks();
  vi.unstubAllGlobals();
});

const stock = (n: number) => () => new Response(JSON.stringify({ data: { stock: n } }), { status: 200 });

describe('<sport-event-signup> (spec §2 "Event sign-up block", §4 "Event sign-up button")', () => {
  it("keeps the server's price and links the CMS 'sign_up' label to /order/{slug} while places are left", async () => {
    mount();
    expect(screen.getByText('EUR 45 per kind')).toHaveClass('event-signup__price');
    await allTasks();
    const link = screen.getByRole('link', { name: 'Schrijf je in' });
    expect(link).toHaveAttribute('href', '/order/keeper');
    expect(link).toHaveClass('button', 'button--accent', 'button--large', 'event-signup__button');
    expect(screen.queryByText(/^Nog \d/)).toBeNull();
    expect(stockCalls).toEqual(['ev-1']);
  });

  it("says 'Nog 3 plekken' beside the button with 3 places left, 'Nog 1 plek' with one", async () => {
    stockAnswer = stock(3);
    mount();
    expect(await screen.findByText('Nog 3 plekken')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schrijf je in' })).toBeInTheDocument();
    cleanup();
    forgetStocks();
    stockAnswer = stock(1);
    mount();
    expect(await screen.findByText('Nog 1 plek')).toBeInTheDocument();
  });

  it("shows no count with 6 places left, and 'Nog 5 plekken' with 5", async () => {
    stockAnswer = stock(6);
    mount();
    await allTasks();
    expect(screen.queryByText(/^Nog \d/)).toBeNull();
    cleanup();
    forgetStocks();
    stockAnswer = stock(5);
    mount();
    expect(await screen.findByText('Nog 5 plekken')).toBeInTheDocument();
  });

  it("disables the button with the 'sold_out' label at 0 places, and says why to a screen reader", async () => {
    stockAnswer = stock(0);
    mount();
    const button = await screen.findByRole('button', { name: 'Helaas vol' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Er zijn geen plekken meer vrij.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('EUR 45 per kind')).toBeInTheDocument();
  });

  it("sold out with a waiting list: 'Vol – zet je op de wachtlijst' links to the order page's list instead of a dead button", async () => {
    stockAnswer = () => new Response(JSON.stringify({ data: { stock: 0, waiting_list: true } }), { status: 200 });
    mount();
    const link = await screen.findByRole('link', { name: 'Vol – zet je op de wachtlijst' });
    expect(link).toHaveAttribute('href', '/order/keeper');
    expect(link).not.toHaveClass('button--accent');
    expect(screen.queryByRole('button')).toBeNull();
    // an API without the field (the test above) keeps the disabled 'sold_out' button
  });

  it('counts stock below 0 as sold out (spec §4)', async () => {
    stockAnswer = stock(-2);
    mount();
    expect(await screen.findByRole('button', { name: 'Helaas vol' })).toBeDisabled();
  });

  it('never says sold out when the places could not be loaded: a malformed answer, a server error, no network, a wrong address', async () => {
    const unknowns: Array<() => Response | Promise<Response>> = [
      () => new Response(JSON.stringify({ data: { stock: 'veel' } }), { status: 200 }),
      () => new Response('{"message":"Serverfout"}', { status: 500 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<!doctype html><title>Niet gevonden</title>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ];
    for (const answer of unknowns) {
      cleanup();
      forgetStocks();
      stockAnswer = answer;
      mount();
      await allTasks();
      const link = screen.getByRole('link', { name: 'Schrijf je in' });
      expect(link).toHaveAttribute('href', '/order/keeper');
      expect(screen.queryByRole('button', { name: 'Helaas vol' })).toBeNull();
      expect(screen.queryByText(/vol|uitverkocht/i)).toBeNull();
    }
  });

  it("keeps the server's own link when the places cannot be loaded from a wrong API address", async () => {
    const api = document.createElement('meta');
    api.name = 'sport-shop:api';
    document.head.append(api);
    try {
      // the editor's typo: the API, and with it the shop's pages, worked out to an address that does not answer
      api.content = 'https://shop.example.nl/apii';
      stockAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
      mountWithHref('https://www.sportkamp.example/order/keeper');
      await allTasks();
      expect(screen.getByRole('link', { name: 'Schrijf je in' })).toHaveAttribute('href', 'https://www.sportkamp.example/order/keeper');
      // with the places loaded the address is proven, and the link goes to the shop's pages as before
      cleanup();
      forgetStocks();
      api.content = 'https://shop.example.nl/api';
      stockAnswer = stock(40);
      mountWithHref('https://www.sportkamp.example/order/keeper');
      await allTasks();
      expect(screen.getByRole('link', { name: 'Schrijf je in' })).toHaveAttribute('href', 'https://shop.example.nl/order/keeper');
    } finally {
      api.remove();
    }
  });

  it("disables the button with the 'ended' label for an ended event, without asking the stock", async () => {
    mount({ eventUuid: 'ev-1', slug: 'keeper', ended: true });
    const button = screen.getByRole('button', { name: 'Voorbij' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Dit evenement is afgelopen, inschrijven kan niet meer.');
    await allTasks();
    expect(stockCalls).toEqual([]);
  });

  it('shows the server state while the stock loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stockAnswer = () => held.then(stock(0)) as unknown as Response;
    mount();
    expect(screen.getByRole('link', { name: 'Schrijf je in' })).toHaveAttribute('href', '/order/keeper');
    release();
    expect(await screen.findByRole('button', { name: 'Helaas vol' })).toBeDisabled();
  });

  it('makes one stock request for two blocks of one event', async () => {
    stockAnswer = stock(2);
    mount();
    mount();
    await waitFor(() => expect(screen.getAllByText('Nog 2 plekken')).toHaveLength(2));
    expect(stockCalls).toEqual(['ev-1']);
  });
});

describe('<sport-event-signup> before sign-up opens (docs/rules.md "Sales opening")', () => {
  const OPENS = '2027-03-01T19:00:00.000Z'; // maandag 1 maart, 20:00 in Amsterdam
  /** The stock answer as the server gives it before the opening: the moment and the server's clock. */
  const beforeOpening = (serverNow: string) => () =>
    new Response(JSON.stringify({ data: { stock: 40, waiting_list: true, sales_open_at: OPENS, now: serverNow } }), { status: 200 });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says from when with a live countdown, and turns the button live at the moment without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2027-03-01T18:58:55.000Z'));
    stockAnswer = beforeOpening('2027-03-01T18:58:55.000Z');
    mount();
    await vi.waitFor(() => expect(screen.getByText(/^Inschrijven kan vanaf maandag 1 maart, 20:00/)).toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Schrijf je in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Inschrijven kan vanaf maandag 1 maart, 20:00/);
    expect(screen.getByText('(nog 1:05)')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('(nog 1:00)')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('(nog 0:01)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('link', { name: 'Schrijf je in' })).toHaveAttribute('href', '/order/keeper');
    expect(screen.queryByText(/Inschrijven kan vanaf/)).toBeNull();
    expect(stockCalls).toEqual(['ev-1']);
  });

  it('a browser clock that runs ahead does not open it early: the server’s clock counts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // the browser thinks it is 20:01 already; the server says 19:59:30
    vi.setSystemTime(new Date('2027-03-01T19:01:00.000Z'));
    stockAnswer = beforeOpening('2027-03-01T18:59:30.000Z');
    mount();
    await vi.waitFor(() => expect(screen.getByText('(nog 0:30)')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Schrijf je in' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('button', { name: 'Schrijf je in' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('link', { name: 'Schrijf je in' })).toBeInTheDocument();
  });
});
