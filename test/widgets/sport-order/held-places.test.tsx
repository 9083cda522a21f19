// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItem, profile, EVENT_UUID } from '../../support/factories';
import { json } from '../../support/network';
import { installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Places held in other families' carts (docs/rules.md "Held places", "Waiting list"): taken for now, not
// sold; and a child refused on step 1 because the last place went meanwhile can join the waiting list there.
afterEach(resetOrder);

const CART_FULL =
  'Er is geen plek meer vrij voor dit evenement. Zet je kind op de wachtlijst: komt er een plek vrij, dan krijg je een mail.';

describe('no place free, some held in other carts', () => {
  it("says the places are taken for now and when the first may come back, not 'uitverkocht', and offers the waiting list", async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], stock: 0, waitingList: true });
    shop.override = (call) => {
      if (call.path === '/api/user/waiting-list') return json(200, { data: [] });
      // 08:42 UTC is 10:42 in Amsterdam (summer time)
      if (call.path === `/api/events/${EVENT_UUID}/stock`)
        return json(200, { data: { stock: 0, waiting_list: true, held_until: '2099-06-01T08:42:00.000Z' } });
      return undefined;
    };
    renderOrder('/order/voetbalkamp-zomer-2027');
    expect(await screen.findByRole('heading', { name: 'Alle plekken zijn nu bezet' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByText(/uitverkocht|vergeven/)).toBeNull();
    expect(screen.getByText(/liggen in het winkelmandje van andere gezinnen\. .* de eerste om .*10:42\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zet je kind op de wachtlijst' })).toBeInTheDocument();
  });
});

describe('step 1: the third of three children refused', () => {
  it('offers the waiting list for the refused child right there, and joins it', async () => {
    installShop({
      profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries'), profile('p3', 'Daan', 'de Vries')],
      items: [cartItem('p1'), cartItem('p2')],
      stock: 2, // for this parent: the two places in their own cart, none free
      waitingList: true,
    });
    const joined: unknown[] = [];
    shop.override = (call) => {
      if (call.path === '/api/user/waiting-list') return json(200, { data: [] });
      if (call.method === 'POST' && call.path === '/api/cart') return json(422, { message: CART_FULL, errors: { items: [CART_FULL] } });
      if (call.method === 'POST' && call.path === `/api/events/${EVENT_UUID}/waiting-list`) {
        joined.push(call.body);
        const p3 = shop.profiles[2]!;
        return json(201, {
          data: [{ uuid: 'w-1', event_uuid: EVENT_UUID, profile: p3, position: 1, status: 'waiting', offer_expires_at: null }],
        });
      }
      return undefined;
    };
    renderOrder('/order/voetbalkamp-zomer-2027');
    await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
    await settle();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Daan de Vries/ }));
    await settle();
    const panel = await screen.findByRole('region', { name: 'Zet je kind op de wachtlijst' });
    // only the refused child: the other two have their places
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['waiting-p3']);
    await user.click(within(panel).getByRole('checkbox', { name: 'Daan de Vries' }));
    await user.click(within(panel).getByRole('button', { name: 'Zet op de wachtlijst' }));
    await settle();
    expect(joined).toEqual([{ profile_ids: ['p3'] }]);
    expect(within(panel).getByText('Daan: plek 1 op de wachtlijst')).toBeInTheDocument();
  });
});
