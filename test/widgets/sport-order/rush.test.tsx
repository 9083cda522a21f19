// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItem, profile, EVENT_UUID } from '../../support/factories';
import { json } from '../../support/network';
import { changes, installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Held places and the waiting list in the order flow (docs/rules.md "Held places", "Waiting list"):
// the hold's end with its announcements at 5 and 1 minutes and the one button to keep the places;
// the sold-out page's waiting list; and an API without either keeps the old pages.
afterEach(() => {
  vi.useRealTimers();
  resetOrder();
});

// 08:37 UTC is 10:37 in Amsterdam (summer time)
const START = new Date('2027-06-01T08:37:00.000Z');
const live = () => document.querySelector('.sport-order__hold [aria-live="polite"]');

async function openStep1() {
  renderOrder('/order/voetbalkamp-zomer-2027');
  await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
  await settle();
}

describe('the hold timer', () => {
  it("shows 'tot 10:42' with the minutes really left, says nothing at first, then announces a change at 5 and at 1 minute", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(START);
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], holdExpiresAt: '2027-06-01T08:42:02.000Z' });
    await openStep1();
    expect(screen.getByText('We houden de plekken voor je vast tot 10:42.')).toBeInTheDocument();
    expect(screen.getByText('Nog 6 minuten.')).toBeInTheDocument();
    const region = live();
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent(/^$/);

    await act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Nog 5 minuten.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Je hebt nog 5 minuten om je bestelling af te ronden.');
    // not said again every second: the same text stays until the next announcement
    await act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Nog 4 minuten.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Je hebt nog 5 minuten om je bestelling af te ronden.');
    // the box's sentence is in the page once: the announcement does not repeat it
    expect(screen.getAllByText(/vast tot 10:42/)).toHaveLength(1);

    await act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(region).toHaveTextContent('Je hebt nog 1 minuut. Rond je bestelling af of houd je plekken langer vast.');
    expect(screen.getByText('Nog 1 minuut.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTime(60_000));
    expect(
      screen.getByText('We houden je plekken niet meer vast. Zijn er nog plekken vrij, dan kun je gewoon verder.', {
        selector: '.sport-order__hold-time',
      }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('De tijd is om.');
    // a hold that ran out cannot be kept longer
    expect(screen.queryByRole('button', { name: 'Langer vasthouden' })).toBeNull();
  });

  it('a page opened with 3 minutes left shows 3 minutes and announces nothing stale', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(START);
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], holdExpiresAt: '2027-06-01T08:40:00.000Z' });
    await openStep1();
    expect(screen.getByText('Nog 3 minuten.')).toBeInTheDocument();
    expect(screen.queryByText(/Nog 5 minuten/)).toBeNull();
    expect(live()).toHaveTextContent(/^$/);
    expect(screen.getAllByText(/vast tot 10:40/)).toHaveLength(1);
  });

  it('one button keeps the places for another hold period and says until when; a refusal says why', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(START);
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], holdExpiresAt: '2027-06-01T08:41:00.000Z' });
    let refuse = false;
    shop.override = (call) => {
      if (call.method !== 'POST' || call.path !== '/api/cart/hold') return undefined;
      if (refuse)
        return json(409, {
          message: 'Er zijn geen plekken meer vrij, dus we kunnen je plekken niet langer vasthouden. Rond je bestelling nu af.',
        });
      shop.holdExpiresAt = '2027-06-01T08:56:00.000Z';
      return undefined;
    };
    await openStep1();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Langer vasthouden' }));
    await settle();
    expect(changes().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart/hold']);
    expect(screen.getByText('We houden de plekken voor je vast tot 10:56.')).toBeInTheDocument();
    expect(live()).toHaveTextContent('Je plekken worden langer vastgehouden.');

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Langer vasthouden' }));
    await settle();
    expect(within(document.querySelector('.sport-order__hold')!).getByRole('alert')).toHaveTextContent(
      'Er zijn geen plekken meer vrij, dus we kunnen je plekken niet langer vasthouden. Rond je bestelling nu af.',
    );
    expect(screen.getByText('We houden de plekken voor je vast tot 10:56.')).toBeInTheDocument();
  });

  it('an API without hold_expires_at shows no timer and no button', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
    await openStep1();
    expect(screen.queryByText(/We houden de plekken/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Langer vasthouden' })).toBeNull();
  });
});

describe('the sold-out page', () => {
  it('offers the waiting list when the API keeps one: choose a child, join, see the place in line, announced', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')], stock: 0, waitingList: true });
    const joined: unknown[] = [];
    shop.override = (call) => {
      if (call.path === '/api/user/waiting-list') return json(200, { data: [] });
      if (call.method === 'POST' && call.path === `/api/events/${EVENT_UUID}/waiting-list`) {
        joined.push(call.body);
        const p1 = shop.profiles[0]!;
        return json(201, {
          data: [{ uuid: 'w-1', event_uuid: EVENT_UUID, profile: p1, position: 4, status: 'waiting', offer_expires_at: null }],
        });
      }
      return undefined;
    };
    renderOrder('/order/voetbalkamp-zomer-2027');
    await screen.findByRole('heading', { name: 'Dit evenement is uitverkocht' });
    await settle();
    expect(screen.getByText('Alle plekken voor Voetbalkamp Zomer 2027 zijn vergeven.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Zet je kind op de wachtlijst' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Zet op de wachtlijst' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Kies minstens één kind voor de wachtlijst.');
    await user.click(within(panel).getByRole('checkbox', { name: 'Sem de Vries' }));
    await user.click(within(panel).getByRole('button', { name: 'Zet op de wachtlijst' }));
    await settle();
    expect(joined).toEqual([{ profile_ids: ['p1'] }]);
    expect(within(panel).getByText('Sem: plek 4 op de wachtlijst')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Je staat op de wachtlijst. We mailen je als er een plek vrijkomt.');
    expect(within(panel).queryByRole('checkbox', { name: 'Sem de Vries' })).toBeNull();
  });

  it('an API without waiting_list keeps the old sold-out text and asks nothing about a list', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], stock: 0 });
    renderOrder('/order/voetbalkamp-zomer-2027');
    await screen.findByRole('heading', { name: 'Dit evenement is uitverkocht' });
    await settle();
    expect(
      screen.getByText('Alle plekken voor Voetbalkamp Zomer 2027 zijn vergeven. Je kunt je kind hiervoor niet meer inschrijven.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zet je kind op de wachtlijst' })).toBeNull();
    expect(shop.calls.some((c) => c.path.includes('waiting-list'))).toBe(false);
  });
});
