// profiles: the children of a parent (spec §3 "Child profile").
import type { Profile } from '../../shared/contract/profile';
import type { DB } from './database';

/**
 * A row of `profiles`: the contract's Profile (shared/contract/profile.ts is the one field list) with
 * its flags stored as 0/1, plus the keys and times. A new field in ProfileSchema is a column here by itself.
 */
export type ProfileRow = Omit<Profile, 'complete' | ProfileFlag> &
  Record<ProfileFlag, number> & {
    id: number;
    user_id: number;
    created_at: number;
    updated_at: number;
  };

/** The yes/no fields of a profile: booleans in the contract, 0/1 in SQLite. */
export const PROFILE_FLAGS = ['needs_medical_attention', 'no_club'] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

/** The columns a parent may change (PUT /api/profile/{uuid}); the flags are 0/1. */
export type ProfileChanges = Omit<ProfileRow, 'id' | 'uuid' | 'user_id' | 'created_at' | 'updated_at'>;

/** A profile only exists for its own parent: someone else's uuid is the same as an unknown one. */
export const findOwnProfile = (db: DB, userId: number, profileUuid: string) =>
  db.prepare('SELECT * FROM profiles WHERE uuid = ? AND user_id = ?').get(profileUuid, userId) as ProfileRow | undefined;

export const findProfileById = (db: DB, id: number) => db.prepare('SELECT * FROM profiles WHERE id = ?').get(id) as ProfileRow | undefined;

export const listProfiles = (db: DB, userId: number) =>
  db.prepare('SELECT * FROM profiles WHERE user_id = ? ORDER BY id').all(userId) as ProfileRow[];

export function insertProfile(
  db: DB,
  profileUuid: string,
  userId: number,
  names: { first_name: string; last_name: string; birthdate?: string | undefined },
  now: number,
): void {
  db.prepare(
    'INSERT INTO profiles (uuid, user_id, first_name, last_name, birthdate, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(profileUuid, userId, names.first_name, names.last_name, names.birthdate ?? '', now, now);
}

export function updateProfile(db: DB, id: number, changes: ProfileChanges, now: number): void {
  const columns = Object.keys(changes);
  db.prepare(`UPDATE profiles SET ${columns.map((f) => `${f} = @${f}`).join(', ')}, updated_at = @updated_at WHERE id = @id`).run({
    ...changes,
    updated_at: now,
    id,
  });
}
