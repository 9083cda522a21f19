// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { profileFormValues, toProfilePayload } from '../../../widgets/sport-account/profile-form';
import { profile } from '../../support/factories';
import { fakeApi, goTo, json, loggedIn, makeProfile, resetAccountState, type Call } from './helpers';

// spec §3 "Child profile", §5 "Profile edit required", "Birthdate", "Contact phone", 'true'/'false' → booleans;
// §4 "Profile save".
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

// a child with only a name, as just created
const empty = profile('new-child', 'Daan', 'de Vries');

async function open(profile = empty, path = `/account/profiles/${profile.uuid}`) {
  loggedIn([profile]);
  const view = render(<SportAccount />);
  await act(() => goTo(path));
  return view;
}

/** The form of a new child on a fake API; answers its three birthdate boxes. */
async function birthdateBoxes() {
  fakeApi({});
  await open();
  const day = await screen.findByLabelText('Dag');
  return { day, month: screen.getByLabelText('Maand'), year: screen.getByLabelText('Jaar') };
}

/** The day, month and year boxes hold these values. */
function expectBirthdate([day, month, year]: [string, string, string]) {
  expect(screen.getByLabelText('Dag')).toHaveValue(day);
  expect(screen.getByLabelText('Maand')).toHaveValue(month);
  expect(screen.getByLabelText('Jaar')).toHaveValue(year);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?( \\(verplicht\\))?$`));

describe('the fields and their rules', () => {
  it('marks exactly the fields of spec §5 as required', async () => {
    fakeApi({});
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel van Daan de Vries' })).toBeInTheDocument();
    for (const label of ['Voornaam', 'Achternaam', 'Straat', 'Huisnummer', 'Postcode', 'Woonplaats', 'Land', 'Huisarts']) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Dag', 'Maand', 'Jaar']) expect(screen.getByLabelText(label)).toBeRequired();
    // club, team, position: labelled * but not required
    for (const label of ['Club', 'Team', 'Positie']) {
      const input = screen.getByLabelText(new RegExp(`^${label} \\*$`));
      expect(input).not.toBeRequired();
    }
    // gender: selectable, not required; a new child's 'u' is no answer: nothing chosen, no 'Onbekend' to pick
    const gender = screen.getByRole('group', { name: /^Geslacht/ });
    for (const radio of within(gender).getAllByRole('radio')) expect(radio).not.toBeRequired();
    for (const radio of within(gender).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(gender).queryByRole('radio', { name: 'Onbekend' })).toBeNull();
    // optional texts
    for (const label of ['Allergieën', 'Aanvullende informatie', 'Groepsvoorkeur']) expect(field(label)).not.toBeRequired();
    // the contact phone is required
    expect(within(screen.getByRole('group', { name: /^Telefoonnummer voor noodgevallen/ })).getAllByRole('radio')[0]).toBeRequired();
  });

  it('fills the form from the profile, the birthdate split over three boxes', async () => {
    fakeApi({});
    await open(makeProfile({ uuid: 'sem', birthdate: '09-04-2016', gender: 'm', needs_medical_attention: true, allergies: 'Pinda' }));
    expect(await screen.findByLabelText('Dag')).toHaveValue('09');
    expect(screen.getByLabelText('Maand')).toHaveValue('04');
    expect(screen.getByLabelText('Jaar')).toHaveValue('2016');
    expect(screen.getByRole('radio', { name: 'Jongen' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: /medische bijzonderheden/ })).getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(field('Allergieën')).toHaveValue('Pinda');
    expect(field('Straat')).toHaveValue('Dorpsstraat');
  });

  it('birthdate boxes: max lengths 2, 2, 4, digits only, and focus moves on when a box is full', async () => {
    const { day, month, year } = await birthdateBoxes();
    expect(day).toHaveAttribute('maxlength', '2');
    expect(month).toHaveAttribute('maxlength', '2');
    expect(year).toHaveAttribute('maxlength', '4');
    expect(day).toHaveAttribute('inputmode', 'numeric');

    const user = userEvent.setup();
    await user.click(day);
    await user.type(day, '0');
    expect(day).toHaveFocus();
    await user.type(day, '9');
    expect(month).toHaveFocus();
    await user.keyboard('04');
    expect(year).toHaveFocus();
    await user.keyboard('2016');
    expectBirthdate(['09', '04', '2016']);
  });

  it('birthdate boxes: Dutch messages for a day, month or year out of range', async () => {
    fakeApi({});
    await open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Dag'), '32');
    expect((screen.getByLabelText('Dag') as HTMLInputElement).validationMessage).toBe('Vul een dag in van 1 tot en met 31.');
    await user.type(screen.getByLabelText('Maand'), '13');
    expect((screen.getByLabelText('Maand') as HTMLInputElement).validationMessage).toBe('Vul een maand in van 1 tot en met 12.');
    await user.type(screen.getByLabelText('Jaar'), '1899');
    expect((screen.getByLabelText('Jaar') as HTMLInputElement).validationMessage).toBe('Vul een jaar in van 4 cijfers, 1900 of later.');
  });

  it('birthdate typing: 3 / 11 / 2018 without leading zeros gives 03 11 2018; 4–9 as a day and 2–9 as a month move on at once', async () => {
    const { day, month, year } = await birthdateBoxes();
    const user = userEvent.setup();
    await user.click(day);
    // '3' may still become 31: the box waits; the '/' says "next"
    await user.keyboard('3');
    expect(day).toHaveFocus();
    await user.keyboard('/11/2018');
    expectBirthdate(['03', '11', '2018']);

    // unambiguous single digits move on by themselves
    await user.clear(day);
    await user.keyboard('7');
    expect(month).toHaveFocus();
    await user.keyboard('5');
    expect(year).toHaveFocus();
    expect(day).toHaveValue('07');
    expect(month).toHaveValue('05');

    // a '1' in the month waits (10, 11, 12); Tab moves on and pads it
    await user.clear(month);
    await user.keyboard('1');
    expect(month).toHaveFocus();
    await user.tab();
    expect(month).toHaveValue('01');
  });

  it('birthdate typed with Tab: 3 Tab 11 Tab 2018 gives 03-11-2018, whatever moved focus on by itself', async () => {
    const { day, month, year } = await birthdateBoxes();
    const user = userEvent.setup();
    await user.click(day);
    // '11' fills the month and focus moves to the year by itself; the parent's own Tab right after it
    // must not leave the field
    await user.keyboard('3{Tab}11{Tab}2018');
    expectBirthdate(['03', '11', '2018']);
    expect(year).toHaveFocus();

    // auto-advance then Tab after a single unambiguous digit, and plain Tab after a waiting one
    for (const box of [day, month, year]) await user.clear(box);
    await user.click(day);
    await user.keyboard('7{Tab}1{Tab}2019');
    expect([day, month, year].map((box) => (box as HTMLInputElement).value)).toEqual(['07', '01', '2019']);

    // only the one Tab right after the move is absorbed: a second Tab leaves the empty box as always
    for (const box of [day, month, year]) await user.clear(box);
    await user.click(day);
    await user.keyboard('12');
    expect(month).toHaveFocus();
    await user.tab();
    expect(month).toHaveFocus();
    await user.tab();
    expect(year).toHaveFocus();
    // Shift+Tab right after an automatic move goes back as always
    await user.click(month);
    await user.keyboard('08');
    expect(year).toHaveFocus();
    await user.tab({ shift: true });
    expect(month).toHaveFocus();
  });

  it("the child's birthdate boxes do not offer the parent's own birthday", async () => {
    fakeApi({});
    await open();
    for (const label of ['Dag', 'Maand', 'Jaar']) {
      const box = await screen.findByLabelText(label);
      expect(box.getAttribute('autocomplete') ?? '').not.toMatch(/bday/);
      expect(box).toHaveAttribute('autocomplete', 'off');
    }
  });

  it("birthdate: every part's error is shown by the field, not only the year's", async () => {
    fakeApi({});
    await open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Dag'), '32');
    await user.type(screen.getByLabelText('Maand'), '13');
    await user.type(screen.getByLabelText('Jaar'), '1899');
    await user.tab();
    const group = screen.getByRole('group', { name: /^Geboortedatum/ });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Vul een dag in van 1 tot en met 31.'));
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Vul een maand in van 1 tot en met 12.'));
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Vul een jaar in van 4 cijfers, 1900 of later.'));
    expect(within(group).getByText(/Vul een dag in/)).toBeVisible();
  });

  it("contact phone: 'my own number' is the parent's phone; 'Anders…' reveals a phone input", async () => {
    fakeApi({});
    await open();
    const group = screen.getByRole('group', { name: /^Telefoonnummer voor noodgevallen/ });
    const own = within(group).getByRole('radio', { name: 'Mijn eigen nummer (0612345678)' });
    expect(own).toBeChecked();
    expect(screen.queryByLabelText(/^Ander telefoonnummer/)).toBeNull();
    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: 'Anders…' }));
    expect(field('Ander telefoonnummer')).toBeRequired();
  });

  it('a stored number that is not the parent’s opens with Anders… and that number', async () => {
    fakeApi({});
    await open(makeProfile({ uuid: 'sem', contact_phone: '0201234567' }));
    expect(screen.getByRole('radio', { name: 'Anders…' })).toBeChecked();
    expect(field('Ander telefoonnummer')).toHaveValue('0201234567');
  });
});

describe('saving', () => {
  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Dag'), '9');
    await user.type(screen.getByLabelText('Maand'), '4');
    await user.type(screen.getByLabelText('Jaar'), '2016');
    await user.type(field('Straat'), 'Dorpsstraat');
    await user.type(field('Huisnummer'), '12');
    await user.type(field('Postcode'), '3511 AB');
    await user.type(field('Woonplaats'), 'Utrecht');
    await user.type(field('Huisarts'), 'Dr. Jansen');
    await user.click(within(screen.getByRole('group', { name: /medische bijzonderheden/ })).getByRole('radio', { name: 'Nee' }));
  }

  it('the medical question has no default: neither Ja nor Nee is chosen, an answer is required, and without one nothing is sent', async () => {
    const api = fakeApi({ 'PUT /api/profile/new-child': json(200, { data: { ...empty, complete: true } }) });
    await open();
    const group = screen.getByRole('group', { name: /medische bijzonderheden/ });
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeRequired();
    }
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Dag'), '9');
    await user.type(screen.getByLabelText('Maand'), '4');
    await user.type(screen.getByLabelText('Jaar'), '2016');
    for (const label of ['Straat', 'Huisnummer', 'Postcode', 'Woonplaats', 'Huisarts']) await user.type(field(label), 'x1');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual([]);
    // a child saved before (it has a birthdate) shows its stored answer
    cleanup();
    await open(makeProfile({ uuid: 'sem', birthdate: '09-04-2016', needs_medical_attention: false }));
    expect(within(screen.getByRole('group', { name: /medische bijzonderheden/ })).getByRole('radio', { name: 'Nee' })).toBeChecked();
  });

  it('texts and rules agree: a field whose hint says it may be filled in later is not required to save', async () => {
    fakeApi({});
    await open();
    const later = screen.getAllByText(/later invullen/);
    expect(later.length).toBeGreaterThan(0);
    for (const hint of later) {
      const frame = hint.closest('.sport-field, fieldset');
      if (!frame) continue;
      for (const control of frame.querySelectorAll('input, select, textarea')) expect(control).not.toBeRequired();
    }
    // the hint above the form names exactly the four fields the form saves without
    expect(screen.getByText(/^Velden met een \*/)).toHaveTextContent(
      'Geslacht, club, team en positie mag je ook later invullen; zonder de andere velden met een * kun je niet opslaan.',
    );
    for (const label of ['Club', 'Team', 'Positie']) expect(screen.getByLabelText(new RegExp(`^${label} \\*$`))).not.toBeRequired();
    for (const radio of within(screen.getByRole('group', { name: /^Geslacht/ })).getAllByRole('radio')) expect(radio).not.toBeRequired();
  });

  it("PUTs every field (booleans for 'true'/'false', dd-mm-yyyy), says 'Je wijzigingen zijn opgeslagen' and returns to the list", async () => {
    let sent: Call | undefined;
    const api = fakeApi({
      'PUT /api/profile/new-child': (call: Call) => {
        sent = call;
        return json(200, { data: { ...empty, ...(call.body as object), complete: true } });
      },
    });
    await open();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Meisje' }));
    await user.click(within(screen.getByRole('group', { name: /medische bijzonderheden/ })).getByRole('radio', { name: 'Ja' }));
    await user.type(field('Allergieën'), 'Noten');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profielen' })).toBeInTheDocument();
    expect(screen.getByText('Je wijzigingen zijn opgeslagen')).toBeInTheDocument();
    expect($router.get()?.route).toBe('profiles');
    // besides the CMS's field instructions (spec §2), asked when the form opens
    expect(api.paths().filter((p) => p !== 'POST /graphql')).toEqual(['PUT /api/profile/new-child']);
    expect(sent!.body).toEqual({
      first_name: 'Daan',
      last_name: 'de Vries',
      birthdate: '09-04-2016',
      gender: 'f',
      club: '',
      team: '',
      position: '',
      street: 'Dorpsstraat',
      house_number: '12',
      postal_code: '3511 AB',
      city: 'Utrecht',
      country: 'Nederland',
      needs_medical_attention: true,
      family_doctor: 'Dr. Jansen',
      allergies: 'Noten',
      additional_info: '',
      group_preference: '',
      contact_phone: '0612345678',
      no_club: false,
    });
  });

  it("sends the other number when 'Anders…' is chosen", async () => {
    let sent: Call | undefined;
    fakeApi({
      'PUT /api/profile/new-child': (call: Call) => {
        sent = call;
        return json(200, { data: { ...empty, complete: true } });
      },
    });
    await open();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Anders…' }));
    await user.type(field('Ander telefoonnummer'), '0301234567');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByRole('heading', { level: 1, name: 'Profielen' });
    expect(sent!.body).toMatchObject({ contact_phone: '0301234567', needs_medical_attention: false });
  });

  it('shows server errors by their field and under the form, and keeps everything typed', async () => {
    fakeApi({
      'PUT /api/profile/new-child': json(422, {
        message: 'x',
        errors: {
          birthdate: ['De geboortedatum ligt in de toekomst. Controleer het jaar.'],
          contact_phone: ['Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.'],
        },
      }),
    });
    await open();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Anders…' }));
    await user.type(field('Ander telefoonnummer'), '12345');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('De geboortedatum ligt in de toekomst. Controleer het jaar.');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('group', { name: /^Geboortedatum/ })).toHaveAccessibleDescription(/De geboortedatum ligt in de toekomst/);
    expect(field('Ander telefoonnummer')).toHaveAccessibleDescription('Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.');
    expect(field('Ander telefoonnummer')).toHaveValue('12345');
    expect(field('Straat')).toHaveValue('Dorpsstraat');
    expect($router.get()?.route).toBe('profile');
  });

  it('a network failure keeps what the parent typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await open();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Controleer je internetverbinding/);
    expect(screen.getByLabelText('Jaar')).toHaveValue('2016');
    expect(field('Huisarts')).toHaveValue('Dr. Jansen');
  });
});

describe('an unknown uuid', () => {
  it('says so in Dutch and links back to the profiles', async () => {
    fakeApi({});
    await open(empty, '/account/profiles/bestaat-niet');
    expect(await screen.findByText('Dit profiel bestaat niet (meer). Kies een kind uit je profielen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de profielen' })).toHaveAttribute('href', '/account/profiles');
  });
});

describe('toProfilePayload', () => {
  it("turns the form values 'true'/'false' into booleans and an unknown gender into 'u'", () => {
    const values = profileFormValues(empty, '0612345678');
    expect(toProfilePayload({ ...values, needs_medical_attention: 'true', gender: 'x' }, '0612345678')).toMatchObject({
      needs_medical_attention: true,
      gender: 'u',
      street: '',
    });
    expect(toProfilePayload({ ...values, needs_medical_attention: 'false', gender: 'm' }, '0612345678')).toMatchObject({
      needs_medical_attention: false,
      gender: 'm',
    });
  });
});
