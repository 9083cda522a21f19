// Throttling (docs/rules.md §6): failed logins, reset-link checks and gift-card codes, counted in the
// login_attempts table (server/db/login-attempts.ts) so it holds across restarts and processes.
// This module is the only one that counts or clears a try.
import type { DB } from '../db/database';
import { inTransaction } from '../db/database';
import { deleteAttempt, deleteAttemptsBefore, deleteAttemptsOf, insertAttempt, recentAttempts } from '../db/login-attempts';
import { texts } from '../texts';
import { tooManyTries } from './errors';

/** 5 failed tries per e-mail address + IP within a minute (contract). */
const MAX_LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW_MS = 60 * 1000;
/**
 * Failed logins per IP address across all e-mail addresses, so that one client cannot try a
 * common password on many accounts (spraying). 30 in 15 minutes leaves room for a school or
 * office where several parents share one address and mistype now and then.
 */
const MAX_IP_FAILURES = 30;
const IP_WINDOW_MS = 15 * 60 * 1000;
const ipThrottleKey = (ip: string) => `ip|${ip}`;
/** Counted tries are kept a day, far longer than any window. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/** Seconds until the next try is allowed, or 0 when trying is allowed now. */
function retryAfter(db: DB, key: string, now: number, max = MAX_LOGIN_ATTEMPTS, windowMs = LOGIN_WINDOW_MS): number {
  const rows = recentAttempts(db, key, now - windowMs, max);
  if (rows.length < max) return 0;
  // The oldest of the last `max` failures must leave the window before another try.
  const oldest = rows[rows.length - 1] ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

export interface LoginAttempt {
  /** the key of the e-mail address + IP */
  key: string;
  /** the row counted for the IP, removed again when this login succeeds */
  ipRow: number;
}

/**
 * Checks the throttle and counts this try in one IMMEDIATE transaction, before the password is
 * verified: verifying takes tens of milliseconds (scrypt), and a check that only counted failures
 * afterwards let many parallel tries through. Throws 'too many' (nothing counted) when a limit
 * holds. A successful login then clears the count (clearLoginAttempts), a failed one leaves it.
 */
export function countLoginAttempt(db: DB, email: string, ip: string, now: number): LoginAttempt {
  const key = `${email}|${ip}`;
  const counted = inTransaction(db, () => {
    const ipKey = ipThrottleKey(ip);
    const network = retryAfter(db, ipKey, now, MAX_IP_FAILURES, IP_WINDOW_MS);
    if (network > 0) return { wait: network, message: texts.tooManyFromNetwork(network), ipRow: 0 };
    const wait = retryAfter(db, key, now);
    if (wait > 0) return { wait, message: texts.tooManyAttempts(wait), ipRow: 0 };
    insertAttempt(db, key, now);
    const ipRow = insertAttempt(db, ipKey, now);
    deleteAttemptsBefore(db, now - KEEP_ATTEMPTS_MS);
    return { wait: 0, message: '', ipRow };
  });
  if (counted.wait > 0) throw tooManyTries('email', counted.message, counted.wait);
  return { key, ipRow: counted.ipRow };
}

/** After a successful login: the address's count goes, and this try no longer counts for the IP. */
export function clearLoginAttempts(db: DB, attempt: LoginAttempt): void {
  deleteAttemptsOf(db, attempt.key, attempt.ipRow);
}

/**
 * Reset-link checks count against the login limit per address and IP, under their own key (not
 * the network-wide login count). Throws 'too many' when the limit holds; returns a function that
 * counts a failed check.
 */
export function checkResetAttempt(db: DB, email: string, ip: string, now: number): { failed: () => void } {
  const key = `reset-token-check|${email}|${ip}`;
  const wait = retryAfter(db, key, now);
  if (wait > 0) throw tooManyTries('email', texts.tooManyChecks(wait), wait);
  return { failed: () => void insertAttempt(db, key, now) };
}

// Gift-card codes: the balance check and the cart's gift-card field tell whether a code exists,
// so wrong codes are counted per IP address. A code has 60 random bits; at 10 wrong tries per 15
// minutes per address guessing one is hopeless (docs/rules.md).
const MAX_WRONG_CODES = 10;
const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts a code try for this IP before the code is looked up (one IMMEDIATE transaction, so
 * parallel tries cannot slip past the limit). Throws 'too many' at `field` (nothing counted), or
 * returns a function that takes the try back: call it when the code turned out to exist.
 */
export function countCodeAttempt(db: DB, ip: string, now: number, field: string): { forgive: () => void } {
  const key = `gift-card-code|${ip}`;
  const counted = inTransaction(db, () => {
    const wait = retryAfter(db, key, now, MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS);
    return wait > 0 ? { wait, id: 0 } : { wait: 0, id: insertAttempt(db, key, now) };
  });
  if (counted.wait > 0) throw tooManyTries(field, texts.tooManyCodes(counted.wait), counted.wait);
  return { forgive: () => deleteAttempt(db, counted.id) };
}
