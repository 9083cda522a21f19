import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A payment is recorded as an attempt before the provider is asked to create it; its uuid is the
// Idempotency-Key, so a process that dies mid-call leaves a row the next start can finish with
// the same key (domain/payment-recovery.ts). cart_key: a second checkout of the same cart gets
// the still-open payment back. The test provider keeps the keys as Mollie does.
export const paymentAttempts: Migration = {
  name: '013_payment_attempts',
  sql: `
      CREATE TABLE payment_attempts (
        payment_uuid TEXT PRIMARY KEY,
        order_id INTEGER REFERENCES orders(id),
        gift_card_id INTEGER REFERENCES gift_cards(id),
        amount_cents INTEGER NOT NULL,
        request TEXT NOT NULL,
        cart_key TEXT,
        owner TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      ALTER TABLE payments ADD COLUMN cart_key TEXT;
      ALTER TABLE test_provider_payments ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX test_provider_payments_key ON test_provider_payments(idempotency_key);
    `,
};
