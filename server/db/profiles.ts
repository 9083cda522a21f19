// profiles: the children of a parent (spec §3 "Child profile").
import type { Gender } from '../../shared/contract/profile';
import type { DB } from './database';

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

/** The columns a parent may change (PUT /api/profile/{uuid}); the flags are 0/1. */
export type ProfileChanges = Omit<ProfileRow, 'id' | 'uuid' | 'user_id'>;

/** A profile only exists for its own parent: someone else's uuid is the same as an unknown one. */
export const findOwnProfile = (db: DB, userId: number, profileUuid: string) =>
  db.prepare('SELECT * FROM profiles WHERE uuid = ? AND user_id = ?').get(profileUuid, userId) as ProfileRow | undefined;

export const findProfileById = (db: DB, id: number) => db.prepare('SELECT * FROM profiles WHERE id = ?').get(id) as ProfileRow | undefined;

export const listProfiles = (db: DB, userId: number) => db.prepare('SELECT * FROM profiles WHERE user_id = ? ORDER BY id').all(userId) as ProfileRow[];

export function insertProfile(db: DB, profileUuid: string, userId: number, names: { first_name: string; last_name: string }, now: number): void {
  db.prepare('INSERT INTO profiles (uuid, user_id, first_name, last_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    profileUuid,
    userId,
    names.first_name,
    names.last_name,
    now,
    now,
  );
}

export function updateProfile(db: DB, id: number, changes: ProfileChanges, now: number): void {
  const columns = Object.keys(changes);
  db.prepare(`UPDATE profiles SET ${columns.map((f) => `${f} = @${f}`).join(', ')}, updated_at = @updated_at WHERE id = @id`).run({
    ...changes,
    updated_at: now,
    id,
  });
}
