import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A staff account runs camps; a parent only buys (docs/rules.md "§6 Roles and permissions").
// The audit log is append-only: the triggers refuse every UPDATE and DELETE, so no code path can
// rewrite who did what. actor is the e-mail address at the time ('console' for npm run staff).
// staff_places: the number of places staff set; while it is not null the CMS's initial_stock no
// longer overrides the shop's number (db/events.ts upsertEvents).
export const staff: Migration = {
  name: '014_staff',
  sql: `
      ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'parent' CHECK (role IN ('parent', 'staff'));
      CREATE INDEX users_role ON users(role);
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        user_id INTEGER,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        subject TEXT NOT NULL DEFAULT '',
        details TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL
      );
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
      CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
      CREATE TABLE check_ins (
        ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id) ON DELETE CASCADE,
        event_id INTEGER NOT NULL REFERENCES events(id),
        present INTEGER NOT NULL,
        present_at INTEGER,
        changed_by INTEGER,
        changed_at INTEGER NOT NULL
      );
      CREATE INDEX check_ins_event ON check_ins(event_id, changed_at);
      CREATE TABLE trainers (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        photo TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE ticket_feedback (
        ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id) ON DELETE CASCADE,
        feedback_text TEXT NOT NULL,
        trainer_id INTEGER REFERENCES trainers(id),
        written_by INTEGER,
        updated_at INTEGER NOT NULL
      );
      ALTER TABLE events ADD COLUMN staff_places INTEGER;
      CREATE INDEX tickets_event ON tickets(event_id);
    `,
};
