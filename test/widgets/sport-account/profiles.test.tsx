// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $profiles, $profilesLoaded } from '../../../shared/stores/profiles';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { fakeApi, goTo, json, loggedIn, makeProfile, resetAccountState } from './helpers';

// spec §2 "Profile list", §5 "New child".
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

const sem = makeProfile({ uuid: 'sem', first_name: 'Sem', birthdate: '09-04-2016', gender: 'm', needs_medical_attention: true });
const lotte = makeProfile({ uuid: 'lotte', first_name: 'Lotte', birthdate: '', gender: 'f', complete: false });
const kim = makeProfile({ uuid: 'kim', first_name: 'Kim', gender: 'u', complete: false });

async function open(profiles = [sem, lotte, kim]) {
  loggedIn(profiles);
  render(<SportAccount />);
  await act(() => goTo('/account/profiles'));
}

describe('profile list', () => {
  it('shows per child the name, birthdate, gender, medical yes/no and an edit link', async () => {
    fakeApi({});
    await open();
    const semCard = screen.getByRole('heading', { level: 2, name: 'Sem de Vries' }).closest('li')!;
    const fact = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact(semCard, 'Geboortedatum')).toHaveTextContent('09-04-2016');
    expect(fact(semCard, 'Geslacht')).toHaveTextContent('Jongen');
    expect(semCard).toHaveTextContent('Medische bijzonderheden: Ja');
    expect(within(semCard).getByRole('link', { name: 'Bewerken (Sem de Vries)' })).toHaveAttribute('href', '/account/profiles/sem');

    const lotteCard = screen.getByRole('heading', { level: 2, name: 'Lotte de Vries' }).closest('li')!;
    expect(fact(lotteCard, 'Geslacht')).toHaveTextContent('Meisje');
    // Lotte was never saved through the form (no birthdate): the safety question is not answered, not 'Nee'
    expect(lotteCard).toHaveTextContent('Medische bijzonderheden: nog niet ingevuld');
    expect(lotteCard).toHaveTextContent('Missende gegevens');
    expect(fact(lotteCard, 'Geboortedatum')).toHaveTextContent('Onbekend');
    expect(within(semCard).queryByText('Missende gegevens')).toBeNull();
    expect(semCard).toHaveTextContent('Gegevens compleet');

    const kimCard = screen.getByRole('heading', { level: 2, name: 'Kim de Vries' }).closest('li')!;
    expect(fact(kimCard, 'Geslacht')).toHaveTextContent('Onbekend');
  });

  it('loads the profiles when they are not loaded yet (a page load of /account/profiles)', async () => {
    const api = fakeApi({ 'GET /api/user/profiles': { data: [sem] } });
    loggedIn([]);
    $profilesLoaded.set(false);
    render(<SportAccount />);
    await act(() => goTo('/account/profiles'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sem de Vries' })).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET /api/user/profiles']);
  });
});

/** Opens the add-a-child form, types Daan de Vries and clicks 'Kind opslaan'. */
async function addDaanDeVries() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Voeg nog een kind toe' }));
  await user.type(screen.getByLabelText(/^Voornaam/), 'Daan');
  await user.type(screen.getByLabelText(/^Achternaam/), 'de Vries');
  await user.click(screen.getByRole('button', { name: 'Kind opslaan' }));
}

describe("'Voeg nog een kind toe'", () => {
  it('reveals the form; save stays disabled, with a hint why, until first and last name are filled', async () => {
    fakeApi({});
    await open();
    const toggle = screen.getByRole('button', { name: 'Voeg nog een kind toe' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(/^Voornaam/)).toBeNull();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const save = screen.getByRole('button', { name: 'Kind opslaan' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Vul de voornaam en de achternaam in om het kind op te slaan.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Voornaam/), 'Daan');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Achternaam/), 'de Vries');
    expect(save).toBeEnabled();
    expect(screen.queryByText('Vul de voornaam en de achternaam in om het kind op te slaan.')).toBeNull();

    await user.clear(screen.getByLabelText(/^Achternaam/));
    await user.type(screen.getByLabelText(/^Achternaam/), '   ');
    expect(save).toBeDisabled();
  });

  it('creates the child with POST /api/profile; its card says so, takes focus and links to its details; the form closes', async () => {
    const created = makeProfile({ uuid: 'daan', first_name: 'Daan', complete: false, birthdate: '' });
    const api = fakeApi({ 'POST /api/profile': json(201, { data: created }) });
    await open([sem]);
    await addDaanDeVries();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Daan de Vries' });
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/profile', body: { first_name: 'Daan', last_name: 'de Vries' } }]);
    expect($profiles.get().map((p) => p.uuid)).toEqual(['sem', 'daan']);
    // the confirmation is in the new child's card (announced, focused), not in a box far above
    const card = heading.closest('li')!;
    const status = within(card).getByRole('status');
    expect(status).toHaveTextContent('Daan is toegevoegd. Vul nu de andere gegevens in, dan is het profiel compleet.');
    await waitFor(() => expect(within(status).getByText(/Daan is toegevoegd/)).toHaveFocus());
    expect(within(card).getByRole('link', { name: 'Gegevens van Daan invullen' })).toHaveAttribute('href', '/account/profiles/daan');
    expect(screen.queryByText('Actie is geslaagd')).toBeNull();
    // the emptied form does not invite a second entry: it is closed, the button opens it again
    expect(screen.queryByRole('form', { name: 'Kind toevoegen' })).toBeNull();
    expect(screen.queryByLabelText(/^Voornaam/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Voeg nog een kind toe' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // opening the form again takes the highlight away
    await userEvent.setup().click(toggle);
    expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('');
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal by the field and keeps the names", async () => {
    fakeApi({
      'POST /api/profile': json(422, { message: 'x', errors: { first_name: ['De voornaam is te lang. Gebruik maximaal 100 tekens.'] } }),
    });
    await open([sem]);
    await addDaanDeVries();
    // said once, by the field, which takes focus: no box repeats it
    await vi.waitFor(() => expect(screen.getByLabelText(/^Voornaam/)).toHaveFocus());
    expect(screen.getByLabelText(/^Voornaam/)).toHaveAccessibleDescription(
      expect.stringContaining('De voornaam is te lang. Gebruik maximaal 100 tekens.'),
    );
    expect(screen.getAllByText('De voornaam is te lang. Gebruik maximaal 100 tekens.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Voornaam/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('Daan');
    expect(screen.getByLabelText(/^Achternaam/)).toHaveValue('de Vries');
  });
});

describe('a child with the name of one already there', () => {
  it("hints 'Je hebt al een kind met deze naam.' (case aside), announced, but lets the parent save", async () => {
    const api = fakeApi({
      'POST /api/profile': { data: makeProfile({ uuid: 'sem-2', first_name: 'Sem', last_name: 'Jansen', complete: false }) },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Voeg nog een kind toe' }));
    const form = screen.getByRole('form', { name: 'Kind toevoegen' });
    const hint = form.querySelector('[aria-live="polite"]')!;
    expect(hint).toBeEmptyDOMElement();

    await user.type(within(form).getByLabelText(/^Voornaam/), 'sem');
    expect(hint).toBeEmptyDOMElement();
    await user.type(within(form).getByLabelText(/^Achternaam/), 'De Vries ');
    expect(hint).toHaveTextContent('Je hebt al een kind met deze naam.');

    await user.type(within(form).getByLabelText(/^Voornaam/), 'mie');
    expect(hint).toBeEmptyDOMElement();
    await user.type(within(form).getByLabelText(/^Voornaam/), '{Backspace>3/}');
    expect(hint).toHaveTextContent('Je hebt al een kind met deze naam.');

    const save = within(form).getByRole('button', { name: 'Kind opslaan' });
    expect(save).toBeEnabled();
    // the new child is in the list a moment before the form is emptied: no hint may be announced then
    await user.clear(within(form).getByLabelText(/^Achternaam/));
    await user.type(within(form).getByLabelText(/^Achternaam/), 'Jansen');
    expect(hint).toBeEmptyDOMElement();
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(hint.textContent ?? ''));
    observer.observe(hint, { childList: true, subtree: true, characterData: true });
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Sem Jansen' })).toBeInTheDocument());
    observer.disconnect();
    expect(api.paths()).toEqual(['POST /api/profile']);
    expect(announced.filter(Boolean)).toEqual([]);
    expect(hint).toBeEmptyDOMElement();
  });
});

describe('no children yet', () => {
  it("says so and offers 'Voeg een kind toe' (not 'nog een'); with the first child added it becomes 'Voeg nog een kind toe'", async () => {
    fakeApi({
      'POST /api/profile': json(201, { data: makeProfile({ uuid: 'daan', first_name: 'Daan', complete: false, birthdate: '' }) }),
    });
    await open([]);
    expect(screen.getByText('Je hebt nog geen kinderen toegevoegd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voeg nog een kind toe' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Voeg een kind toe' }));
    await user.type(screen.getByLabelText(/^Voornaam/), 'Daan');
    await user.type(screen.getByLabelText(/^Achternaam/), 'de Vries');
    await user.click(screen.getByRole('button', { name: 'Kind opslaan' }));
    expect(await screen.findByRole('button', { name: 'Voeg nog een kind toe' })).toBeInTheDocument();
  });
});
