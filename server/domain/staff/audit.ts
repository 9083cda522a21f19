// The back office's log (docs/rules.md "Back office"): role changes, places, check-ins, feedback,
// exports and views of medical details. Written in the same transaction as what it records where
// there is one; never changed afterwards (migration 014's triggers).
import type { DB } from '../../db/database';
import { countAudit, insertAudit, listAudit } from '../../db/audit-log';
import { findUserById } from '../../db/users';

export type AuditAction =
  | 'role.add'
  | 'role.remove'
  | 'places.set'
  | 'check_in'
  | 'feedback.write'
  | 'trainer.add'
  | 'trainer.photo'
  | 'export.csv'
  | 'export.xlsx'
  | 'medical.view'
  | 'order.refund'
  | 'refund.retry';

/** `staffId` null: the console (npm run staff). */
export function audit(db: DB, staffId: number | null, action: AuditAction, subject: string, details: object, now: number): void {
  const actor = staffId === null ? 'console' : (findUserById(db, staffId)?.email ?? `#${staffId}`);
  insertAudit(db, { user_id: staffId, actor, action, subject, details }, now);
}

export const AUDIT_PER_PAGE = 50;

/** GET /api/staff/log: newest first, AUDIT_PER_PAGE a page. */
export function auditPage(db: DB, page: number) {
  const rows = listAudit(db, AUDIT_PER_PAGE, (page - 1) * AUDIT_PER_PAGE);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      actor: row.actor,
      action: row.action,
      subject: row.subject,
      details: JSON.parse(row.details) as Record<string, unknown>,
    })),
    page,
    per_page: AUDIT_PER_PAGE,
    total: countAudit(db),
  };
}
