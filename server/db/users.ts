// users: the parents' accounts.
import type { User } from '../../shared/contract/user';
import type { DB } from './database';

/**
 * A row of `users`: the contract's User (shared/contract/user.ts is the one field list) without
 * full_name, which the answer makes of the two names, plus the key and the password hash.
 */
export type UserRow = Omit<User, 'full_name'> & {
  id: number;
  password_hash: string;
};

/** E-mail addresses are unique without regard to case (and surrounding spaces): the email_normalized column. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const findUserById = (db: DB, id: number) => db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

export const findUserByEmail = (db: DB, email: string) =>
  db.prepare('SELECT * FROM users WHERE email_normalized = ?').get(normalizeEmail(email)) as UserRow | undefined;

export type NewUserRow = Omit<UserRow, 'id'>;

/** The new user's id, or null when the address is taken (the UNIQUE index decides, so races are safe). */
export function insertUser(db: DB, user: NewUserRow, now: number): number | null {
  const result = db
    .prepare(
      `INSERT INTO users (uuid, email, email_normalized, password_hash, first_name, last_name, phone, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(email_normalized) DO NOTHING`,
    )
    .run(
      user.uuid,
      user.email.trim(),
      normalizeEmail(user.email),
      user.password_hash,
      user.first_name,
      user.last_name,
      user.phone,
      now,
      now,
    );
  return result.changes === 0 ? null : Number(result.lastInsertRowid);
}

export function updateUserDetails(
  db: DB,
  userId: number,
  details: { first_name: string; last_name: string; phone: string },
  now: number,
): void {
  db.prepare('UPDATE users SET first_name = ?, last_name = ?, phone = ?, updated_at = ? WHERE id = ?').run(
    details.first_name,
    details.last_name,
    details.phone,
    now,
    userId,
  );
}

export function setPasswordHash(db: DB, userId: number, hash: string, now: number): void {
  db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, now, userId);
}
