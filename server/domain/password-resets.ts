// Reset tokens: random, stored only as a sha256 hash, single use, valid 60 minutes.
import type { DB } from '../db/database';
import { randomToken, sha256 } from '../lib/crypto';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** One reset mail per minute per account, so the form cannot be used to flood a mailbox. */
const RESEND_INTERVAL_MS = 60 * 1000;

/** A new token (the plain value, for the mail), or null when one was sent less than a minute ago. */
export function createResetToken(db: DB, userId: number, now: number): string | null {
  const recent = db
    .prepare('SELECT 1 FROM password_resets WHERE user_id = ? AND used_at IS NULL AND created_at > ?')
    .get(userId, now - RESEND_INTERVAL_MS);
  if (recent) return null;
  const token = randomToken(32);
  db.transaction(() => {
    // only the newest link works
    db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(userId);
    db.prepare('INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      userId,
      sha256(token),
      now,
      now + RESET_TOKEN_LIFETIME_MS,
    );
  }).immediate();
  return token;
}

/** Marks the token used and returns true when it was valid for this user; false otherwise. */
export function consumeResetToken(db: DB, userId: number, token: string, now: number): boolean {
  const r = db
    .prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(now, userId, sha256(token), now);
  return r.changes === 1;
}

/** Whether the token is unused and unexpired for this user (nothing changes). userId null: an unknown address. */
export function isResetTokenValid(db: DB, userId: number | null, token: string, now: number): boolean {
  // the same query for an unknown address (no user has id -1), so the answer time does not tell which exist
  const row = db
    .prepare('SELECT 1 FROM password_resets WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(userId ?? -1, sha256(token), now);
  return row !== undefined;
}
