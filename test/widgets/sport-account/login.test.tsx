// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { storeRedirect } from '../../../shared/redirect';
import { event } from '../../support/factories';
import { demoUser, fakeApi, goTo, graphql, json, makeProfile, resetAccountState } from './helpers';

// spec §5 "Login", "Register"; spec §2 step 4/5 (redirect address); spec §8 (form channel).
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

async function open(path: string) {
  render(<SportAccount />);
  await act(() => goTo(path));
}

describe('login', () => {
  it('shows the form with e-mail and password, and links to register and forgot-password', async () => {
    fakeApi({});
    await open('/account/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/E-mailadres/)).toBeRequired();
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Maak een account aan' })).toHaveAttribute('href', '/account/register');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/account/forgot-password');
    // no menu without a user (spec §2 "Links show only when a user exists")
    expect(screen.queryByRole('navigation', { name: 'Accountmenu' })).not.toBeInTheDocument();
  });

  it('says a wrong login once, under the e-mail field, and moves focus there (no box repeating it); keeps the input', async () => {
    fakeApi({
      'POST /api/auth/login': json(422, {
        message: 'Deze combinatie klopt niet.',
        errors: { email: ['Deze combinatie van e-mailadres en wachtwoord klopt niet.'] },
      }),
    });
    await open('/account/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mailadres/), 'anna@example.nl');
    await user.type(screen.getByLabelText(/Wachtwoord/), 'fout');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    const email = screen.getByLabelText(/E-mailadres/);
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Deze combinatie van e-mailadres en wachtwoord klopt niet.');
    expect(screen.getAllByText('Deze combinatie van e-mailadres en wachtwoord klopt niet.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('anna@example.nl');
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveValue('fout');
  });

  it('a network failure says what to do and keeps what the parent typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await open('/account/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mailadres/), 'anna@example.nl');
    await user.type(screen.getByLabelText(/Wachtwoord/), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Controleer je internetverbinding/);
    expect(screen.getByLabelText(/E-mailadres/)).toHaveValue('anna@example.nl');
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveValue('geheim');
  });

  it('after login goes to the stored redirect address (a visitor sent from /account/profiles comes back there)', async () => {
    let loggedIn = false;
    const api = fakeApi({
      'GET /api/user': () => (loggedIn ? json(200, { data: demoUser }) : json(401, { message: 'Je bent niet ingelogd.' })),
      'POST /api/auth/login': () => {
        loggedIn = true;
        return json(200, { data: demoUser });
      },
      'GET /api/user/profiles': { data: [makeProfile()] },
    });
    await open('/account/profiles');
    // the guard sends the visitor to login and stores the address
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect($router.get()?.route).toBe('login');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mailadres/), 'anna@example.nl');
    await user.type(screen.getByLabelText(/Wachtwoord/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profielen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/profiles');
    expect(api.calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({ email: 'anna@example.nl', password: 'demo1234' });
    // spec §4: login fetches the user, then the profiles
    expect(api.paths().slice(-3)).toEqual(['POST /api/auth/login', 'GET /api/user', 'GET /api/user/profiles']);
    expect(within(screen.getByRole('navigation', { name: 'Accountmenu' })).getByRole('link', { name: 'Profielen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('login on the way to an order', () => {
  it("names the camp and offers 'Nieuw hier? Maak een account' as a button like 'Inloggen'; registering keeps the order address", async () => {
    const api = fakeApi({
      'POST /graphql': () => graphql({ event: event() }),
      'POST /api/auth/register': json(201, { data: demoUser }),
      'GET /api/user': { data: demoUser },
      'GET /api/user/profiles': { data: [] },
    });
    // the loader's login check stored the order address
    storeRedirect('/order/voetbalkamp-zomer-2027');
    await open('/account/login');
    expect(await screen.findByText(/Voetbalkamp Zomer 2027/, undefined, { timeout: 5000 })).toHaveTextContent(
      'Je schrijft je kind in voor Voetbalkamp Zomer 2027. Log in, of maak eerst een account: dat is de eerste stap.',
    );
    expect(api.calls.find((c) => c.path === '/graphql')?.body).toMatchObject({ variables: { slug: 'voetbalkamp-zomer-2027' } });
    const login = screen.getByRole('button', { name: 'Inloggen' });
    const register = screen.getByRole('link', { name: 'Nieuw hier? Maak een account' });
    // equal weight: the same button classes, side by side
    expect(register.className).toBe(login.className);
    expect(register.closest('.sport-login__choices')).toBe(login.closest('.sport-login__choices'));

    const user = userEvent.setup();
    // the address typed on the login page is not asked twice (WCAG 3.3.7)
    await user.type(screen.getByLabelText(/E-mailadres/), 'anna@example.nl');
    await user.click(register);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('anna@example.nl');
    await user.type(screen.getByLabelText(/^Voornaam/), 'Anna');
    await user.type(screen.getByLabelText(/^Achternaam/), 'de Vries');
    await user.type(screen.getByLabelText(/^Telefoonnummer/), '0612345678');
    await user.type(screen.getByLabelText(/^Wachtwoord/), 'geheim-genoeg');
    await user.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'geheim-genoeg');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    // spec §2 step 5: after registering, the stored order address (a page load: another template)
    await vi.waitFor(() => expect(window.location.pathname).toBe('/order/voetbalkamp-zomer-2027'));
  });

  it('the login wall: focus on its heading (not the page header), one invitation to make an account', async () => {
    fakeApi({ 'POST /graphql': () => graphql({ event: event() }) });
    storeRedirect('/order/voetbalkamp-zomer-2027');
    await open('/account/login');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('link', { name: /Maak een account/ }).map((link) => link.textContent)).toEqual([
      'Nieuw hier? Maak een account',
    ]);
    expect(screen.queryByText('Nog geen account?')).toBeNull();
  });

  it('without an order address: the usual intro, no second button', async () => {
    fakeApi({});
    storeRedirect('/account/profiles');
    await open('/account/login');
    expect(await screen.findByText('Log in om evenementen te bestellen en je kinderen te beheren.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nieuw hier? Maak een account' })).toBeNull();
    // a wall all the same: the focus starts on its heading
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toHaveFocus();
  });

  it("lets password managers fill the login: 'username' and 'current-password', paste allowed", async () => {
    fakeApi({});
    await open('/account/login');
    expect(await screen.findByLabelText(/E-mailadres/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveAttribute('autocomplete', 'current-password');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Wachtwoord/));
    await user.paste('geplakt-wachtwoord');
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveValue('geplakt-wachtwoord');
  });
});

describe('register', () => {
  it('asks every field of spec §5 as required and logs the new parent in, to /account', async () => {
    const api = fakeApi({
      'POST /api/auth/register': json(201, { data: demoUser }),
      'GET /api/user': { data: demoUser },
      'GET /api/user/profiles': { data: [] },
      'GET /api/user/events': { data: [] },
    });
    await open('/account/register');
    const user = userEvent.setup();
    const labels = ['Voornaam', 'Achternaam', 'E-mailadres', 'Telefoonnummer', 'Wachtwoord', 'Herhaal wachtwoord'];
    for (const label of labels) expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    await user.type(screen.getByLabelText(/^Voornaam/), 'Anna');
    await user.type(screen.getByLabelText(/^Achternaam/), 'de Vries');
    await user.type(screen.getByLabelText(/^E-mailadres/), 'anna@example.nl');
    await user.type(screen.getByLabelText(/^Telefoonnummer/), '0612345678');
    await user.type(screen.getByLabelText(/^Wachtwoord/), 'geheim-genoeg');
    await user.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'geheim-genoeg');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@example.nl',
      phone: '0612345678',
      password: 'geheim-genoeg',
      password_confirmation: 'geheim-genoeg',
    });
    expect($user.get()?.email).toBe('anna@example.nl');
  });
});
