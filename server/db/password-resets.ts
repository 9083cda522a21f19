// password_resets: one live reset link per account, stored as a hash of its token.
import type { DB } from './database';

export const hasUnusedResetSince = (db: DB, userId: number, since: number): boolean =>
  db.prepare('SELECT 1 FROM password_resets WHERE user_id = ? AND used_at IS NULL AND created_at > ?').get(userId, since) !== undefined;

/** Replaces every earlier link of the account: only the newest works. Call inside a transaction. */
export function replaceResetToken(db: DB, userId: number, tokenHash: string, now: number, expiresAt: number): void {
  db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(userId);
  db.prepare('INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    userId,
    tokenHash,
    now,
    expiresAt,
  );
}

/** Marks an unused, unexpired token used; true when there was one. */
export const markResetTokenUsed = (db: DB, userId: number, tokenHash: string, now: number): boolean =>
  db
    .prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(now, userId, tokenHash, now).changes === 1;

export const isResetTokenLive = (db: DB, userId: number, tokenHash: string, now: number): boolean =>
  db
    .prepare('SELECT 1 FROM password_resets WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(userId, tokenHash, now) !== undefined;
