import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// 'Speelt niet bij een club': a child without a club can be complete (spec §3 "Child profile").
export const profileNoClub: Migration = {
  name: '007_profile_no_club',
  sql: `ALTER TABLE profiles ADD COLUMN no_club INTEGER NOT NULL DEFAULT 0;`,
};
