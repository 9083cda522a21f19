import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// One gift-card purchase, one payment (domain/gift-cards.ts): the same purchase asked again by
// the same visitor (a double click, a retry after a lost answer) gets the payment already made.
export const giftCardPurchaseKey: Migration = {
  name: '008_gift_card_purchase_key',
  sql: `
      ALTER TABLE gift_cards ADD COLUMN purchase_key TEXT;
      ALTER TABLE payments ADD COLUMN checkout_url TEXT;
      CREATE INDEX gift_cards_purchase_key ON gift_cards(purchase_key);
    `,
};
