import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// One checkout per parent at a time (domain/checkout.ts; a row here while it runs; token = the
// holder, so a request that outlived the lock's lifetime cannot release its successor's lock),
// and an order replaced by a newer checkout remembers it: a payment of it that is paid anyway is
// refunded, never honoured next to the newer order.
export const checkoutLocks: Migration = {
  name: '004_checkout_locks',
  sql: `
      CREATE TABLE checkout_locks (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        locked_at INTEGER NOT NULL
      );
      ALTER TABLE orders ADD COLUMN replaced_by INTEGER REFERENCES orders(id);
    `,
};
