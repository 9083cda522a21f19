import type { User } from '../../shared/contract/user';
import type { DB } from '../db/database';
import { hashPassword, uuid } from '../lib/crypto';

export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** E-mail addresses are unique without regard to case (and surrounding spaces). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

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

export const findUserById = (db: DB, id: number) =>
  db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

export const findUserByEmail = (db: DB, email: string) =>
  db.prepare('SELECT * FROM users WHERE email_normalized = ?').get(normalizeEmail(email)) as UserRow | undefined;

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
  const result = db
    .prepare(
      `INSERT INTO users (uuid, email, email_normalized, password_hash, first_name, last_name, phone, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(email_normalized) DO NOTHING`,
    )
    .run(uuid(), input.email.trim(), normalizeEmail(input.email), hash, input.first_name, input.last_name, input.phone, now, now);
  return result.changes === 0 ? null : (findUserById(db, Number(result.lastInsertRowid)) ?? null);
}
