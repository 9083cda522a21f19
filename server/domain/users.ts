// Parents' accounts: the contract's User, and new accounts.
import type { User } from '../../shared/contract/user';
import type { DB } from '../db/database';
import { findUserById, insertUser, updateUserDetails, type UserRow } from '../db/users';
import { hashPassword, uuid } from '../lib/crypto';
import { unauthenticated } from './errors';

export function toUser(row: UserRow): User {
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
  };
}

export interface NewUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** Returns null when the e-mail address is taken (checked by the UNIQUE index, so races are safe). */
export async function createUser(db: DB, input: NewUser, now: number): Promise<UserRow | null> {
  const hash = await hashPassword(input.password);
  const id = insertUser(
    db,
    { uuid: uuid(), email: input.email, password_hash: hash, first_name: input.first_name, last_name: input.last_name, phone: input.phone },
    now,
  );
  return id === null ? null : (findUserById(db, id) ?? null);
}

/** The session's parent, or null for a visitor (a session whose account is gone is a visitor too). */
export function sessionUser(db: DB, userId: number | null): User | null {
  const user = userId === null ? undefined : findUserById(db, userId);
  return user ? toUser(user) : null;
}

/** The logged-in parent's account; a session whose account is gone counts as logged out. */
export function currentUser(db: DB, userId: number): UserRow {
  const user = findUserById(db, userId);
  if (!user) throw unauthenticated();
  return user;
}

export function updateUser(db: DB, userId: number, details: { first_name: string; last_name: string; phone: string }, now: number): User {
  updateUserDetails(db, userId, details, now);
  return toUser(currentUser(db, userId));
}
