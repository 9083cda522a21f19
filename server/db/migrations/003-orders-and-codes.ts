import type { Migration } from '../migrations';
import { ORDER_STATUSES_002, ordersTable } from './002-shop';

// Migrations 003–010: what orders, payments, gift cards, profiles and mails gained after the first release. Never edited once shipped.
export const ordersAndCodes: Migration[] = [
  {
    // A 'paid' that arrives after the order's places, gift-card amount or voucher use were released
    // (canceled, expired, reservation run out) and taken by someone else must not oversell: the
    // order becomes refund_needed (refund_reason says why) and gets no tickets. SQLite cannot change
    // a CHECK constraint, so the table is rebuilt (https://sqlite.org/lang_altertable.html#otheralter).
    name: '003_order_refund_needed',
    rebuildsTables: true,
    sql: `
      ${ordersTable(
        'orders_new',
        [...ORDER_STATUSES_002, 'refund_needed'],
        `,
        -- with status refund_needed: sold_out, already_registered, gift_card or voucher
        refund_reason TEXT`,
      )}
      INSERT INTO orders_new (id, uuid, user_id, event_id, status, base_cents, voucher_cents, giftcard_cents, total_cents,
          voucher_id, gift_card_id, reserved_until, paid_at, created_at, updated_at)
        SELECT id, uuid, user_id, event_id, status, base_cents, voucher_cents, giftcard_cents, total_cents,
          voucher_id, gift_card_id, reserved_until, paid_at, created_at, updated_at FROM orders;
      DROP TABLE orders;
      ALTER TABLE orders_new RENAME TO orders;
      CREATE INDEX orders_user ON orders(user_id, status);
      CREATE INDEX orders_event ON orders(event_id, status);
      CREATE INDEX orders_gift_card ON orders(gift_card_id, status);
      CREATE INDEX orders_voucher ON orders(voucher_id, status);
    `,
  },
  {
    // One checkout per parent at a time (domain/checkout.ts; a row here while it runs; token = the
    // holder, so a request that outlived the lock's lifetime cannot release its successor's lock),
    // and an order replaced by a newer checkout remembers it: a payment of it that is paid anyway is
    // refunded, never honoured next to the newer order.
    name: '004_checkout_locks',
    sql: `
      CREATE TABLE checkout_locks (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        locked_at INTEGER NOT NULL
      );
      ALTER TABLE orders ADD COLUMN replaced_by INTEGER REFERENCES orders(id);
    `,
  },
  // An optional personal message from the buyer to the recipient (plain text, ≤ 300 characters).
  { name: '005_gift_card_message', sql: `ALTER TABLE gift_cards ADD COLUMN message TEXT NOT NULL DEFAULT '';` },
  {
    // A short order number for parents and the operator ('SV-4821'), unique. Orders from before
    // get one from their id; new ones a random number (domain/checkout.ts).
    // Named 006: 004 and 005 are taken by other branches (checkout locks, gift-card message).
    name: '006_order_number',
    sql: `
      ALTER TABLE orders ADD COLUMN number TEXT;
      UPDATE orders SET number = 'SV-' || printf('%07d', id) WHERE number IS NULL;
      CREATE UNIQUE INDEX orders_number ON orders(number);
    `,
  },
  // 'Speelt niet bij een club': a child without a club can be complete (spec §3 "Child profile").
  { name: '007_profile_no_club', sql: `ALTER TABLE profiles ADD COLUMN no_club INTEGER NOT NULL DEFAULT 0;` },
  {
    // One gift-card purchase, one payment (domain/gift-cards.ts): the same purchase asked again by
    // the same visitor (a double click, a retry after a lost answer) gets the payment already made.
    name: '008_gift_card_purchase_key',
    sql: `
      ALTER TABLE gift_cards ADD COLUMN purchase_key TEXT;
      ALTER TABLE payments ADD COLUMN checkout_url TEXT;
      CREATE INDEX gift_cards_purchase_key ON gift_cards(purchase_key);
    `,
  },
  {
    // Mail leaves over SMTP (server/mail/sender.ts): a row is queued in the same transaction as what
    // caused it, claimed before it is sent, retried with backoff, and marked sent or failed. Rows
    // from before, and every row written without SMTP_URL, stay 'local' (shown in the outbox only).
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
  },
  {
    // A short number on the gift-card receipt for people ('CB-4821'), like the orders' 'SV-…', instead
    // of the uuid. Cards from before get one from their id; new ones a random number (domain/gift-cards.ts).
    name: '010_gift_card_number',
    sql: `
      ALTER TABLE gift_cards ADD COLUMN number TEXT;
      UPDATE gift_cards SET number = 'CB-' || printf('%07d', id) WHERE number IS NULL;
      CREATE UNIQUE INDEX gift_cards_number ON gift_cards(number);
    `,
  },
];
