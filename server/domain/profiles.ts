// Child profiles (spec §3 "Child profile", §5): the contract's Profile and the parent's changes.
import {
  isProfileComplete,
  ProfileSchema,
  UpdateProfilePayloadSchema,
  type CreateProfilePayloadSchema,
  type Profile,
} from '../../shared/contract/profile';
import type * as v from 'valibot';
import type { DB } from '../db/database';
import {
  findOwnProfile,
  insertProfile,
  listProfiles,
  PROFILE_FLAGS,
  updateProfile,
  type ProfileChanges,
  type ProfileFlag,
  type ProfileRow,
} from '../db/profiles';
import { uuid } from '../lib/crypto';
import { texts } from '../texts';
import { notFound } from './errors';

/** The answer's fields, read from the contract (ProfileSchema), so a new field needs no list here. */
const ANSWER_FIELDS = Object.keys(ProfileSchema.entries).filter((key) => key !== 'complete') as Array<keyof ProfileRow>;
const isFlag = (key: string): key is ProfileFlag => (PROFILE_FLAGS as readonly string[]).includes(key);
/** The fields a parent may change that are texts (every field of UpdateProfilePayloadSchema but the flags). */
const TEXT_FIELDS = (Object.keys(UpdateProfilePayloadSchema.entries) as Array<keyof typeof UpdateProfilePayloadSchema.entries>).filter(
  (key): key is Exclude<typeof key, ProfileFlag> => !isFlag(key),
);

export function toProfile(row: ProfileRow): Profile {
  const p = Object.fromEntries(ANSWER_FIELDS.map((key) => [key, isFlag(key) ? row[key] === 1 : row[key]])) as Omit<Profile, 'complete'>;
  return { ...p, complete: isProfileComplete(p) };
}

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
    ...Object.fromEntries(PROFILE_FLAGS.map((field) => [field, flag(input[field], existing[field])])),
  } as ProfileChanges;
  updateProfile(db, existing.id, next, now);
  return toProfile(findOwnProfile(db, existing.user_id, existing.uuid) as ProfileRow);
}
