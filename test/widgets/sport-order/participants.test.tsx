// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItem, profile, ticketFor, EVENT_UUID } from '../../support/factories';
import { json } from '../../support/network';
import { changes, deferred, installShop, shop } from '../../support/fake-shop';
import { openStep1, resetOrder, settle, verder } from './harness';

// Step 1 'Wie gaan er mee?' (spec §2; §4 "Next button, step 1", "Cart"): ticking children puts them in the cart
// and takes them out, with the price, and what a refused, failed or slow tick shows. A new child: participants-new-child.test.tsx;
// the page around the list: participants-page.test.tsx.
afterEach(resetOrder);

describe('order step 1', () => {
  it('shows the event in the footer and keeps Verder disabled, saying why, while nothing is chosen', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const footer = screen.getByRole('group', { name: 'Je bestelling' });
    expect(footer).toHaveTextContent('Voetbalkamp Zomer 2027');
    expect(footer).toHaveTextContent('Leeftijd: 7 t/m 12 jaar');
    expect(footer).toHaveTextContent('19 t/m 23 juli 2027');
    expect(verder()).toBeDisabled();
    expect(screen.getByText('Kies minstens één kind of voeg een kind toe om verder te gaan.')).toBeInTheDocument();
  });

  it('a checkbox adds the child to the cart and removing the last child clears the cart without a call', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/api/cart',
        body: { items: [{ product_id: EVENT_UUID, profile_id: 'p1', with_shirt: false, shirt_size: 'none' }] },
      },
    ]);
    expect(screen.getByRole('group', { name: 'Je bestelling' })).toHaveTextContent('€ 189,00');
    expect(verder()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(changes()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeChecked();
    expect(verder()).toBeDisabled();
  });

  it('removes one child of two with DELETE /api/cart/items/{product_id}/{profile_id}', async () => {
    installShop({
      profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')],
      items: [cartItem('p1'), cartItem('p2')],
    });
    await openStep1();
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Lotte de Vries' }));
    await settle();
    expect(changes()).toEqual([{ method: 'DELETE', path: `/api/cart/items/${EVENT_UUID}/p2`, body: undefined }]);
  });

  it('shows the price per child as soon as a child is ticked or a new child is typed, and the total follows', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    const footer = screen.getByRole('group', { name: 'Je bestelling' });
    expect(footer).toHaveTextContent('€ 0,00');
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    await user.click(sem);
    await settle();
    expect(sem.closest('li')).toHaveTextContent('€ 189,00');
    expect(sem).toHaveAccessibleDescription(/^€\s189,00$/);
    expect(footer).toHaveTextContent('€ 189,00');
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    const row = screen.getByRole('group', { name: 'Nieuw kind 1' });
    expect(row).not.toHaveTextContent('€');
    await user.type(screen.getByLabelText(/Voornaam/), 'D');
    expect(row).toHaveTextContent('Prijs: € 189,00');
    expect(footer).toHaveTextContent('€ 378,00');
  });

  it('a cart of another event is cleared when this event opens', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1', { product_id: 'other-event' })] });
    await openStep1();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/api/cart', body: undefined }]);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeChecked();
  });

  it('a refused tick shows the server message at the child’s own row, and the next success clears it', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) =>
      call.method === 'POST' && call.path === '/api/cart'
        ? json(422, {
            message: 'Sem is al ingeschreven voor dit evenement.',
            errors: { 'items.0.profile_id': ['Sem is al ingeschreven voor dit evenement.'] },
          })
        : undefined;
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    await user.click(sem);
    await settle();
    const row = sem.closest('li')!;
    expect(within(row).getByRole('alert')).toHaveTextContent('Sem is al ingeschreven voor dit evenement.');
    expect(sem).not.toBeChecked();
    expect(sem).toHaveAttribute('aria-invalid', 'true');
    expect(sem).toHaveAccessibleDescription('Sem is al ingeschreven voor dit evenement.');
    // not a second time in the general box below
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    shop.override = null;
    await user.click(screen.getByRole('checkbox', { name: 'Lotte de Vries' }));
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sem).not.toHaveAttribute('aria-invalid');
  });

  it('the family cap the server names shows at the row of the child that went over it', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')] });
    await openStep1();
    const capped = 'Je kunt voor dit evenement maximaal 1 kind inschrijven.';
    shop.override = (call) =>
      call.method === 'POST' && call.path === '/api/cart' ? json(422, { message: capped, errors: { items: [capped] } }) : undefined;
    const lotte = screen.getByRole('checkbox', { name: 'Lotte de Vries' });
    await userEvent.setup().click(lotte);
    await settle();
    expect(within(lotte.closest('li')!).getByRole('alert')).toHaveTextContent(capped);
    expect(lotte).not.toBeChecked();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a tick that fails on the network says so at the row instead of silently unticking', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) => (call.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : undefined);
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    await user.click(sem);
    await settle();
    expect(sem).not.toBeChecked();
    expect(within(sem.closest('li')!).getByRole('alert').textContent).toMatch(/verbinding/i);

    shop.override = null;
    await user.click(sem);
    await settle();
    expect(sem).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a child who already has a ticket for this event is shown as Al ingeschreven, with a disabled checkbox', async () => {
    const sem = profile('p1', 'Sem', 'de Vries');
    installShop({
      profiles: [sem, profile('p2', 'Lotte', 'de Vries')],
      userEvents: [ticketFor(sem), ticketFor(profile('p2', 'Lotte', 'de Vries'), 'another-event')],
    });
    await openStep1();
    const box = screen.getByRole('checkbox', { name: /Sem de Vries/ });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Al ingeschreven');
    expect(box.closest('li')).toHaveTextContent('Al ingeschreven');
    // a ticket for another event does not count
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeEnabled();
    expect(shop.calls.filter((c) => c.path === '/api/user/events')).toHaveLength(1);
  });

  it('while a tick is saved (Space): the list is busy, that checkbox waits with the focus kept on it, and Verder says why it waits', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')] });
    await openStep1();
    const gate = deferred();
    shop.override = async (call) => {
      if (call.method === 'POST') await gate.promise;
      return undefined;
    };
    const user = userEvent.setup();
    const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
    sem.focus();
    await user.keyboard(' ');
    const list = sem.closest('ul')!;
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    // busy, not disabled: a disabled control drops the focus to <body>
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeChecked();
    // a second Space while the call runs changes nothing and sends nothing
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeChecked();
    expect(changes()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeEnabled();
    expect(verder()).toBeDisabled();
    expect(verder()).toHaveAccessibleDescription('Even geduld: we verwerken je keuze.');

    gate.release();
    await settle();
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toHaveFocus();
    expect(verder()).toBeEnabled();
  });
});
