// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { demoUser, fakeApi, goTo, json, makeProfile, resetAccountState } from './helpers';

// spec §2 /account/forgot-password (alias /account/set-password), §4 "Reset-password also logs in", §5 "Reset".
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

async function open(path: string) {
  const view = render(<SportAccount />);
  await act(() => goTo(path));
  return view;
}

describe('forgot password: the e-mail form', () => {
  it("sends the address and shows the server's data.message in the success box", async () => {
    const api = fakeApi({
      'POST /api/auth/forgot-password': {
        data: { message: 'Als dit e-mailadres bij ons bekend is, krijg je binnen een paar minuten een e-mail.' },
      },
    });
    await open('/account/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mailadres/), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));

    const success = await screen.findByText('Als dit e-mailadres bij ons bekend is, krijg je binnen een paar minuten een e-mail.');
    const box = success.closest('[role="status"]');
    expect(box).toHaveTextContent('Gelukt');
    expect(api.calls[0]!.body).toEqual({ email: 'anna@example.nl' });
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/account/login');
    // nothing was saved: the button says what happened
    expect(screen.getByRole('button', { name: 'Link verstuurd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opgeslagen!' })).toBeNull();
  });

  it("starts with the address typed on the login page ('Wachtwoord vergeten?'), and takes a changed one back", async () => {
    const api = fakeApi({ 'POST /api/auth/forgot-password': { data: { message: 'Verstuurd.' } } });
    await open('/account/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mailadres/), 'anna@example.nl');
    await user.click(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    // client-side: the address is not put in the URL
    expect(window.location.search).toBe('');
    const email = screen.getByLabelText(/^E-mailadres/);
    expect(email).toHaveValue('anna@example.nl');
    await user.clear(email);
    await user.type(email, 'anna.devries@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    await screen.findByText('Verstuurd.');
    expect(api.calls[0]!.body).toEqual({ email: 'anna.devries@example.nl' });
    await user.click(screen.getByRole('link', { name: 'Terug naar inloggen' }));
    expect(await screen.findByLabelText(/^E-mailadres/)).toHaveValue('anna.devries@example.nl');
  });

  it('keeps the address and shows why when the server refuses it', async () => {
    fakeApi({
      'POST /api/auth/forgot-password': json(422, {
        message: 'x',
        errors: { email: ['Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'] },
      }),
    });
    await open('/account/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mailadres/), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    // said once, by the field, which takes focus: no box repeats it
    await vi.waitFor(() => expect(screen.getByLabelText(/E-mailadres/)).toHaveFocus());
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAccessibleDescription(
      expect.stringContaining('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'),
    );
    expect(screen.getAllByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/E-mailadres/)).toHaveValue('anna@example');
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('forgot password with a token: the reset form', () => {
  it('has a hidden token, the e-mail prefilled, a password and its repeat', async () => {
    fakeApi({});
    const { container } = await open('/account/forgot-password?token=abc123&email=anna%40example.nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeInTheDocument();
    const token = container.querySelector<HTMLInputElement>('input[type="hidden"][name="token"]');
    expect(token?.value).toBe('abc123');
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('anna@example.nl');
    expect(screen.getByLabelText(/^Nieuw wachtwoord \*/)).toBeRequired();
    expect(screen.getByLabelText(/^Herhaal nieuw wachtwoord/)).toBeRequired();
  });

  it('the alias /account/set-password works the same', async () => {
    fakeApi({});
    await open('/account/set-password?token=abc123&email=anna%40example.nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeInTheDocument();
  });

  it('a successful reset logs the parent in: user, profiles, then /account', async () => {
    const api = fakeApi({
      'POST /api/auth/reset-token-check': { data: { valid: true } },
      'POST /api/auth/reset-password': { data: demoUser },
      'GET /api/user': { data: demoUser },
      'GET /api/user/profiles': { data: [makeProfile()] },
      'GET /api/user/events': { data: [] },
    });
    await open('/account/forgot-password?token=abc123&email=anna%40example.nl');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nieuw wachtwoord \*/), 'nieuw-geheim-1');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'nieuw-geheim-1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeInTheDocument();
    expect(api.paths().slice(0, 4)).toEqual([
      'POST /api/auth/reset-token-check',
      'POST /api/auth/reset-password',
      'GET /api/user',
      'GET /api/user/profiles',
    ]);
    expect(api.calls[0]!.body).toEqual({ token: 'abc123', email: 'anna@example.nl' });
    expect(api.calls[1]!.body).toEqual({
      token: 'abc123',
      email: 'anna@example.nl',
      password: 'nieuw-geheim-1',
      password_confirmation: 'nieuw-geheim-1',
    });
    expect($user.get()?.uuid).toBe(demoUser.uuid);
    expect($router.get()?.route).toBe('account');
    expect(screen.getByText('Je nieuwe wachtwoord is opgeslagen. Je bent nu ingelogd.')).toBeInTheDocument();
  });

  const dead = 'Deze link om je wachtwoord te herstellen werkt niet meer: hij is al gebruikt, verlopen of onjuist.';

  it('a used link is reported when the page opens, before any typing, focused, with its advice once', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-token-check': { data: { valid: false } } });
    await open('/account/set-password?token=oud&email=anna%40example.nl');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dead);
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute('href', '/account/forgot-password');
    expect(screen.getAllByText(/Vraag een nieuwe link aan/)).toHaveLength(1);
    expect(api.paths()).toEqual(['POST /api/auth/reset-token-check']);
    expect(api.calls[0]!.body).toEqual({ token: 'oud', email: 'anna@example.nl' });
  });

  it('a working link shows no message when the page opens', async () => {
    fakeApi({ 'POST /api/auth/reset-token-check': { data: { valid: true } } });
    await open('/account/set-password?token=nieuw&email=anna%40example.nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  for (const field of ['token', 'email']) {
    it(`a used or expired link (422 on ${field}): the message at the top, focused, with a link to ask for a new one`, async () => {
      const message = 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.';
      fakeApi({ 'POST /api/auth/reset-password': json(422, { message, errors: { [field]: [message] } }) });
      const { container } = await open('/account/forgot-password?token=oud&email=anna%40example.nl');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Nieuw wachtwoord \*/), 'nieuw-geheim-1');
      await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'nieuw-geheim-1');
      await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

      const alert = await screen.findByRole('alert');
      // said once: our words, and the advice only as the link
      expect(alert).toHaveTextContent(dead);
      expect(alert).not.toHaveTextContent(message);
      expect(alert).toHaveFocus();
      // at the top: before the form, not under the e-mail box
      const form = container.querySelector('form')!;
      expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByLabelText(/^E-mailadres/)).not.toHaveAttribute('aria-invalid');
      expect(screen.queryAllByText(message)).toHaveLength(0);
      expect(screen.getAllByText(/Vraag een nieuwe link aan/)).toHaveLength(1);

      const link = within(alert).getByRole('link', { name: 'Vraag een nieuwe link aan' });
      expect(link).toHaveAttribute('href', '/account/forgot-password');
      expect(screen.getAllByRole('link', { name: /Vraag een nieuwe link aan/ })).toHaveLength(1);
      await user.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
      // the address goes along, and the old error belongs to the old screen
      expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('anna@example.nl');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }

  it('a refused password stays by its field (once), without the link message', async () => {
    fakeApi({
      'POST /api/auth/reset-password': json(422, { message: 'x', errors: { password: ['Kies een wachtwoord van minstens 8 tekens.'] } }),
    });
    await open('/account/forgot-password?token=abc&email=anna%40example.nl');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nieuw wachtwoord \*/), 'kort1234');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'kort1234');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    // said once, by the field, which takes focus: no box repeats it
    await vi.waitFor(() => expect(screen.getByLabelText(/^Nieuw wachtwoord \*/)).toHaveFocus());
    expect(screen.getByLabelText(/^Nieuw wachtwoord \*/)).toHaveAccessibleDescription(
      expect.stringContaining('Kies een wachtwoord van minstens 8 tekens.'),
    );
    expect(screen.getAllByText('Kies een wachtwoord van minstens 8 tekens.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Nieuw wachtwoord \*/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Werkt de link niet meer? Vraag een nieuwe link aan' })).toBeInTheDocument();
  });
});
