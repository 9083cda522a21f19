import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A fair rush (docs/rules.md "Held places", "Sales opening"): the CMS's cap of children per family
// (null: the MAX_PER_FAMILY setting) and the moment sales open (ms since the epoch; null: open now).
export const fairRush: Migration = {
  name: '018_fair_rush',
  sql: `
      ALTER TABLE events ADD COLUMN max_per_family INTEGER;
      ALTER TABLE events ADD COLUMN sales_open_at INTEGER;
    `,
};
