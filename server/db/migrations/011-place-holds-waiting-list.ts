import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// Places held before payment (spec §4 "Cart"; docs/rules.md "Held places"): a child in the cart
// holds its place for CART_HOLD_MINUTES, a waiting-list offer for WAITLIST_OFFER_HOURS. One hold
// per child and event. The waiting list hands freed places out in the order families joined.
export const placeHoldsWaitingList: Migration = {
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
};
