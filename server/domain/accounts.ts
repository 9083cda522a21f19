// Logging in, registering and resetting a password (spec §7 auth calls). The HTTP edge starts and
// ends the session (server/http/session.ts); this module decides who may.
import type {
  LoginPayloadSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  ResetTokenCheckPayloadSchema,
} from '../../shared/contract/auth';
import type * as v from 'valibot';
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { deleteUserSessions } from '../db/sessions';
import { findUserByEmail, normalizeEmail, setPasswordHash, type UserRow } from '../db/users';
import { dummyHash, hashPassword, verifyPassword } from '../lib/crypto';
import { texts } from '../texts';
import { sendResetMail, sendWelcomeMail } from './account-mails';
import { fieldError } from './errors';
import { consumeResetToken, createResetToken, isResetTokenValid } from './password-resets';
import { checkResetAttempt, clearLoginAttempts, countLoginAttempt, countRegistration } from './throttle';
import { createUser } from './users';

/**
 * forgot-password and reset-token-check answer no sooner than this: creating a token and a mail
 * takes a few milliseconds that an unknown address does not, and that difference would tell which
 * addresses have an account. The work takes far less than this, so every answer takes the same time.
 */
const FORGOT_PASSWORD_ANSWER_MS = 100;

const answerNoSooner = async <T>(work: () => T, deadline = performance.now() + FORGOT_PASSWORD_ANSWER_MS): Promise<T> => {
  const result = work();
  await new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
  return result;
};

/** The account whose password this is; the try counts against the throttle (docs/rules.md §6) before it is checked. */
/**
 * Logs in; `device` is the account a signed device cookie of this browser is bound to, if any
 * (http/device-cookie.ts): for that account its tries pass the slow-down that others' failures feed.
 */
export async function login(
  deps: Deps,
  input: v.InferOutput<typeof LoginPayloadSchema>,
  ip: string,
  device: { userId: number; device: string } | null = null,
): Promise<UserRow> {
  const user = findUserByEmail(deps.db, input.email);
  const trusted = device && user && device.userId === user.id ? device.device : null;
  const attempt = countLoginAttempt(deps.db, normalizeEmail(input.email), ip, deps.now(), trusted);
  // verify against a dummy hash for unknown addresses: the answer time does not tell which exist
  const ok = await verifyPassword(input.password, user?.password_hash ?? dummyHash());
  if (!user || !ok) throw fieldError('email', texts.wrongCredentials);
  clearLoginAttempts(deps.db, attempt);
  return user;
}

/** A new account, logged in by the caller (spec §4 "Session"); counted per IP before the address is looked up. */
export async function register(deps: Deps, input: v.InferOutput<typeof RegisterPayloadSchema>, ip: string): Promise<UserRow> {
  countRegistration(deps.db, ip, deps.now(), deps.registrationsPerHour);
  if (findUserByEmail(deps.db, input.email)) throw fieldError('email', texts.emailTaken);
  const user = await createUser(deps.db, input, deps.now());
  if (!user) throw fieldError('email', texts.emailTaken);
  sendWelcomeMail(deps, user);
  return user;
}

/** The same answer, in the same time, whether or not the address exists, so the form cannot test addresses. */
export function forgotPassword(deps: Deps, email: string): Promise<{ message: string }> {
  return answerNoSooner(() => {
    const user = findUserByEmail(deps.db, email);
    const token = user ? createResetToken(deps.db, user.id, deps.now()) : null;
    if (user && token) sendResetMail(deps, user, token);
    return { message: texts.forgotPasswordSent };
  });
}

/**
 * Whether a reset link still works, asked when the reset page opens. A wrong address and a wrong
 * token give the same answer in the same time (no account enumeration); failed checks count
 * against the login throttle's limit per address and IP, like failed logins.
 */
export function checkResetToken(
  deps: Deps,
  input: v.InferOutput<typeof ResetTokenCheckPayloadSchema>,
  ip: string,
): Promise<{ valid: boolean }> {
  const deadline = performance.now() + FORGOT_PASSWORD_ANSWER_MS;
  const attempt = checkResetAttempt(deps.db, normalizeEmail(input.email), ip, deps.now());
  return answerNoSooner(() => {
    const user = findUserByEmail(deps.db, input.email);
    const valid = isResetTokenValid(deps.db, user?.id ?? null, input.token, deps.now());
    if (!valid) attempt.failed();
    return { valid };
  }, deadline);
}

/**
 * A new password; every session of the account ends (the caller starts the parent's new one). The
 * link is checked first and a wrong one counts like a failed reset-token-check: hashing takes tens of
 * milliseconds of CPU (scrypt), which a stranger's wrong tokens must not get to spend.
 */
export async function resetPassword(deps: Deps, input: v.InferOutput<typeof ResetPasswordPayloadSchema>, ip: string): Promise<UserRow> {
  const attempt = checkResetAttempt(deps.db, normalizeEmail(input.email), ip, deps.now());
  const user = findUserByEmail(deps.db, input.email);
  if (!user || !isResetTokenValid(deps.db, user.id, input.token, deps.now())) {
    attempt.failed();
    throw fieldError('email', texts.resetInvalid);
  }
  const hash = await hashPassword(input.password);
  // consumed in the transaction: of two uses of one link at the same time, only one sets a password
  const ok = inTransaction(deps.db, () => {
    if (!consumeResetToken(deps.db, user.id, input.token, deps.now())) return false;
    setPasswordHash(deps.db, user.id, hash, deps.now());
    deleteUserSessions(deps.db, user.id);
    return true;
  });
  if (!ok) throw fieldError('email', texts.resetInvalid);
  return user;
}
