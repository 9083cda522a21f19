// Login throttling: 5 failed tries per e-mail address + IP within a minute (contract), counted in
// SQLite so it holds across restarts and processes.
import type { DB } from '../db/database';

export const MAX_LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 60 * 1000;
/**
 * issue 13 finding 7: failed logins per IP address across all e-mail addresses, so that one client
 * cannot try a common password on many accounts (spraying). 30 in 15 minutes leaves room for a
 * school or office where several parents share one address and mistype now and then.
 */
export const MAX_IP_FAILURES = 30;
export const IP_WINDOW_MS = 15 * 60 * 1000;
export const ipThrottleKey = (ip: string) => `ip|${ip}`;

/** Seconds until the next try is allowed, or 0 when trying is allowed now. */
export function loginRetryAfter(db: DB, key: string, now: number, max = MAX_LOGIN_ATTEMPTS, windowMs = LOGIN_WINDOW_MS): number {
  const rows = db
    .prepare('SELECT attempted_at FROM login_attempts WHERE throttle_key = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?')
    .pluck()
    .all(key, now - windowMs, max) as number[];
  if (rows.length < max) return 0;
  // The oldest of the last `max` failures must leave the window before another try.
  const oldest = rows[rows.length - 1] ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

export interface LoginAttempt {
  /** seconds to wait (nothing counted), or 0 */
  wait: number;
  /** which limit holds: the e-mail address + IP, or the IP across addresses */
  scope: 'address' | 'network';
  /** the row counted for the IP, removed again when this login succeeds */
  ipRow: number;
}

/**
 * Checks the throttle and counts this try in one IMMEDIATE transaction, before the password is
 * verified: verifying takes tens of milliseconds (scrypt), and a check that only counted failures
 * afterwards let many parallel tries through. Returns the seconds to wait (nothing counted), or 0.
 * A successful login then clears the count (clearLoginAttempts), a failed one leaves this try counted.
 */
export function countLoginAttempt(db: DB, key: string, ip: string, now: number): LoginAttempt {
  return db
    .transaction((): LoginAttempt => {
      const ipKey = ipThrottleKey(ip);
      const network = loginRetryAfter(db, ipKey, now, MAX_IP_FAILURES, IP_WINDOW_MS);
      if (network > 0) return { wait: network, scope: 'network', ipRow: 0 };
      const wait = loginRetryAfter(db, key, now);
      if (wait > 0) return { wait, scope: 'address', ipRow: 0 };
      const insert = db.prepare('INSERT INTO login_attempts (throttle_key, attempted_at) VALUES (?, ?)');
      insert.run(key, now);
      const ipRow = Number(insert.run(ipKey, now).lastInsertRowid);
      db.prepare('DELETE FROM login_attempts WHERE attempted_at < ?').run(now - 24 * 60 * 60 * 1000);
      return { wait: 0, scope: 'address', ipRow };
    })
    .immediate();
}

/** After a successful login: the address's count goes, and this try no longer counts for the IP. */
export function clearLoginAttempts(db: DB, key: string, ipRow: number): void {
  db.prepare('DELETE FROM login_attempts WHERE throttle_key = ? OR id = ?').run(key, ipRow);
}
