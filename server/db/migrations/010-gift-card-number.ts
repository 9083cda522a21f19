import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// A short number on the gift-card receipt for people ('CB-4821'), like the orders' 'SV-…', instead
// of the uuid. Cards from before get one from their id; new ones a random number (domain/gift-cards.ts).
export const giftCardNumber: Migration = {
  name: '010_gift_card_number',
  sql: `
      ALTER TABLE gift_cards ADD COLUMN number TEXT;
      UPDATE gift_cards SET number = 'CB-' || printf('%07d', id) WHERE number IS NULL;
      CREATE UNIQUE INDEX gift_cards_number ON gift_cards(number);
    `,
};
