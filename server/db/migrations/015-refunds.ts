import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A canceled child keeps its order line and ticket (the receipt shows them), marked canceled: it no
// longer holds a place nor counts as registered. A refund is recorded before the provider is called
// (status pending) and sent with its uuid and attempt as the idempotency key, so a retry, a double
// click or a crash in between never refunds twice. test_provider_refunds is the test provider's side.
export const refunds: Migration = {
  name: '015_refunds',
  sql: `
      ALTER TABLE order_items ADD COLUMN canceled_at INTEGER;
      ALTER TABLE tickets ADD COLUMN canceled_at INTEGER;
      CREATE TABLE refunds (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        order_id INTEGER NOT NULL REFERENCES orders(id),
        payment_id INTEGER REFERENCES payments(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'refunded', 'failed')),
        attempt INTEGER NOT NULL DEFAULT 1,
        provider_refund_id TEXT,
        reason TEXT NOT NULL DEFAULT '',
        error TEXT,
        created_by INTEGER REFERENCES users(id),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        CHECK ((payment_id IS NULL) != (gift_card_id IS NULL))
      );
      CREATE INDEX refunds_order ON refunds(order_id);
      CREATE INDEX refunds_status ON refunds(status);
      CREATE TABLE test_provider_refunds (
        id TEXT PRIMARY KEY,
        payment_id TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        description TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
};
