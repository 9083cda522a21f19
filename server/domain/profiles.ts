// Child profiles (spec §3 "Child profile", §5): the contract's Profile and the parent's changes.
import { isProfileComplete, type CreateProfilePayloadSchema, type Profile, type UpdateProfilePayloadSchema } from '../../shared/contract/profile';
import type * as v from 'valibot';
import type { DB } from '../db/database';
import { findOwnProfile, insertProfile, listProfiles, updateProfile, type ProfileChanges, type ProfileRow } from '../db/profiles';
import { uuid } from '../lib/crypto';
import { texts } from '../texts';
import { notFound } from './errors';

export function toProfile(row: ProfileRow): Profile {
  const p = {
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    birthdate: row.birthdate,
    gender: row.gender,
    club: row.club,
    team: row.team,
    position: row.position,
    street: row.street,
    house_number: row.house_number,
    postal_code: row.postal_code,
    city: row.city,
    country: row.country,
    needs_medical_attention: row.needs_medical_attention === 1,
    family_doctor: row.family_doctor,
    additional_info: row.additional_info,
    allergies: row.allergies,
    group_preference: row.group_preference,
    contact_phone: row.contact_phone,
    no_club: row.no_club === 1,
  };
  return { ...p, complete: isProfileComplete(p) };
}

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'birthdate',
  'gender',
  'club',
  'team',
  'position',
  'street',
  'house_number',
  'postal_code',
  'city',
  'country',
  'family_doctor',
  'additional_info',
  'allergies',
  'group_preference',
  'contact_phone',
] as const;

export const profilesOf = (db: DB, userId: number): Profile[] => listProfiles(db, userId).map(toProfile);

export function createProfile(db: DB, userId: number, input: v.InferOutput<typeof CreateProfilePayloadSchema>, now: number): Profile {
  const id = uuid();
  insertProfile(db, id, userId, input, now);
  return toProfile(findOwnProfile(db, userId, id) as ProfileRow);
}

/** The parent's own profile. Another parent's profile is not found, exactly like an unknown uuid. */
export function ownProfile(db: DB, userId: number, profileUuid: string): ProfileRow {
  const existing = findOwnProfile(db, userId, profileUuid);
  if (!existing) throw notFound(texts.profileNotFound);
  return existing;
}

/** Changes only the fields sent. */
export function changeProfile(db: DB, existing: ProfileRow, input: v.InferOutput<typeof UpdateProfilePayloadSchema>, now: number): Profile {
  const flag = (value: boolean | undefined, current: number) => (value === undefined ? current : value ? 1 : 0);
  const next = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, input[field] ?? existing[field]])),
    needs_medical_attention: flag(input.needs_medical_attention, existing.needs_medical_attention),
    no_club: flag(input.no_club, existing.no_club),
  } as ProfileChanges;
  updateProfile(db, existing.id, next, now);
  return toProfile(findOwnProfile(db, existing.user_id, existing.uuid) as ProfileRow);
}
