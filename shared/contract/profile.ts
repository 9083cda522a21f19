// Child profiles (spec §3 "Child profile", §5 "Profile edit required", §7 profile calls).
import * as v from 'valibot';
import { MAX_LONG_TEXT, booleanField, longText, optionalText, phoneField, requiredText } from './fields';

export const GENDERS = ['u', 'm', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

export const ProfileSchema = v.object({
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** 'dd-mm-yyyy' or '' */
  birthdate: v.string(),
  gender: v.picklist(GENDERS),
  club: v.string(),
  team: v.string(),
  position: v.string(),
  street: v.string(),
  house_number: v.string(),
  postal_code: v.string(),
  city: v.string(),
  country: v.string(),
  needs_medical_attention: v.boolean(),
  family_doctor: v.string(),
  additional_info: v.string(),
  allergies: v.string(),
  group_preference: v.string(),
  contact_phone: v.string(),
  /** 'Speelt niet bij een club': club, team and position are then not needed to be complete */
  no_club: v.optional(v.boolean(), false),
  complete: v.boolean(),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** spec §5 "Birthdate": year at least 1900. */
export const BIRTH_YEAR_MIN = 1900;

/** The date of a 'dd-mm-yyyy' text, or null when it is not a real calendar date. */
export function parseBirthdate(s: string): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

const BIRTHDATE_FORMAT = 'Vul de geboortedatum in als dd-mm-jjjj, bijvoorbeeld 09-04-2016.';
export const birthdateField = v.pipe(
  v.string('Vul de geboortedatum in.'),
  v.trim(),
  v.nonEmpty('Vul de geboortedatum in.'),
  v.regex(/^\d{2}-\d{2}-\d{4}$/, BIRTHDATE_FORMAT),
  v.check((s) => parseBirthdate(s) !== null, 'Deze datum bestaat niet. Controleer de dag en de maand.'),
  v.check((s) => (parseBirthdate(s)?.getUTCFullYear() ?? 0) >= BIRTH_YEAR_MIN, `Vul een geboortejaar in van ${BIRTH_YEAR_MIN} of later.`),
  v.check((s) => (parseBirthdate(s)?.getTime() ?? 0) <= Date.now(), 'De geboortedatum ligt in de toekomst. Controleer het jaar.'),
);

const childFirstName = requiredText('de voornaam', 'Vul de voornaam van je kind in.', 100);
const childLastName = requiredText('de achternaam', 'Vul de achternaam van je kind in.', 100);

/**
 * spec §5 "New child": first_name and last_name required. The birth date is optional here (the account's
 * "Kind toevoegen" asks only the names) but the order flow sends it, so its age check works for a new child too.
 */
export const CreateProfilePayloadSchema = v.object({
  first_name: childFirstName,
  last_name: childLastName,
  birthdate: v.optional(birthdateField),
});
export type CreateProfilePayload = v.InferInput<typeof CreateProfilePayloadSchema>;

/**
 * spec §5 "Profile edit required": first_name, last_name, birthdate, street, house_number,
 * postal_code, city, country, family_doctor, contact_phone. Gender, club, team, position and the
 * other fields are optional; an optional field that is left out keeps its stored value.
 */
export const UpdateProfilePayloadSchema = v.object({
  first_name: childFirstName,
  last_name: childLastName,
  birthdate: birthdateField,
  street: requiredText('de straat', 'Vul de straat in.'),
  house_number: requiredText('het huisnummer', 'Vul het huisnummer in.', 20),
  postal_code: requiredText('de postcode', 'Vul de postcode in.', 16),
  city: requiredText('de woonplaats', 'Vul de woonplaats in.'),
  country: requiredText('het land', 'Vul het land in.', 100),
  family_doctor: requiredText('de huisarts', 'Vul de naam van de huisarts in.'),
  contact_phone: phoneField('Vul een telefoonnummer in voor noodgevallen.'),
  gender: v.optional(v.picklist(GENDERS, 'Kies jongen, meisje of onbekend.')),
  club: v.optional(optionalText('de club')),
  team: v.optional(optionalText('het team')),
  position: v.optional(optionalText('de positie')),
  needs_medical_attention: v.optional(booleanField('Kies ja of nee bij medische bijzonderheden.')),
  additional_info: v.optional(longText('de extra informatie', MAX_LONG_TEXT)),
  allergies: v.optional(longText('de allergieën', MAX_LONG_TEXT)),
  group_preference: v.optional(optionalText('de groepsvoorkeur')),
  no_club: v.optional(booleanField('Kies of je kind bij een club speelt.')),
});
export type UpdateProfilePayload = v.InferInput<typeof UpdateProfilePayloadSchema>;

/**
 * The one rule for "complete" (spec §3 "Child profile"), used by the server's `complete` flag and by every screen
 * (the success page, the profile list, the profile form): the fields of spec §3's success-page list.
 * Gender 'u' (unknown, the value a new child starts with) counts as missing: only 'Jongen' or 'Meisje'
 * answers it. A child that plays at no club ('Speelt niet bij een club') needs no club, team or position.
 */
export const COMPLETE_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'street',
  'house_number',
  'birthdate',
  'postal_code',
  'country',
  'gender',
  'contact_phone',
  'family_doctor',
  'club',
  'team',
  'position',
] as const;

export type CompleteProfileField = (typeof COMPLETE_PROFILE_FIELDS)[number];

/** The club fields that 'Speelt niet bij een club' makes unneeded. */
export const CLUB_FIELDS: readonly CompleteProfileField[] = ['club', 'team', 'position'];

export type ProfileForCompleteness = Record<CompleteProfileField, string> & { no_club?: boolean | undefined };

/** The fields of COMPLETE_PROFILE_FIELDS this profile misses, in that order (the success page lists them, spec §3). */
export function missingProfileFields(p: ProfileForCompleteness): CompleteProfileField[] {
  return COMPLETE_PROFILE_FIELDS.filter((f) => {
    if (f === 'gender') return p.gender !== 'm' && p.gender !== 'f';
    if (p.no_club === true && CLUB_FIELDS.includes(f)) return false;
    return p[f].trim() === '';
  });
}

export function isProfileComplete(p: ProfileForCompleteness): boolean {
  return missingProfileFields(p).length === 0;
}
