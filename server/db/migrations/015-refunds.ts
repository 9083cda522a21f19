import type { Migration } from '../migrations';

// Migration 015: undoing an order (docs/rules.md "Cancellation"). Never edited once shipped.
export const refunds: Migration[] = [
  {
    // A canceled child keeps its order line and ticket (the receipt shows them), marked canceled: it no
    // longer holds a place nor counts as registered. A refund is recorded before the provider is called
    // (status pending) and sent with its uuid and attempt as the idempotency key, so a retry, a double
    // click or a crash in between never refunds twice. test_provider_refunds is the test provider's side.
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
  },
  {
    // A fair rush (docs/rules.md "Held places", "Sales opening"): the CMS's cap of children per family
    // (null: the MAX_PER_FAMILY setting) and the moment sales open (ms since the epoch; null: open now).
    name: '016_fair_rush',
    sql: `
      ALTER TABLE events ADD COLUMN max_per_family INTEGER;
      ALTER TABLE events ADD COLUMN sales_open_at INTEGER;
    `,
  },
  {
    // Secrets the server makes itself on its first start and keeps with its data, so every process on
    // the file signs alike and a restart keeps what was signed (the device cookies of the login throttle,
    // docs/rules.md "§6 Roles and permissions").
    name: '017_server_secrets',
    sql: `
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
