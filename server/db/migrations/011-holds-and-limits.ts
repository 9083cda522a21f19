import type { Migration } from '../migrations';

// Migrations 011–013: held places and the waiting list, voucher limits, payment attempts. Never edited once shipped.
export const holdsAndLimits: Migration[] = [
  {
    // Places held before payment (spec §4 "Cart"; docs/rules.md "Held places"): a child in the cart
    // holds its place for CART_HOLD_MINUTES, a waiting-list offer for WAITLIST_OFFER_HOURS. One hold
    // per child and event. The waiting list hands freed places out in the order families joined.
    name: '011_place_holds_waiting_list',
    sql: `
      CREATE TABLE waiting_list (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        event_id INTEGER NOT NULL REFERENCES events(id),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'offered', 'claimed', 'expired')),
        offer_expires_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX waiting_list_active ON waiting_list(event_id, profile_id) WHERE status IN ('waiting', 'offered');
      CREATE INDEX waiting_list_event ON waiting_list(event_id, status, id);
      CREATE INDEX waiting_list_user ON waiting_list(user_id);
      CREATE TABLE place_holds (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events(id),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        -- the waiting-list offer this hold came from, or null for a place taken in the cart
        waiting_entry_id INTEGER REFERENCES waiting_list(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (event_id, profile_id)
      );
      CREATE INDEX place_holds_event ON place_holds(event_id, expires_at);
      CREATE INDEX place_holds_user ON place_holds(user_id, event_id);
      CREATE INDEX place_holds_expiry ON place_holds(expires_at);
      CREATE INDEX order_items_profile ON order_items(profile_id);
    `,
  },
  {
    // A voucher's uses per parent (domain/codes.ts); null: no limit. The demo's WELKOM10 is a welcome, once per parent.
    name: '012_voucher_uses_per_parent',
    sql: `ALTER TABLE vouchers ADD COLUMN max_uses_per_user INTEGER; UPDATE vouchers SET max_uses_per_user = 1 WHERE code = 'WELKOM10';`,
  },
  {
    // A payment is recorded as an attempt before the provider is asked to create it; its uuid is the
    // Idempotency-Key, so a process that dies mid-call leaves a row the next start can finish with
    // the same key (domain/payment-recovery.ts). cart_key: a second checkout of the same cart gets
    // the still-open payment back. The test provider keeps the keys as Mollie does.
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
  },
];
