// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { demoUser, fakeApi, goTo, json, loggedIn, resetAccountState } from './helpers';

// spec §2 /account/gegevens; §4 "Account save: same message, stays on the page".
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

async function open() {
  loggedIn();
  render(<SportAccount />);
  await act(() => goTo('/account/gegevens'));
}

describe('Gegevens', () => {
  it('shows first name, last name and phone to edit, and the e-mail address disabled', async () => {
    fakeApi({});
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/^Achternaam/)).toHaveValue('de Vries');
    expect(screen.getByLabelText(/^Telefoonnummer/)).toHaveValue('0612345678');
    for (const label of [/^Voornaam/, /^Achternaam/, /^Telefoonnummer/]) expect(screen.getByLabelText(label)).toBeRequired();
    const email = screen.getByLabelText(/^E-mailadres/);
    expect(email).toHaveValue('anna@example.nl');
    expect(email).toBeDisabled();
  });

  it("saves with PUT /api/user, says 'Je wijzigingen zijn opgeslagen' and stays on the page", async () => {
    const api = fakeApi({ 'PUT /api/user': { data: { ...demoUser, first_name: 'Annemarie', full_name: 'Annemarie de Vries' } } });
    await open();
    const user = userEvent.setup();
    const first = await screen.findByLabelText(/^Voornaam/);
    await user.clear(first);
    await user.type(first, 'Annemarie');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Je wijzigingen zijn opgeslagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opgeslagen!' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/user',
      body: { first_name: 'Annemarie', last_name: 'de Vries', phone: '0612345678' },
    });
    expect($user.get()?.full_name).toBe('Annemarie de Vries');
    expect($router.get()?.route).toBe('accountDetails');
  });

  it('shows the saved message by the button, where the parent is (on a phone the top of the page is out of view), announced', async () => {
    fakeApi({ 'PUT /api/user': { data: demoUser } });
    await open();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Opslaan' });
    const status = screen.getAllByRole('status').find((el) => button.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)!;
    expect(status).toBeDefined();
    expect(status).toBeEmptyDOMElement();
    await user.click(button);

    const message = await screen.findByText('Je wijzigingen zijn opgeslagen');
    // once, right after the button, inside a live region that was there before the message
    expect(screen.getAllByText('Je wijzigingen zijn opgeslagen')).toHaveLength(1);
    expect(status).toContainElement(message);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Gelukt');

    // a new change is not saved yet: the message goes
    await user.type(screen.getByLabelText(/^Telefoonnummer/), '9');
    expect(screen.queryByText('Je wijzigingen zijn opgeslagen')).toBeNull();
  });

  it('shows a refused phone number by the field (once), keeping the input', async () => {
    fakeApi({
      'PUT /api/user': json(422, { message: 'x', errors: { phone: ['Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.'] } }),
    });
    await open();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/^Telefoonnummer/);
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    // said once, by the field, which takes focus: no box repeats it
    await vi.waitFor(() => expect(screen.getByLabelText(/^Telefoonnummer/)).toHaveFocus());
    expect(screen.getByLabelText(/^Telefoonnummer/)).toHaveAccessibleDescription(
      expect.stringContaining('Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.'),
    );
    expect(screen.getAllByText('Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Telefoonnummer/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Telefoonnummer/)).toHaveValue('abc');
    expect(screen.queryByText('Je wijzigingen zijn opgeslagen')).toBeNull();
  });
});

describe('Wachtwoord wijzigen (Gegevens)', () => {
  it('sends the current password and the new one twice with PUT /api/user/password, empties the fields and says so', async () => {
    const api = fakeApi({ 'PUT /api/user/password': json(204, null) });
    await open();
    const user = userEvent.setup();
    const form = (await screen.findByRole('region', { name: 'Wachtwoord wijzigen' })) as HTMLElement;
    await user.type(screen.getByLabelText(/^Huidig wachtwoord/), 'oud-geheim');
    await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'nieuw-geheim');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'nieuw-geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));

    expect(await screen.findByText('Je nieuwe wachtwoord is opgeslagen. Op je andere apparaten ben je uitgelogd.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/user/password',
      body: { current_password: 'oud-geheim', password: 'nieuw-geheim', password_confirmation: 'nieuw-geheim' },
    });
    expect(screen.getByLabelText(/^Huidig wachtwoord/)).toHaveValue('');
    expect(form.querySelector('[role="status"]')).toHaveTextContent('opgeslagen');
    expect($router.get()?.route).toBe('accountDetails');
  });

  it('a wrong current password stands by its field, in Dutch, and the details form above shows nothing of it', async () => {
    const message = 'Dit is niet je huidige wachtwoord. Typ het wachtwoord waarmee je inlogt.';
    fakeApi({ 'PUT /api/user/password': json(422, { message, errors: { current_password: [message] } }) });
    await open();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Wachtwoord wijzigen' });
    await user.type(screen.getByLabelText(/^Huidig wachtwoord/), 'fout');
    await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'nieuw-geheim');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'nieuw-geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));

    const current = screen.getByLabelText(/^Huidig wachtwoord/);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    // what was typed stays
    expect(screen.getByLabelText(/^Nieuw wachtwoord/)).toHaveValue('nieuw-geheim');
  });
});
