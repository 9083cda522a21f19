// sessions: cookie sessions (server/http/session.ts decides when they start, slide and end).
import type { DB } from './database';

export interface SessionRow {
  id: string;
  user_id: number | null;
  csrf_token: string;
  last_seen_at: number;
  /** the account's role (migration 014); null for an anonymous session */
  role: 'parent' | 'staff' | null;
}

export function insertSession(db: DB, id: string, userId: number | null, csrfToken: string, now: number): void {
  db.prepare('INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    userId,
    csrfToken,
    now,
    now,
  );
}

export const findSession = (db: DB, id: string) =>
  db
    .prepare(
      'SELECT s.id, s.user_id, s.csrf_token, s.last_seen_at, u.role FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = ?',
    )
    .get(id) as SessionRow | undefined;

export function deleteSession(db: DB, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

export function touchSession(db: DB, id: string, now: number): void {
  db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, id);
}

/** Every session not seen since `before`. */
export function deleteSessionsIdleSince(db: DB, before: number): void {
  db.prepare('DELETE FROM sessions WHERE last_seen_at < ?').run(before);
}

/** Every staff session not seen since `before` (a shorter idle lifetime than a parent's). */
export function deleteStaffSessionsIdleSince(db: DB, before: number): void {
  db.prepare("DELETE FROM sessions WHERE last_seen_at < ? AND user_id IN (SELECT id FROM users WHERE role = 'staff')").run(before);
}

/** Every session of one account (a new password ends them all). */
export function deleteUserSessions(db: DB, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
