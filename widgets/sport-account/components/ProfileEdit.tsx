import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $error, $formErrors } from '../../../shared/stores/ui';
import { $profiles, $profilesLoaded, $user, updateProfile } from '../../../shared/stores/session';
import { GENDERS, type Gender, type Profile, type UpdateProfilePayload } from '../../../shared/contract/profile';
import { formValues, useSubmit } from '../../../shared/form';
import { navigate } from '../../../shared/router';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { splitBirthdate, type BirthdateParts } from '../birthdate';
import { BirthdateInput } from './BirthdateInput';
import { ChoiceGroup } from './ChoiceGroup';
import { TextAreaField } from './TextAreaField';
import { nl } from '../nl';

/** /account/profiles/{uuid}: the child's profile (spec §3 "Child profile"), or a message for an unknown uuid. */
export function ProfileEdit({ uuid }: { uuid: string }) {
  const profiles = useStore($profiles);
  const loaded = useStore($profilesLoaded);
  const user = useStore($user);
  const error = useStore($error);
  const current = profiles.find((p) => p.uuid === uuid);

  if (!loaded) return error.length ? null : <Spinner />;
  if (!current) {
    return (
      <section className="sport-account__panel" aria-labelledby="sport-profile-title">
        <h1 id="sport-profile-title">{nl.profile.titleFallback}</h1>
        <p className="sport-empty">{nl.profile.notFound}</p>
        <p>
          <Link href="/account/profiles">{nl.profile.backToList}</Link>
        </p>
      </section>
    );
  }
  // The form takes its values once: a later change of $profiles (saving) never resets what the parent typed.
  return <ProfileForm key={uuid} profile={current} userPhone={user?.phone ?? ''} />;
}

type TextField = Exclude<keyof UpdateProfilePayload, 'birthdate' | 'gender' | 'needs_medical_attention' | 'contact_phone'>;

interface FormState extends Record<TextField, string> {
  birthdate: BirthdateParts;
  gender: Gender;
  needs_medical_attention: 'true' | 'false';
  contactChoice: 'own' | 'other';
  otherPhone: string;
}

function initialState(profile: Profile, userPhone: string): FormState {
  // 'my own number' when the stored contact phone is the parent's own (or none is stored yet)
  const own = userPhone !== '' && (profile.contact_phone === '' || profile.contact_phone === userPhone);
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    birthdate: splitBirthdate(profile.birthdate),
    gender: profile.gender,
    club: profile.club,
    team: profile.team,
    position: profile.position,
    street: profile.street,
    house_number: profile.house_number,
    postal_code: profile.postal_code,
    city: profile.city,
    country: profile.country || nl.profile.defaultCountry,
    needs_medical_attention: profile.needs_medical_attention ? 'true' : 'false',
    family_doctor: profile.family_doctor,
    allergies: profile.allergies,
    additional_info: profile.additional_info,
    group_preference: profile.group_preference,
    contactChoice: own ? 'own' : 'other',
    otherPhone: own ? '' : profile.contact_phone,
  };
}

const text = (values: Record<string, string | boolean>, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

/** The payload from the submitted form: spec §5 "Submitted form values 'true' and 'false' are converted to booleans". */
export function toProfilePayload(values: Record<string, string | boolean>): UpdateProfilePayload {
  const gender = text(values, 'gender');
  return {
    first_name: text(values, 'first_name'),
    last_name: text(values, 'last_name'),
    birthdate: text(values, 'birthdate'),
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : 'u',
    club: text(values, 'club'),
    team: text(values, 'team'),
    position: text(values, 'position'),
    street: text(values, 'street'),
    house_number: text(values, 'house_number'),
    postal_code: text(values, 'postal_code'),
    city: text(values, 'city'),
    country: text(values, 'country'),
    needs_medical_attention: values.needs_medical_attention === true,
    family_doctor: text(values, 'family_doctor'),
    allergies: text(values, 'allergies'),
    additional_info: text(values, 'additional_info'),
    group_preference: text(values, 'group_preference'),
    contact_phone: text(values, 'contact_phone'),
  };
}

function ProfileForm({ profile, userPhone }: { profile: Profile; userPhone: string }) {
  const [state, setState] = useState<FormState>(() => initialState(profile, userPhone));
  const { fields } = useStore($formErrors);
  const form = useRef<HTMLFormElement>(null);
  const name = `${profile.first_name} ${profile.last_name}`.trim();

  // spec §4 "Profile save": 'Je wijzigingen zijn opgeslagen', then back to /account/profiles
  const { state: submitState, submit } = useSubmit(async () => {
    if (!form.current) return false;
    const ok = await updateProfile(profile.uuid, toProfilePayload(formValues(form.current)));
    if (ok) navigate('/account/profiles');
    return ok;
  }, nl.savedMessage);

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setState((old) => ({ ...old, [key]: value }));
  }
  const bind = (key: TextField) => ({
    name: key,
    value: state[key],
    errors: fields[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const contactPhone = state.contactChoice === 'own' ? userPhone : state.otherPhone;

  return (
    <section className="sport-account__panel" aria-labelledby="sport-profile-title">
      <h1 id="sport-profile-title">{name ? nl.profile.title(name) : nl.profile.titleFallback}</h1>
      <p>{nl.profile.intro}</p>
      <form ref={form} className="sport-form sport-form--wide" onSubmit={onSubmit}>
        <p className="sport-form__hint">{nl.profile.requiredHint}</p>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.child}</legend>
          <div className="sport-form__row">
            <Field label={nl.profile.firstName} autoComplete="off" required {...bind('first_name')} />
            <Field label={nl.profile.lastName} autoComplete="off" required {...bind('last_name')} />
          </div>
          <BirthdateInput value={state.birthdate} onChange={(value) => set('birthdate', value)} errors={fields.birthdate} />
          <ChoiceGroup
            legend={nl.profile.gender}
            name="gender"
            inline
            marked
            hint={nl.profile.laterHint}
            options={[
              { value: 'm', label: nl.profile.genders.m },
              { value: 'f', label: nl.profile.genders.f },
              { value: 'u', label: nl.profile.genders.u },
            ]}
            value={state.gender}
            onChange={(value) => set('gender', value as Gender)}
            errors={fields.gender}
          />
        </fieldset>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.sport}</legend>
          <div className="sport-form__row">
            <Field label={nl.profile.club} marked hint={nl.profile.laterHint} autoComplete="off" {...bind('club')} />
            <Field label={nl.profile.team} marked hint={nl.profile.laterHint} autoComplete="off" {...bind('team')} />
          </div>
          <Field label={nl.profile.position} marked hint={nl.profile.positionHint} autoComplete="off" {...bind('position')} />
        </fieldset>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.address}</legend>
          <div className="sport-form__row sport-form__row--street">
            <Field label={nl.profile.street} autoComplete="address-line1" required {...bind('street')} />
            <Field label={nl.profile.houseNumber} autoComplete="off" required {...bind('house_number')} />
          </div>
          <div className="sport-form__row">
            <Field label={nl.profile.postalCode} autoComplete="postal-code" required {...bind('postal_code')} />
            <Field label={nl.profile.city} autoComplete="address-level2" required {...bind('city')} />
          </div>
          <Field label={nl.profile.country} autoComplete="country-name" required {...bind('country')} />
        </fieldset>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.health}</legend>
          <ChoiceGroup
            legend={nl.profile.medical}
            name="needs_medical_attention"
            inline
            options={[
              { value: 'true', label: nl.profile.yes },
              { value: 'false', label: nl.profile.no },
            ]}
            value={state.needs_medical_attention}
            onChange={(value) => set('needs_medical_attention', value === 'true' ? 'true' : 'false')}
            errors={fields.needs_medical_attention}
          />
          <Field label={nl.profile.familyDoctor} hint={nl.profile.familyDoctorHint} autoComplete="off" required {...bind('family_doctor')} />
          <TextAreaField label={nl.profile.allergies} {...bind('allergies')} />
          <TextAreaField label={nl.profile.additionalInfo} hint={nl.profile.additionalInfoHint} {...bind('additional_info')} />
          <Field label={nl.profile.groupPreference} hint={nl.profile.groupPreferenceHint} autoComplete="off" {...bind('group_preference')} />
        </fieldset>

        <div className="sport-form__group">
          <ChoiceGroup
            legend={nl.profile.contact}
            name="contact_choice"
            required
            hint={userPhone ? undefined : nl.profile.contactOwnMissing}
            options={[
              { value: 'own', label: nl.profile.contactOwn(userPhone), disabled: !userPhone },
              { value: 'other', label: nl.profile.contactOther },
            ]}
            value={state.contactChoice}
            onChange={(value) => set('contactChoice', value === 'own' ? 'own' : 'other')}
            errors={state.contactChoice === 'own' ? fields.contact_phone : undefined}
          />
          {state.contactChoice === 'other' ? (
            <Field
              label={nl.profile.contactPhone}
              name="other_phone"
              type="tel"
              autoComplete="tel"
              required
              value={state.otherPhone}
              onChange={(e) => set('otherPhone', e.target.value)}
              errors={fields.contact_phone}
            />
          ) : null}
          <input type="hidden" name="contact_phone" value={contactPhone} />
        </div>

        <FormErrors />
        <SubmitButton state={submitState} label={nl.profile.submit} />
      </form>
      <p className="sport-account__links">
        <Link href="/account/profiles">{nl.profile.backToList}</Link>
      </p>
    </section>
  );
}
