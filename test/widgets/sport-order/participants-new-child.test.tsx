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

type User = ReturnType<typeof userEvent.setup>;
/** Types the three birth-date boxes of new child `n`. */
async function typeBirthdate(user: User, date: string, n = 1) {
  const row = within(screen.getByRole('group', { name: `Nieuw kind ${n}` }));
  const [day, month, year] = date.split('-') as [string, string, string];
  await user.type(row.getByLabelText('Dag'), day);
  await user.type(row.getByLabelText('Maand'), month);
  await user.type(row.getByLabelText('Jaar'), year);
}
/** Adds a new-child row and fills its names and birth date. */
async function addChild(user: User, first: string, last: string, date: string) {
  await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
  await user.type(screen.getByLabelText(/Voornaam/), first);
  await user.type(screen.getByLabelText(/Achternaam/), last);
  await typeBirthdate(user, date);
}

// Step 1 'Wie gaan er mee?' (spec §2; §4 "Next button, step 1"; §8): a new child's row, saved as a profile
// and added to the cart by Verder, and what a refusal or a server error shows.
afterEach(resetOrder);

describe('order step 1', () => {
  it('a new-child row must be filled, birth date included, before Verder works; it can be removed again', async () => {
    installShop({ items: [cartItem('p1')], profiles: [profile('p1', 'Sem', 'de Vries')] });
    await openStep1();
    const user = userEvent.setup();
    expect(verder()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    expect(screen.getByLabelText(/Voornaam/)).toHaveFocus();
    expect(verder()).toBeDisabled();
    expect(
      screen.getByText('Vul de voornaam, achternaam en geboortedatum van elk nieuw kind in, of verwijder de lege rij.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Voornaam/), 'Daan');
    expect(verder()).toBeDisabled();
    await user.type(screen.getByLabelText(/Achternaam/), 'de Vries');
    expect(verder()).toBeDisabled();
    // a day that does not exist: the server's own message at the date, and Verder stays off
    await typeBirthdate(user, '31-02-2019');
    expect(screen.getByRole('group', { name: /Geboortedatum/ })).toHaveTextContent(
      'Deze datum bestaat niet. Controleer de dag en de maand.',
    );
    expect(verder()).toBeDisabled();
    await user.clear(screen.getByLabelText('Dag'));
    await user.type(screen.getByLabelText('Dag'), '28');
    expect(screen.queryByText('Deze datum bestaat niet. Controleer de dag en de maand.')).not.toBeInTheDocument();
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
    // nothing to choose yet: the group is not called 'Kies je kinderen'
    expect(screen.getByRole('group', { name: 'Kinderen in je account' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kies je kinderen' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await addChild(user, 'Daan', 'Jansen', '09-04-2019');
    await user.click(verder());
    await settle();
    expect(changes()).toEqual([
      { method: 'POST', path: '/api/profile', body: { first_name: 'Daan', last_name: 'Jansen', birthdate: '09-04-2019' } },
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
    await addChild(user, 'Daan', 'Jansen', '09-04-2019');
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
    await addChild(user, 'Daan', 'Jansen', '09-04-2019');
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

  it('a new child\'s birth date gives the same age warning as an existing child\'s (docs/rules.md §4 "Age range")', async () => {
    installShop({ extras: { minAge: 8, maxAge: 14, cancellationPolicy: null, contact: null } });
    await openStep1();
    const user = userEvent.setup();
    // 5 on the first day (19 July 2027): the sixth birthday is a day later
    await addChild(user, 'Finn', 'de Boer', '20-07-2021');
    const row = within(screen.getByRole('group', { name: 'Nieuw kind 1' }));
    expect(row.getByText(/^Let op:/)).toHaveTextContent(
      'Let op: Finn is op de eerste dag 5 jaar, en Voetbalkamp Zomer 2027 is voor kinderen van 8 t/m 14 jaar. Je kunt Finn toch inschrijven; twijfel je, neem dan eerst contact met ons op.',
    );
    expect(row.getByText(/^Let op:/).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // a warning, not a block
    expect(verder()).toBeEnabled();
    // a child that fits: no warning
    await user.clear(row.getByLabelText('Jaar'));
    await user.type(row.getByLabelText('Jaar'), '2017');
    expect(row.queryByText(/^Let op:/)).not.toBeInTheDocument();
  });

  it("the server's refusal of a birth date shows at the child's row, by the date, with the focus on it", async () => {
    installShop();
    await openStep1();
    const user = userEvent.setup();
    const message = 'De geboortedatum ligt in de toekomst. Controleer het jaar.';
    shop.override = (call) => (call.path === '/api/profile' ? json(422, { message, errors: { birthdate: [message] } }) : undefined);
    await addChild(user, 'Daan', 'Jansen', '09-04-2019');
    await user.click(verder());
    await settle();
    const row = within(screen.getByRole('group', { name: 'Nieuw kind 1' }));
    expect(row.getByRole('group', { name: /Geboortedatum/ })).toHaveTextContent(message);
    expect(row.getAllByText(message)).toHaveLength(1);
    expect(row.getByLabelText('Dag')).toHaveFocus();
    expect($router.get()?.route).toBe('orderParticipants');
    expect($error.get()).toEqual([]);
  });
});
