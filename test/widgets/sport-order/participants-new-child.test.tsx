// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $error } from '../../../shared/stores/ui';
import { cartItem, profile, EVENT_UUID } from '../../support/factories';
import { json } from '../../support/network';
import { changes, installShop, shop } from '../../support/fake-shop';
import { openStep1, resetOrder, settle, verder } from './harness';

// Step 1 'Wie gaan er mee?' (spec §2; §4 "Next button, step 1"; §8): a new child's row, saved as a profile
// and added to the cart by Verder, and what a refusal or a server error shows.
afterEach(resetOrder);

describe('order step 1', () => {
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
      {
        method: 'POST',
        path: '/api/cart',
        body: { items: [{ product_id: EVENT_UUID, profile_id: 'new-1', with_shirt: false, shirt_size: 'none' }] },
      },
    ]);
    expect($router.get()?.route).toBe('orderExtras');
    expect(await screen.findByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeInTheDocument();
  });

  it('a server error keeps the typed child, shows a Dutch message, and a second try works', async () => {
    installShop();
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) =>
      call.path === '/api/profile' ? json(503, { message: 'Even onderhoud. Probeer het over een minuut opnieuw.' }) : undefined;
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

  it("a new child the server refuses gets its field errors at that child's row, with the focus on the field (spec §8)", async () => {
    installShop();
    await openStep1();
    const user = userEvent.setup();
    shop.override = (call) =>
      call.path === '/api/profile'
        ? json(422, { message: 'De achternaam is te lang.', errors: { last_name: ['De achternaam mag hoogstens 100 tekens hebben.'] } })
        : undefined;
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/Achternaam/), 'Jansen');
    await user.click(verder());
    await settle();
    const last = screen.getByLabelText(/Achternaam/);
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveAccessibleDescription('De achternaam mag hoogstens 100 tekens hebben.');
    expect(last).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'Nieuw kind 1' })).getByText('De achternaam mag hoogstens 100 tekens hebben.'),
    ).toBeInTheDocument();
    // not in the general box
    expect($error.get()).toEqual([]);
    expect(screen.queryByText('Er is iets foutgegaan')).not.toBeInTheDocument();
    // typing in the field takes its message away
    await user.type(last, 'x');
    expect(last).not.toHaveAttribute('aria-invalid');
  });
});
