// The child-profile form's values and the payload they make (spec §5 "Profile edit required"): a rule
// beside the form (components/ProfileEdit.tsx), without React, so it is tested on its own.
import { GENDERS, type Gender, type Profile, type UpdateProfilePayload } from '../../shared/contract/profile';
import { combineBirthdate, splitBirthdate, type BirthdateParts } from '../../shared/birthdate';
import { medicalAnswered } from './medical';
import { nl } from './nl';

/** The profile form's values: the payload's texts, the three birthdate boxes and the radio choices. */
export interface ProfileFormValues extends Required<
  Omit<UpdateProfilePayload, 'birthdate' | 'gender' | 'needs_medical_attention' | 'contact_phone' | 'no_club'>
> {
  birthdate: BirthdateParts;
  no_club: boolean;
  gender: string;
  /** '' while the safety question is unanswered: it has no default */
  needs_medical_attention: '' | 'true' | 'false';
  contactChoice: 'own' | 'other';
  otherPhone: string;
}

export function profileFormValues(profile: Profile, userPhone: string): ProfileFormValues {
  // 'my own number' when the stored contact phone is the parent's own (or none is stored yet)
  const own = userPhone !== '' && (profile.contact_phone === '' || profile.contact_phone === userPhone);
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    birthdate: splitBirthdate(profile.birthdate),
    // 'u' (unknown, how a new child starts) is no answer (spec §3 "Child profile"): no radio is chosen
    gender: profile.gender === 'u' ? '' : profile.gender,
    no_club: profile.no_club,
    club: profile.club,
    team: profile.team,
    position: profile.position,
    street: profile.street,
    house_number: profile.house_number,
    postal_code: profile.postal_code,
    city: profile.city,
    country: profile.country || nl.profile.defaultCountry,
    needs_medical_attention: !medicalAnswered(profile) ? '' : profile.needs_medical_attention ? 'true' : 'false',
    family_doctor: profile.family_doctor,
    allergies: profile.allergies,
    additional_info: profile.additional_info,
    group_preference: profile.group_preference,
    contactChoice: own ? 'own' : 'other',
    otherPhone: own ? '' : profile.contact_phone,
  };
}

/**
 * The payload from the form's values: spec §5 "Submitted form values 'true' and 'false' are converted
 * to booleans"; the birthdate boxes combine to dd-mm-yyyy; the contact phone is the parent's own or the other.
 */
export function toProfilePayload(values: ProfileFormValues, userPhone: string): UpdateProfilePayload {
  const { birthdate, gender, needs_medical_attention, contactChoice, otherPhone, ...texts } = values;
  return {
    ...texts,
    birthdate: combineBirthdate(birthdate),
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : 'u',
    // unanswered is left out (the stored value stays); the form requires an answer before it sends
    ...(needs_medical_attention === '' ? {} : { needs_medical_attention: needs_medical_attention === 'true' }),
    contact_phone: contactChoice === 'own' ? userPhone : otherPhone,
  };
}
