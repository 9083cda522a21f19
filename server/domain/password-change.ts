// A new password while logged in (PUT /api/user/password, the Gegevens screen).
import type { ChangePasswordPayload } from '../../shared/contract/auth';
import type { DB } from '../db/database';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { fieldError, tooManyTries, unauthorized } from '../http/errors';
import { clearLoginAttempts, countLoginAttempt } from './throttle';
import { findUserById } from './users';

export const WRONG_CURRENT_PASSWORD = 'Dit is niet je huidige wachtwoord. Typ het wachtwoord waarmee je inlogt, of log uit en vraag een nieuw wachtwoord aan.';
export const SAME_PASSWORD = 'Je nieuwe wachtwoord is hetzelfde als je huidige. Kies een ander wachtwoord.';
export const tooManyPasswordTries = (seconds: number) =>
  `Je hebt te vaak een verkeerd wachtwoord ingevuld. Wacht ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} en probeer het dan opnieuw.`;

/**
 * Checks the current password (throttled like the login: the same counts per account + IP and per IP,
 * so a computer left logged in cannot be used to guess it), stores the new one and ends every session of
 * the account; the caller starts a fresh one for this browser (spec §6 "Roles and permissions": a new
 * password ends the other sessions, as the reset does).
 */
export async function changePassword(db: DB, userId: number, ip: string, input: ChangePasswordPayload, now: number): Promise<void> {
  const user = findUserById(db, userId);
  if (!user) throw unauthorized();
  const key = `password-change|${userId}|${ip}`;
  const { wait, ipRow } = countLoginAttempt(db, key, ip, now);
  if (wait > 0) throw tooManyTries('current_password', tooManyPasswordTries(wait), wait);
  if (!(await verifyPassword(input.current_password, user.password_hash))) throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  clearLoginAttempts(db, key, ipRow);
  if (await verifyPassword(input.password, user.password_hash)) throw fieldError('password', SAME_PASSWORD);
  const hash = await hashPassword(input.password);
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, now, userId);
    db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
  }).immediate();
}
