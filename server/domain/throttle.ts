// Login throttling: 5 failed tries per e-mail address + IP within a minute (contract), counted in
// SQLite so it holds across restarts and processes.
import type { DB } from '../db/database';

export const MAX_LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 60 * 1000;

/** Seconds until the next try is allowed, or 0 when trying is allowed now. */
export function loginRetryAfter(db: DB, key: string, now: number): number {
  const rows = db
    .prepare('SELECT attempted_at FROM login_attempts WHERE throttle_key = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?')
    .pluck()
    .all(key, now - LOGIN_WINDOW_MS, MAX_LOGIN_ATTEMPTS) as number[];
  if (rows.length < MAX_LOGIN_ATTEMPTS) return 0;
  // The oldest of the last five failures must leave the window before another try.
  const oldest = rows[rows.length - 1] ?? now;
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
}

/**
 * Checks the throttle and counts this try in one IMMEDIATE transaction, before the password is
 * verified: verifying takes tens of milliseconds (scrypt), and a check that only counted failures
 * afterwards let many parallel tries through. Returns the seconds to wait (nothing counted), or 0.
 * A successful login then clears the count (clearLoginAttempts), a failed one leaves this try counted.
 */
export function countLoginAttempt(db: DB, key: string, now: number): number {
  return db
    .transaction(() => {
      const wait = loginRetryAfter(db, key, now);
      if (wait > 0) return wait;
      db.prepare('INSERT INTO login_attempts (throttle_key, attempted_at) VALUES (?, ?)').run(key, now);
      db.prepare('DELETE FROM login_attempts WHERE attempted_at < ?').run(now - 24 * 60 * 60 * 1000);
      return 0;
    })
    .immediate();
}

export function clearLoginAttempts(db: DB, key: string): void {
  db.prepare('DELETE FROM login_attempts WHERE throttle_key = ?').run(key);
}
