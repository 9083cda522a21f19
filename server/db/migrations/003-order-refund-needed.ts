import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A 'paid' that arrives after the order's places, gift-card amount or voucher use were released
// (canceled, expired, reservation run out) and taken by someone else must not oversell: the
// order becomes refund_needed (refund_reason says why) and gets no tickets. SQLite cannot change
// a CHECK constraint, so the table is rebuilt (https://sqlite.org/lang_altertable.html#otheralter).
export const orderRefundNeeded: Migration = {
  name: '003_order_refund_needed',
  sql: `
      
      CREATE TABLE orders_new (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        event_id INTEGER NOT NULL REFERENCES events(id),
        status TEXT NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refund_needed')),
        base_cents INTEGER NOT NULL,
        voucher_cents INTEGER NOT NULL DEFAULT 0,
        giftcard_cents INTEGER NOT NULL DEFAULT 0,
        total_cents INTEGER NOT NULL,
        voucher_id INTEGER REFERENCES vouchers(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        reserved_until INTEGER NOT NULL,
        paid_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        -- with status refund_needed: sold_out, already_registered, gift_card or voucher
        refund_reason TEXT
      );
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
  rebuildsTables: true,
};
