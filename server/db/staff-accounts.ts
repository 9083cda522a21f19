// The role of an account (migration 014): 'parent' (the default) or 'staff'.
import type { DB } from './database';

export type Role = 'parent' | 'staff';

export function setRole(db: DB, userId: number, role: Role, now: number): void {
  db.prepare('UPDATE users SET role = ?, updated_at = ? WHERE id = ?').run(role, now, userId);
}

export const roleOf = (db: DB, userId: number) =>
  (db.prepare('SELECT role FROM users WHERE id = ?').pluck().get(userId) as Role | undefined) ?? null;

export interface StaffRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  last_seen_at: number | null;
}

/** The staff accounts by e-mail address, with when one of their sessions was last seen. */
export const listStaffAccounts = (db: DB) =>
  db
    .prepare(
      `SELECT u.id, u.email, u.first_name, u.last_name, (SELECT MAX(last_seen_at) FROM sessions s WHERE s.user_id = u.id) AS last_seen_at
       FROM users u WHERE u.role = 'staff' ORDER BY u.email_normalized`,
    )
    .all() as StaffRow[];
