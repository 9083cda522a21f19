import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A parent may erase their account (docs/rules.md "Their own data"): the row stays, because orders keep
// referring to it for the bookkeeping, but without name, e-mail, phone or password; deleted_at says when.
export const accountErasure: Migration = {
  name: '016_account_erasure',
  sql: `
      ALTER TABLE users ADD COLUMN deleted_at INTEGER;
    `,
};
