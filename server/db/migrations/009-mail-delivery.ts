import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// Mail leaves over SMTP (server/mail/sender.ts): a row is queued in the same transaction as what
// caused it, claimed before it is sent, retried with backoff, and marked sent or failed. Rows
// from before, and every row written without SMTP_URL, stay 'local' (shown in the outbox only).
export const mailDelivery: Migration = {
  name: '009_mail_delivery',
  sql: `
      ALTER TABLE mails ADD COLUMN status TEXT NOT NULL DEFAULT 'local';
      ALTER TABLE mails ADD COLUMN message_id TEXT;
      ALTER TABLE mails ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE mails ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mails ADD COLUMN next_attempt_at INTEGER;
      ALTER TABLE mails ADD COLUMN claimed_by TEXT;
      ALTER TABLE mails ADD COLUMN claimed_at INTEGER;
      ALTER TABLE mails ADD COLUMN sent_at INTEGER;
      ALTER TABLE mails ADD COLUMN last_error TEXT;
      CREATE INDEX mails_delivery ON mails(status, next_attempt_at);
    `,
};
