// A new password while logged in (PUT /api/user/password, the Gegevens screen).
import type * as v from 'valibot';
import type { ChangePasswordPayloadSchema } from '../../shared/contract/auth';
import { inTransaction, type DB } from '../db/database';
import { deleteUserSessions } from '../db/sessions';
import { setPasswordHash } from '../db/users';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { texts } from '../texts';
import { DomainError, fieldError, tooManyTries } from './errors';
import { clearLoginAttempts, countLoginAttempt, type LoginAttempt } from './throttle';
import { currentUser } from './users';

/** The login's throttle (per account + IP, and per IP across accounts), its wait message by the form's own field. */
function countTry(db: DB, userId: number, ip: string, now: number): LoginAttempt {
  try {
    return countLoginAttempt(db, `password-change|${userId}`, ip, now);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'too_many')
      throw tooManyTries('current_password', error.message, error.retryAfterSeconds ?? 60);
    throw error;
  }
}

/**
 * Checks the current password (throttled like the login, so a computer left logged in cannot be used to
 * guess it), stores the new one and ends every session of the account; the caller starts a fresh one for
 * this browser (spec §6 "Roles and permissions": a new password ends the other sessions, as the reset does).
 */
export async function changePassword(
  db: DB,
  userId: number,
  ip: string,
  input: v.InferOutput<typeof ChangePasswordPayloadSchema>,
  now: number,
): Promise<void> {
  const user = currentUser(db, userId);
  const attempt = countTry(db, userId, ip, now);
  if (!(await verifyPassword(input.current_password, user.password_hash))) throw fieldError('current_password', texts.wrongCurrentPassword);
  clearLoginAttempts(db, attempt);
  if (await verifyPassword(input.password, user.password_hash)) throw fieldError('password', texts.samePassword);
  const hash = await hashPassword(input.password);
  inTransaction(db, () => {
    setPasswordHash(db, userId, hash, now);
    deleteUserSessions(db, userId);
  });
}
