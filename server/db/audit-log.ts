// audit_log: who did what in the back office, newest last; append-only (triggers of migration 014).
import type { DB } from './database';

export interface AuditRow {
  id: number;
  user_id: number | null;
  actor: string;
  action: string;
  subject: string;
  details: string;
  created_at: number;
}

export interface NewAuditEntry {
  user_id: number | null;
  actor: string;
  action: string;
  subject: string;
  details: object;
}

export function insertAudit(db: DB, entry: NewAuditEntry, now: number): void {
  db.prepare('INSERT INTO audit_log (user_id, actor, action, subject, details, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.user_id,
    entry.actor,
    entry.action,
    entry.subject,
    JSON.stringify(entry.details),
    now,
  );
}

/** Newest first, `limit` rows after skipping `offset`. */
export const listAudit = (db: DB, limit: number, offset: number) =>
  db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?').all(limit, offset) as AuditRow[];

export const countAudit = (db: DB) => db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get() as number;
