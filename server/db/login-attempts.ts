// login_attempts: counted tries per throttle key (failed logins, reset-link checks, gift-card codes);
// server/domain/throttle.ts owns the rules.
import type { DB } from './database';

/** The times of the newest `limit` tries of a key since `since`, newest first. */
export const recentAttempts = (db: DB, key: string, since: number, limit: number) =>
  db
    .prepare('SELECT attempted_at FROM login_attempts WHERE throttle_key = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?')
    .pluck()
    .all(key, since, limit) as number[];

/** Counts a try; returns its row id. */
export const insertAttempt = (db: DB, key: string, now: number): number =>
  Number(db.prepare('INSERT INTO login_attempts (throttle_key, attempted_at) VALUES (?, ?)').run(key, now).lastInsertRowid);

export function deleteAttempt(db: DB, id: number): void {
  db.prepare('DELETE FROM login_attempts WHERE id = ?').run(id);
}

/** Every try of `key`, and the row `id` (of another key). */
export function deleteAttemptsOf(db: DB, key: string, id: number): void {
  db.prepare('DELETE FROM login_attempts WHERE throttle_key = ? OR id = ?').run(key, id);
}

export function deleteAttemptsBefore(db: DB, before: number): void {
  db.prepare('DELETE FROM login_attempts WHERE attempted_at < ?').run(before);
}
