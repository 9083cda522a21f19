// Throttling (docs/rules.md §6): failed logins, reset-link checks, registrations and gift-card codes, counted in the
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
/**
 * Failed logins per ACCOUNT across all IP addresses (OWASP Authentication Cheat Sheet: a per-account
 * throttle with a growing delay), so that a botnet with an address per try cannot guess one parent's
 * password at full speed. The first 10 failures in 15 minutes cost nothing extra: twice the 5 per
 * address + IP a minute, so a parent who mistypes meets that limit (and its short wait) long before
 * this one. After that each failure doubles the wait before the next try, from 2 s up to 60 s and
 * never longer: this is a slowdown, not a lockout. An attacker who keeps it busy gets one guess a
 * minute, and the real parent is never shut out for more than a minute by someone else's guesses;
 * the reset link (forgot-password, reset-password, which logs in) does not pass this throttle at all.
 */
const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_MAX_DELAY_S = 60;
const accountThrottleKey = (email: string) => `account|${email}`;
/** A device that logged in to the account before (http/device-cookie.ts) counts its failures apart. */
const deviceThrottleKey = (device: string) => `device|${device}`;
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

/** Seconds until the account may be tried again (growing delay after ACCOUNT_FREE_FAILURES), or 0. */
function accountRetryAfter(db: DB, key: string, now: number): number {
  // enough rows to reach the longest delay; more would not change it
  const rows = recentAttempts(db, key, now - ACCOUNT_WINDOW_MS, ACCOUNT_FREE_FAILURES + Math.ceil(Math.log2(ACCOUNT_MAX_DELAY_S)));
  if (rows.length < ACCOUNT_FREE_FAILURES) return 0;
  const delay = Math.min(ACCOUNT_MAX_DELAY_S, 2 ** (rows.length - ACCOUNT_FREE_FAILURES + 1));
  const newest = rows[0] ?? now;
  return Math.max(0, Math.ceil((newest + delay * 1000 - now) / 1000));
}

export interface LoginAttempt {
  /** the key of the e-mail address + IP */
  key: string;
  /** the key of the account (the e-mail address alone) */
  accountKey: string;
  /** the key the slow-down counted this try under: the account's, or a trusted device's */
  slowKey: string;
  /** the row counted for the IP, removed again when this login succeeds */
  ipRow: number;
}

/**
 * Checks the throttle and counts this try in one IMMEDIATE transaction, before the password is
 * verified: verifying takes tens of milliseconds (scrypt), and a check that only counted failures
 * afterwards let many parallel tries through. Throws 'too many' (nothing counted) when a limit
 * holds. A successful login then clears the count (clearLoginAttempts), a failed one leaves it.
 * `device`: the id of a device cookie bound to this account (OWASP device cookies). Its tries pass
 * the account's slow-down, which others' failures feed, and meet the same slow-down of their own.
 */
export function countLoginAttempt(db: DB, email: string, ip: string, now: number, device: string | null = null): LoginAttempt {
  const key = `${email}|${ip}`;
  const accountKey = accountThrottleKey(email);
  const slowKey = device ? deviceThrottleKey(device) : accountKey;
  const counted = inTransaction(db, () => {
    const ipKey = ipThrottleKey(ip);
    const network = retryAfter(db, ipKey, now, MAX_IP_FAILURES, IP_WINDOW_MS);
    if (network > 0) return { wait: network, message: texts.tooManyFromNetwork(network), ipRow: 0 };
    const wait = retryAfter(db, key, now);
    if (wait > 0) return { wait, message: texts.tooManyAttempts(wait), ipRow: 0 };
    // counted for addresses without an account too: the answer must not tell which ones have one
    const account = accountRetryAfter(db, slowKey, now);
    if (account > 0) return { wait: account, message: texts.tooManyForAccount(account), ipRow: 0 };
    insertAttempt(db, key, now);
    insertAttempt(db, slowKey, now);
    const ipRow = insertAttempt(db, ipKey, now);
    deleteAttemptsBefore(db, now - KEEP_ATTEMPTS_MS);
    return { wait: 0, message: '', ipRow };
  });
  if (counted.wait > 0) throw tooManyTries('email', counted.message, counted.wait);
  return { key, accountKey, slowKey, ipRow: counted.ipRow };
}

/**
 * After a successful login: the address's and the account's counts go (only the password gets this
 * far), and this try no longer counts for the IP.
 */
export function clearLoginAttempts(db: DB, attempt: LoginAttempt): void {
  deleteAttemptsOf(db, attempt.key, attempt.ipRow);
  deleteAttemptsOf(db, attempt.accountKey, 0);
  if (attempt.slowKey !== attempt.accountKey) deleteAttemptsOf(db, attempt.slowKey, 0);
}

/**
 * Failed reset-link checks per IP across e-mail addresses, as the login's spraying limit: a client
 * that changes the address with every try still meets a limit.
 */
const MAX_IP_RESET_FAILURES = 30;
const resetIpKey = (ip: string) => `reset-ip|${ip}`;

/**
 * Reset links, checked on opening (reset-token-check) or used (reset-password), count together
 * against the login limit per address and IP (5 a minute), and against 30 per IP in 15 minutes
 * across addresses. Throws 'too many' when a limit holds; returns a function that counts a failure.
 */
export function checkResetAttempt(db: DB, email: string, ip: string, now: number): { failed: () => void } {
  const key = `reset-token-check|${email}|${ip}`;
  const ipKey = resetIpKey(ip);
  const network = retryAfter(db, ipKey, now, MAX_IP_RESET_FAILURES, IP_WINDOW_MS);
  if (network > 0) throw tooManyTries('email', texts.tooManyChecks(network), network);
  const wait = retryAfter(db, key, now);
  if (wait > 0) throw tooManyTries('email', texts.tooManyChecks(wait), wait);
  return {
    failed: () =>
      inTransaction(db, () => {
        insertAttempt(db, key, now);
        insertAttempt(db, ipKey, now);
      }),
  };
}

/**
 * Registrations per IP address: every registration with a valid form counts, also one for an
 * address that already has an account. The 'already in use' answer tells that an address has an
 * account (the form must say so: spec §4 "Session", registering logs in), so it is never quicker than
 * this limit. 10 an hour leaves room for a family or a school network; the mail a registration
 * sends carries nothing the registrant typed (domain/account-mails.ts).
 */
const REGISTER_WINDOW_MS = 60 * 60 * 1000;

/** Counts a registration for this IP; throws 'too many' (nothing counted) when `max` in the hour are reached. */
export function countRegistration(db: DB, ip: string, now: number, max: number): void {
  const key = `register|${ip}`;
  const wait = inTransaction(db, () => {
    const seconds = retryAfter(db, key, now, max, REGISTER_WINDOW_MS);
    if (seconds === 0) insertAttempt(db, key, now);
    return seconds;
  });
  if (wait > 0) throw tooManyTries('email', texts.tooManyRegistrations(wait), wait);
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
