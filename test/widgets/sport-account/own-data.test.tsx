// @vitest-environment happy-dom
// The parent's own data on the Gegevens screen (docs/rules.md "Their own data"): the download and erasing the account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { fakeApi, goTo, json, loggedIn, resetAccountState } from './helpers';

beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

async function open() {
  loggedIn();
  render(<SportAccount />);
  await act(() => goTo('/account/gegevens'));
  return userEvent.setup();
}

describe('Download mijn gegevens', () => {
  it('fetches GET /api/user/export and saves it as mijn-gegevens.json, announced', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({ 'GET /api/user/export': json(200, { account: { email: 'anna@example.nl' } }) });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Download mijn gegevens' }));
    expect(await screen.findByText('Je gegevens zijn gedownload als mijn-gegevens.json.')).toBeInTheDocument();
    expect(screen.getByText('Je gegevens zijn gedownload als mijn-gegevens.json.').closest('[role="status"]')).not.toBeNull();
    expect(saved).toEqual(['mijn-gegevens.json']);
    expect(api.paths()).toContain('GET /api/user/export');
  });

  it('says so in Dutch when the network fails, and can be tried again', async () => {
    fakeApi({ 'GET /api/user/export': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Download mijn gegevens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/verbinding|internet/i);
    expect(screen.getByRole('button', { name: 'Download mijn gegevens' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Verwijder mijn account', () => {
  it('asks for the password in a dialog; a refusal (a camp still to come) stays in the dialog with the server’s reason', async () => {
    const reason = 'Je account kan nog niet weg: je kind staat ingeschreven voor Voetbalkamp Zomer 2027. Annuleer die inschrijving eerst.';
    const api = fakeApi({ 'POST /api/user/delete': json(409, { message: reason }) });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Verwijder mijn account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen' });
    await user.type(within(dialog).getByLabelText(/^Je wachtwoord/), 'geheim123');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijder mijn account' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/user/delete')?.body).toEqual({ password: 'geheim123' });
    expect($user.get()).not.toBeNull();
  });

  it('shows a wrong password by the field', async () => {
    fakeApi({
      'POST /api/user/delete': json(422, {
        message: 'Dit is niet je wachtwoord.',
        errors: { password: ['Dit is niet je wachtwoord. Typ het wachtwoord waarmee je inlogt.'] },
      }),
    });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Verwijder mijn account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen' });
    await user.type(within(dialog).getByLabelText(/^Je wachtwoord/), 'fout');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijder mijn account' }));
    const field = within(dialog).getByLabelText(/^Je wachtwoord/);
    // by the field (its description) and in the summary above the buttons
    expect(await within(dialog).findAllByText('Dit is niet je wachtwoord. Typ het wachtwoord waarmee je inlogt.')).toHaveLength(2);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Dit is niet je wachtwoord\. Typ het wachtwoord waarmee je inlogt\./);
    expect(field).toHaveValue('fout');
  });

  it('on success logs the parent out and shows the message on the login page', async () => {
    fakeApi({ 'POST /api/user/delete': { data: { message: 'Je account is verwijderd. Je gegevens zijn gewist.' } } });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Verwijder mijn account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen' });
    await user.type(within(dialog).getByLabelText(/^Je wachtwoord/), 'geheim123');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijder mijn account' }));
    expect(await screen.findByText('Je account is verwijderd. Je gegevens zijn gewist.')).toBeInTheDocument();
    expect($user.get()).toBeNull();
    expect($router.get()?.route).toBe('login');
  });
});
