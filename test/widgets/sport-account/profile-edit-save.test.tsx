// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { fakeApi, json, makeProfile, resetAccountState, type Call } from './helpers';
import { empty, field, open } from './profile-edit-setup';

// spec §4 "Profile save": the child's profile form sends every field ('true'/'false' → booleans,
// dd-mm-yyyy), and what a refusal or a network failure shows; the fields themselves: profile-edit.test.tsx.
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

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
