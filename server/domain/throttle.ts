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

/** Seconds until the next try is allowed, or 0 when trying is allowed now (logins and gift-card codes). */
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

// Gift-card codes (issue 10): the balance check and the cart's gift-card field tell whether a code
// exists, so wrong codes are counted per IP address. A code has 60 random bits; at 10 wrong tries
// per 15 minutes per address guessing one is hopeless.
export const MAX_WRONG_CODES = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts a code try for this IP before the code is looked up (one IMMEDIATE transaction, so
 * parallel tries cannot slip past the limit). Returns the seconds to wait and nothing counted, or
 * 0 and a function that takes the try back: call it when the code turned out to exist.
 */
export function countCodeAttempt(db: DB, ip: string, now: number): { wait: number; forgive: () => void } {
  const key = `gift-card-code|${ip}`;
  return db
    .transaction(() => {
      const wait = loginRetryAfter(db, key, now, MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS);
      if (wait > 0) return { wait, forgive: () => undefined };
      const id = db.prepare('INSERT INTO login_attempts (throttle_key, attempted_at) VALUES (?, ?)').run(key, now).lastInsertRowid;
      return { wait: 0, forgive: () => void db.prepare('DELETE FROM login_attempts WHERE rowid = ?').run(id) };
    })
    .immediate();
}

/** The Dutch message of a 429 for codes: how long to wait, in minutes. */
export function tooManyCodes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Je hebt te vaak een code geprobeerd die niet bestaat. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
}
