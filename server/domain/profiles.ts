import { isProfileComplete, type Gender, type Profile } from '../../shared/contract/profile';
import type { DB } from '../db/database';

export interface ProfileRow {
  id: number;
  uuid: string;
  user_id: number;
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: Gender;
  club: string;
  team: string;
  position: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  needs_medical_attention: number;
  family_doctor: string;
  additional_info: string;
  allergies: string;
  group_preference: string;
  contact_phone: string;
  no_club: number;
}

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

/** A profile only exists for its own parent: someone else's uuid is the same as an unknown one. */
export const findOwnProfile = (db: DB, userId: number, profileUuid: string) =>
  db.prepare('SELECT * FROM profiles WHERE uuid = ? AND user_id = ?').get(profileUuid, userId) as ProfileRow | undefined;

export const findProfileById = (db: DB, id: number) =>
  db.prepare('SELECT * FROM profiles WHERE id = ?').get(id) as ProfileRow | undefined;

export const listProfiles = (db: DB, userId: number) =>
  db.prepare('SELECT * FROM profiles WHERE user_id = ? ORDER BY id').all(userId) as ProfileRow[];

export const PROFILE_TEXT_FIELDS = [
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
