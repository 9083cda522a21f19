import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// The reminder before an event's first day (docs/rules.md "Reminder"): one row per parent and event,
// written in the same transaction as the mail, so a restart never sends it twice. skipped: the parent
// ordered after the reminder's moment and got the confirmation instead.
export const eventReminders: Migration = {
  name: '017_event_reminders',
  sql: `
      CREATE TABLE event_reminders (
        user_id INTEGER NOT NULL REFERENCES users(id),
        event_id INTEGER NOT NULL REFERENCES events(id),
        outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'skipped')),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, event_id)
      );
    `,
};
