// server_secrets: keys the server makes itself (migration 017), one row per purpose.
import type { DB } from './database';

/** The secret named `name`; made from `make()` the first time (two processes at once agree on the first one stored). */
export function serverSecret(db: DB, name: string, make: () => string, now: number): string {
  db.prepare('INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)').run(name, make(), now);
  return db.prepare('SELECT value FROM server_secrets WHERE name = ?').pluck().get(name) as string;
}
