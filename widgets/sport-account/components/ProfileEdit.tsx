import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $error } from '../../../shared/stores/ui';
import { $user } from '../../../shared/stores/session';
import { $profiles, $profilesLoaded, updateProfile } from '../../../shared/stores/profiles';
import { missingProfileFields, type Profile } from '../../../shared/contract/profile';
import { useFields, useSubmit } from '../../../shared/form';
import { fetchFieldInstructions } from '../../../shared/cms/field-instructions';
import { navigate } from '../../../shared/router';
import { Field } from '../../../shared/ui/Field';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { RadioGroup } from '../../../shared/ui/RadioGroup';
import { TextAreaField } from '../../../shared/ui/TextArea';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { BirthdateInput } from '../../../shared/ui/BirthdateInput';
import { profileFormValues, toProfilePayload, type ProfileFormValues } from '../profile-form';
import { MissingFields, focusFieldFromHash, profileFieldId } from './MissingFields';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';

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
      <Panel id="sport-profile-title" title={nl.profile.titleFallback}>
        <p className="sport-empty">{nl.profile.notFound}</p>
        <p>
          <Link href={pathTo('profiles')}>{nl.profile.backToList}</Link>
        </p>
      </Panel>
    );
  }
  // The form takes its values once: a later change of $profiles (saving) never resets what the parent typed.
  // a brother or sister whose address is filled can lend it ('Zelfde adres als Noor')
  const siblings = profiles.filter((p) => p.uuid !== uuid && ADDRESS_FIELDS.every((f) => f === 'country' || p[f].trim() !== ''));
  return <ProfileForm key={uuid} profile={current} userPhone={user?.phone ?? ''} siblings={siblings} />;
}

const ADDRESS_FIELDS = ['street', 'house_number', 'postal_code', 'city', 'country'] as const;

function ProfileForm({ profile, userPhone, siblings }: { profile: Profile; userPhone: string; siblings: readonly Profile[] }) {
  const { values, bind, errors, setValue, setValues } = useFields<ProfileFormValues>(() => profileFormValues(profile, userPhone));
  // a field's bound props and the id that a link of 'Nog in te vullen' (MissingFields) jumps to
  const field = <K extends keyof ProfileFormValues & string>(name: K, required = true) => ({
    id: profileFieldId(name),
    ...bind(name, required),
  });
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  // which fields a complete profile still needs, by the one rule (shared/contract/profile.ts), as the parent fills them in
  const missing = missingProfileFields(toProfilePayload(values, userPhone) as Parameters<typeof missingProfileFields>[0]);
  // a link from the profile list ('…#sport-profile-club') lands on that field
  useEffect(focusFieldFromHash, []);
  // spec §2 "Field with instructions": the CMS's help texts, asked when the form opens; without them
  // (none given, or the CMS unreachable) the fields simply have no info button
  const [instructions, setInstructions] = useState<Record<string, string>>({});
  useEffect(() => {
    let current = true;
    fetchFieldInstructions('profile').then(
      (found) => current && setInstructions(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  // spec §4 "Profile save": 'Je wijzigingen zijn opgeslagen', then back to /account/profiles
  const { state: submitState, onSubmit } = useSubmit(async () => {
    const ok = await updateProfile(profile.uuid, toProfilePayload(values, userPhone));
    if (ok) navigate(pathTo('profiles'));
    return ok;
  }, nl.savedMessage);

  return (
    <Panel id="sport-profile-title" title={name ? nl.profile.title(name) : nl.profile.titleFallback}>
      <p>{nl.profile.intro}</p>
      <MissingFields missing={missing} />
      <form className="sport-form sport-form--wide" onSubmit={onSubmit}>
        <p className="sport-form__hint">{nl.profile.requiredHint}</p>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.child}</legend>
          <div className="sport-form__row">
            <Field label={nl.profile.firstName} autoComplete="off" {...field('first_name')} />
            <Field label={nl.profile.lastName} autoComplete="off" {...field('last_name')} />
          </div>
          <BirthdateInput {...field('birthdate')} />
          {/* no 'Onbekend' to choose: it would not answer the question a complete profile needs */}
          <RadioGroup
            label={nl.profile.gender}
            inline
            marked
            hint={nl.profile.laterHint}
            options={[
              { value: 'm', label: nl.profile.genders.m },
              { value: 'f', label: nl.profile.genders.f },
            ]}
            {...field('gender', false)}
          />
        </fieldset>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.sport}</legend>
          <Checkbox
            label={nl.profile.noClub}
            hint={nl.profile.noClubHint}
            {...bind('no_club', false)}
            onChange={(e) => setValue('no_club', e.target.checked)}
          />
          {/* with 'Speelt niet bij een club' the club fields are not needed for a complete profile, so they are not shown */}
          {values.no_club ? null : (
            <>
              <div className="sport-form__row">
                <Field label={nl.profile.club} marked hint={nl.profile.laterHint} autoComplete="off" {...field('club', false)} />
                <Field label={nl.profile.team} marked hint={nl.profile.laterHint} autoComplete="off" {...field('team', false)} />
              </div>
              <Field label={nl.profile.position} marked hint={nl.profile.positionHint} autoComplete="off" {...field('position', false)} />
            </>
          )}
        </fieldset>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.address}</legend>
          {siblings.length > 0 ? (
            <div className="sport-form__actions sport-profile__same-address">
              {siblings.map((sibling) => (
                <button
                  key={sibling.uuid}
                  type="button"
                  className="sport-button"
                  onClick={() =>
                    setValues((old) => ({
                      ...old,
                      ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, f === 'country' ? sibling.country || old.country : sibling[f]])),
                    }))
                  }
                >
                  {nl.profile.sameAddress(sibling.first_name || `${sibling.first_name} ${sibling.last_name}`.trim())}
                </button>
              ))}
            </div>
          ) : null}
          <div className="sport-form__row sport-form__row--street">
            <Field label={nl.profile.street} autoComplete="address-line1" {...field('street')} />
            <Field label={nl.profile.houseNumber} autoComplete="off" {...field('house_number')} />
          </div>
          <div className="sport-form__row">
            <Field label={nl.profile.postalCode} autoComplete="postal-code" {...field('postal_code')} />
            <Field label={nl.profile.city} autoComplete="address-level2" {...bind('city')} />
          </div>
          <Field label={nl.profile.country} autoComplete="country-name" {...field('country')} />
        </fieldset>

        <fieldset className="sport-form__group">
          <legend>{nl.profile.health}</legend>
          <RadioGroup
            label={nl.profile.medical}
            inline
            options={[
              { value: 'true', label: nl.profile.yes },
              { value: 'false', label: nl.profile.no },
            ]}
            {...bind('needs_medical_attention')}
          />
          <Field
            instruction={instructions.family_doctor}
            label={nl.profile.familyDoctor}
            hint={nl.profile.familyDoctorHint}
            autoComplete="off"
            {...field('family_doctor')}
          />
          <TextAreaField instruction={instructions.allergies} label={nl.profile.allergies} {...bind('allergies', false)} />
          <TextAreaField
            instruction={instructions.additional_info}
            label={nl.profile.additionalInfo}
            hint={nl.profile.additionalInfoHint}
            {...bind('additional_info', false)}
          />
          <Field
            instruction={instructions.group_preference}
            label={nl.profile.groupPreference}
            hint={nl.profile.groupPreferenceHint}
            autoComplete="off"
            {...bind('group_preference', false)}
          />
        </fieldset>

        <div className="sport-form__group">
          <RadioGroup
            id={profileFieldId('contact_phone')}
            label={nl.profile.contact}
            hint={userPhone ? undefined : nl.profile.contactOwnMissing}
            options={[
              { value: 'own', label: nl.profile.contactOwn(userPhone), disabled: !userPhone },
              { value: 'other', label: nl.profile.contactOther },
            ]}
            {...bind('contactChoice')}
            name="contact_choice"
            errors={values.contactChoice === 'own' ? errors.contact_phone : undefined}
          />
          {values.contactChoice === 'other' ? (
            <Field
              id={profileFieldId('other_phone')}
              label={nl.profile.contactPhone}
              type="tel"
              autoComplete="tel"
              {...bind('otherPhone')}
              name="other_phone"
              errors={errors.contact_phone}
            />
          ) : null}
        </div>

        <FormErrors />
        <SubmitButton state={submitState} label={nl.profile.submit} />
      </form>
      <p className="sport-account__links">
        <Link href={pathTo('profiles')}>{nl.profile.backToList}</Link>
      </p>
    </Panel>
  );
}
