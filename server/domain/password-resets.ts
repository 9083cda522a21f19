// Reset links (spec §7 forgot-password / reset-password): a random token mailed to the parent,
// stored only as its hash, valid for an hour and once.
import type { DB } from '../db/database';
import { inTransaction } from '../db/database';
import { hasUnusedResetSince, isResetTokenLive, markResetTokenUsed, replaceResetToken } from '../db/password-resets';
import { randomToken, sha256 } from '../lib/crypto';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** One reset mail per minute per account, so the form cannot be used to flood a mailbox. */
const RESEND_INTERVAL_MS = 60 * 1000;

/** A new token (the plain value, for the mail), or null when one was sent less than a minute ago. */
export function createResetToken(db: DB, userId: number, now: number): string | null {
  if (hasUnusedResetSince(db, userId, now - RESEND_INTERVAL_MS)) return null;
  const token = randomToken(32);
  inTransaction(db, () => replaceResetToken(db, userId, sha256(token), now, now + RESET_TOKEN_LIFETIME_MS));
  return token;
}

/** Marks the token used and returns true when it was valid for this user; false otherwise. */
export const consumeResetToken = (db: DB, userId: number, token: string, now: number): boolean =>
  markResetTokenUsed(db, userId, sha256(token), now);

/** Whether the token is unused and unexpired for this user (nothing changes). userId null: an unknown address. */
export function isResetTokenValid(db: DB, userId: number | null, token: string, now: number): boolean {
  // the same query for an unknown address (no user has id -1), so the answer time does not tell which exist
  return isResetTokenLive(db, userId ?? -1, sha256(token), now);
}
