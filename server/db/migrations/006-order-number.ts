import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A short order number for parents and the operator ('SV-4821'), unique. Orders from before
// get one from their id; new ones a random number (domain/checkout.ts).
// Named 006: 004 and 005 are taken by other branches (checkout locks, gift-card message).
export const orderNumber: Migration = {
  name: '006_order_number',
  sql: `
      ALTER TABLE orders ADD COLUMN number TEXT;
      UPDATE orders SET number = 'SV-' || printf('%07d', id) WHERE number IS NULL;
      CREATE UNIQUE INDEX orders_number ON orders(number);
    `,
};
