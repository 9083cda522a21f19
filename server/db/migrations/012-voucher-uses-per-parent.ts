import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A voucher's uses per parent (domain/codes.ts); null: no limit. The demo's WELKOM10 is a welcome, once per parent.
export const voucherUsesPerParent: Migration = {
  name: '012_voucher_uses_per_parent',
  sql: `ALTER TABLE vouchers ADD COLUMN max_uses_per_user INTEGER; UPDATE vouchers SET max_uses_per_user = 1 WHERE code = 'WELKOM10';`,
};
