// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileFormValues, toProfilePayload } from '../../../widgets/sport-account/profile-form';
import { fakeApi, makeProfile, resetAccountState } from './helpers';
import { empty, field, open } from './profile-edit-setup';

// spec §3 "Child profile", §5 "Profile edit required", "Birthdate", "Contact phone", 'true'/'false' → booleans;
// saving (§4 "Profile save"): profile-edit-save.test.tsx.
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

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
