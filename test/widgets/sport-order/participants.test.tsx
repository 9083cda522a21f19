// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $error } from '../../../shared/stores/ui';
import { cartItem, changes, installShop, json, profile, shop, EVENT_UUID } from './fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Step 1 'Wie gaan er mee?' (spec §2; §4 "Next button, step 1", "Cart").
afterEach(resetOrder);

const verder = () => screen.getByRole('button', { name: 'Verder' });

async function openStep1() {
  renderOrder('/order/voetbalkamp-zomer-2027');
  await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
}

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
    expect(changes()).toEqual([{ method: 'POST', path: '/api/cart', body: { items: [{ product_id: EVENT_UUID, profile_id: 'p1', with_shirt: false, shirt_size: 'none' }] } }]);
    expect(screen.getByRole('group', { name: 'Je bestelling' })).toHaveTextContent('€ 189,00');
    expect(verder()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
    await settle();
    expect(changes()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeChecked();
    expect(verder()).toBeDisabled();
  });

  it('removes one child of two with DELETE /api/cart/items/{product_id}/{profile_id}', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries'), profile('p2', 'Lotte', 'de Vries')], items: [cartItem('p1'), cartItem('p2')] });
    await openStep1();
    expect(screen.getByRole('checkbox', { name: 'Lotte de Vries' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Lotte de Vries' }));
    await settle();
    expect(changes()).toEqual([{ method: 'DELETE', path: `/api/cart/items/${EVENT_UUID}/p2`, body: undefined }]);
  });

  it('a new-child row must be filled before Verder works; it can be removed again', async () => {
    installShop({ items: [cartItem('p1')], profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    expect(verder()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    expect(screen.getByLabelText(/Voornaam/)).toHaveFocus();
    expect(verder()).toBeDisabled();
    expect(screen.getByText('Vul de voornaam en achternaam van elk nieuw kind in, of verwijder de lege rij.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    expect(verder()).toBeDisabled();
    await user.type(screen.getByLabelText(/Achternaam/), 'de Vries');
    expect(verder()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Verwijder nieuw kind 1' }));
    expect(screen.queryByLabelText(/Voornaam/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voeg een kind toe' })).toHaveFocus();
    expect(verder()).toBeEnabled();
  });

  it('Verder saves every new child as a profile, adds it to the cart and opens the extras', async () => {
    installShop();
    await openStep1();
    expect(screen.getByText('Je hebt nog geen kinderen in je account. Voeg hieronder een kind toe.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Jansen');
    await user.click(verder());
    await settle();
    expect(changes()).toEqual([
      { method: 'POST', path: '/api/profile', body: { first_name: 'Daan', last_name: 'Jansen' } },
      { method: 'POST', path: '/api/cart', body: { items: [{ product_id: EVENT_UUID, profile_id: 'new-1', with_shirt: false, shirt_size: 'none' }] } },
    ]);
    expect($router.get()?.route).toBe('orderExtras');
    expect(await screen.findByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeInTheDocument();
  });

  it('a server error keeps the typed child, shows a Dutch message, and a second try works', async () => {
    installShop();
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) => (call.path === '/api/profile' ? json(503, { message: 'Even onderhoud. Probeer het over een minuut opnieuw.' }) : undefined);
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Jansen');
    await user.click(verder());
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('Even onderhoud. Probeer het over een minuut opnieuw.');
    expect($router.get()?.route).toBe('orderParticipants');
    expect(screen.getByLabelText(/Voornaam/)).toHaveValue('Daan');

    shop.override = null;
    await user.click(verder());
    await settle();
    expect(shop.profiles.map((p) => p.first_name)).toEqual(['Daan']);
    await waitFor(() => expect($router.get()?.route).toBe('orderExtras'));
    expect($error.get()).toEqual([]);
  });

  // Sanitising itself is checked in Chromium (test/e2e/order-flow.spec.ts): DOMPurify does not work
  // faithfully on happy-dom's DOM (it lets <script> through there), so a test here would prove nothing.
  it('shows the CMS text cards', async () => {
    installShop();
    await openStep1();
    expect(screen.getByRole('heading', { name: 'Zo werkt inschrijven' })).toBeInTheDocument();
  });

  it('a cart of another event is cleared when this event opens', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1', { product_id: 'other-event' })] });
    await openStep1();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/api/cart', body: undefined }]);
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).not.toBeChecked();
  });
});
