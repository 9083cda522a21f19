import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// One parent's holds and orders in one event are looked up on every cart call
// (docs/rules.md "Held places"): with only the event in the index that read every hold and order of a
// full camp, so the opening-minute rush paid for the camp's size on each call. Event and parent
// together find them at once.
export const rushIndexes: Migration = {
  name: '021_rush_indexes',
  sql: `
      CREATE INDEX place_holds_event_user ON place_holds(event_id, user_id, expires_at);
      CREATE INDEX orders_event_user ON orders(event_id, user_id, status);
    `,
};
