import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// An optional personal message from the buyer to the recipient (plain text, ≤ 300 characters).
export const giftCardMessage: Migration = {
  name: '005_gift_card_message',
  sql: `ALTER TABLE gift_cards ADD COLUMN message TEXT NOT NULL DEFAULT '';`,
};
