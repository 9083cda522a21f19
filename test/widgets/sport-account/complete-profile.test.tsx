// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { isProfileComplete, missingProfileFields } from '../../../shared/contract/profile';
import { fakeApi, goTo, json, loggedIn, makeProfile, resetAccountState, type Call } from './helpers';

// One rule for "complete", 'Speelt niet bij een club', and which fields are missing.
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

// a child without a club, team or position, and with gender still 'u' (as created)
const noor = makeProfile({ uuid: 'noor', first_name: 'Noor', club: '', team: '', position: '', gender: 'u', complete: false });

async function open(path: string, profiles = [noor]) {
  loggedIn(profiles);
  render(<SportAccount />);
  await act(() => goTo(path));
}

describe('the one rule', () => {
  it("needs gender m or f ('u' is no answer) and club/team/position unless 'Speelt niet bij een club'", () => {
    expect(missingProfileFields(noor)).toEqual(['gender', 'club', 'team', 'position']);
    expect(missingProfileFields({ ...noor, no_club: true })).toEqual(['gender']);
    expect(isProfileComplete({ ...noor, no_club: true, gender: 'f' })).toBe(true);
  });
});

describe('the profile list', () => {
  it('names the missing fields of a child, each a link to that field of the profile form, which then has focus', async () => {
    fakeApi({});
    await open('/account/profiles');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Noor de Vries' })).closest('li')!;
    expect(within(card).getByText('Missende gegevens')).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Nog nodig voor een compleet profiel:' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Geslacht (Noor de Vries)',
      'Club (Noor de Vries)',
      'Team (Noor de Vries)',
      'Positie (Noor de Vries)',
    ]);
    expect(links[1]).toHaveAttribute('href', '/account/profiles/noor#sport-profile-club');

    await userEvent.setup().click(links[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel van Noor de Vries' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText(/^Club/)).toHaveFocus());
  });

  it('a complete child shows no list', async () => {
    fakeApi({});
    await open('/account/profiles', [makeProfile({ uuid: 'sem' })]);
    await screen.findByRole('heading', { level: 2, name: 'Sem de Vries' });
    expect(screen.queryByText('Nog nodig voor een compleet profiel:')).toBeNull();
    expect(screen.getByText('Gegevens compleet')).toBeInTheDocument();
  });
});

describe('a crafted address', () => {
  it("'#%' (not valid percent-encoding) in a profile link leaves the form working, nothing focused by it", async () => {
    fakeApi({});
    await open('/account/profiles/noor#%');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel van Noor de Vries' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Club/)).not.toHaveFocus();
    await act(() => goTo('/account#%'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeInTheDocument();
  });
});

describe('the profile form', () => {
  it("lists what is still missing with links that focus the field; 'Speelt niet bij een club' and a gender make the child complete", async () => {
    let sent: Call | undefined;
    fakeApi({
      'PUT /api/profile/noor': (call: Call) => {
        sent = call;
        return json(200, { data: { ...noor, gender: 'f', no_club: true, complete: true } });
      },
    });
    await open('/account/profiles/noor');
    const user = userEvent.setup();
    const missing = await screen.findByRole('group', { name: 'Nog nodig voor een compleet profiel:' });
    expect(
      within(missing)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Geslacht', 'Club', 'Team', 'Positie']);

    await user.click(within(missing).getByRole('link', { name: 'Team' }));
    expect(screen.getByLabelText(/^Team/)).toHaveFocus();
    await user.click(within(missing).getByRole('link', { name: 'Geslacht' }));
    expect(screen.getByRole('radio', { name: 'Jongen' })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'Speelt niet bij een club' }));
    // club, team and position are not needed any more, and not asked
    expect(
      within(missing)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Geslacht']);
    expect(screen.queryByLabelText(/^Club/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Meisje' }));
    expect(screen.queryByRole('group', { name: 'Nog nodig voor een compleet profiel:' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent!.body).toMatchObject({ no_club: true, gender: 'f' });
  });

  it('the birthdate link focuses the day box', async () => {
    fakeApi({});
    await open('/account/profiles/noor', [{ ...noor, birthdate: '' }]);
    const missing = await screen.findByRole('group', { name: 'Nog nodig voor een compleet profiel:' });
    await userEvent.setup().click(within(missing).getByRole('link', { name: 'Geboortedatum' }));
    expect(screen.getByLabelText('Dag')).toHaveFocus();
  });
});

describe('siblings', () => {
  it("a second child's form offers 'Zelfde adres als Noor' and copies street, number, postal code, city and country", async () => {
    let sent: Call | undefined;
    const withAddress = makeProfile({
      uuid: 'noor',
      first_name: 'Noor',
      street: 'Lindelaan',
      house_number: '7b',
      postal_code: '1234 AB',
      city: 'Zeist',
      country: 'België',
    });
    const daan = makeProfile({
      uuid: 'daan',
      first_name: 'Daan',
      street: '',
      house_number: '',
      postal_code: '',
      city: '',
      country: '',
      complete: false,
    });
    const empty = makeProfile({ uuid: 'bo', first_name: 'Bo', street: '', house_number: '', postal_code: '', city: '' });
    fakeApi({ 'PUT /api/profile/daan': (call: Call) => ((sent = call), json(200, { data: { ...daan, complete: true } })) });
    await open('/account/profiles/daan', [withAddress, daan, empty]);
    const user = userEvent.setup();
    // only a sibling whose address is filled is offered
    expect(screen.queryByRole('button', { name: 'Zelfde adres als Bo' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Zelfde adres als Noor' }));
    expect(screen.getByLabelText(/^Straat/)).toHaveValue('Lindelaan');
    expect(screen.getByLabelText(/^Huisnummer/)).toHaveValue('7b');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('1234 AB');
    expect(screen.getByLabelText(/^Woonplaats/)).toHaveValue('Zeist');
    expect(screen.getByLabelText(/^Land/)).toHaveValue('België');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent!.body).toMatchObject({ street: 'Lindelaan', house_number: '7b', postal_code: '1234 AB', city: 'Zeist', country: 'België' });
  });

  it('an only child has no such button', async () => {
    fakeApi({});
    await open('/account/profiles/noor');
    await screen.findByRole('heading', { level: 1, name: 'Profiel van Noor de Vries' });
    expect(screen.queryByRole('button', { name: /Zelfde adres als/ })).toBeNull();
  });
});

describe('field with instructions (spec §2)', () => {
  const instructions = [
    { form: 'profile', field: 'family_doctor', text: 'Naam van de praktijk en de plaats.' },
    { form: 'profile', field: 'allergies', text: 'Noem ook insectensteken.' },
  ];

  it('a field with CMS instruction content gets an info button that toggles the text, tied to the field; others have none', async () => {
    const api = fakeApi({ 'POST /graphql': () => json(200, { data: { fieldInstructions: instructions } }) });
    await open('/account/profiles/noor');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Uitleg bij Huisarts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const doctor = screen.getByLabelText(/^Huisarts/);
    expect(doctor).not.toHaveAccessibleDescription(expect.stringContaining('Naam van de praktijk'));
    expect(screen.queryByText('Naam van de praktijk en de plaats.')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const text = screen.getByText('Naam van de praktijk en de plaats.');
    expect(text).toBeVisible();
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    expect(doctor).toHaveAccessibleDescription(expect.stringContaining('Naam van de praktijk en de plaats.'));
    // with the keyboard: Enter closes it again
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(text).not.toBeVisible();

    expect(screen.getByRole('button', { name: 'Uitleg bij Allergieën' })).toBeInTheDocument();
    // no instruction content: no button
    expect(screen.queryByRole('button', { name: 'Uitleg bij Groepsvoorkeur' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uitleg bij Straat' })).toBeNull();
    expect((api.calls.find((c) => c.path === '/graphql')?.body as { variables: unknown }).variables).toEqual({ form: 'profile' });
  });

  it('without an answer from the CMS the form works and shows no info buttons', async () => {
    fakeApi({ 'POST /graphql': () => json(500, { message: 'kapot' }) });
    await open('/account/profiles/noor');
    await screen.findByRole('heading', { level: 1, name: 'Profiel van Noor de Vries' });
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Uitleg bij/ })).toBeNull();
  });
});
