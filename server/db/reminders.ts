// The reminders before an event's first day (docs/rules.md "Reminder").
import type { DB } from './database';

export interface ReminderCandidate {
  user_id: number;
  event_id: number;
  start_date: string;
  /** the earliest payment of the parent's orders with a live ticket for the event */
  first_paid_at: number | null;
}

/** Parents with a ticket that is not canceled, for an event not flagged ended, who were not reminded yet. */
export const reminderCandidates = (db: DB) =>
  db
    .prepare(
      `SELECT t.user_id, t.event_id, e.start_date, min(o.paid_at) AS first_paid_at
         FROM tickets t
         JOIN events e ON e.id = t.event_id
         JOIN order_items oi ON oi.id = t.order_item_id
         JOIN orders o ON o.id = oi.order_id
         LEFT JOIN event_reminders r ON r.user_id = t.user_id AND r.event_id = t.event_id
        WHERE t.canceled_at IS NULL AND e.ended_flag = 0 AND r.user_id IS NULL
        GROUP BY t.user_id, t.event_id`,
    )
    .all() as ReminderCandidate[];

/** The parent's children with a live ticket for the event, by first name, with that ticket's answers (JSON by question id). */
export const remindedChildren = (db: DB, userId: number, eventId: number) =>
  db
    .prepare(
      `SELECT p.id, min(t.answers) AS answers FROM tickets t JOIN profiles p ON p.id = t.profile_id
        WHERE t.user_id = ? AND t.event_id = ? AND t.canceled_at IS NULL GROUP BY p.id ORDER BY p.first_name`,
    )
    .all(userId, eventId) as Array<{ id: number; answers: string }>;

/** false when another process recorded it first (the primary key decides). */
export const recordReminder = (db: DB, userId: number, eventId: number, outcome: 'sent' | 'skipped', now: number): boolean =>
  db
    .prepare('INSERT OR IGNORE INTO event_reminders (user_id, event_id, outcome, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, eventId, outcome, now).changes === 1;
