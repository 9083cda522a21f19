import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// The answers to an event's questions per child (docs/rules.md "Questions per event"), as JSON by question
// id: given in the cart, copied to the order line at checkout and to the ticket when it is paid; the
// ticket's are the ones the parent changes later and staff read.
export const ticketAnswers: Migration = {
  name: '020_ticket_answers',
  sql: `
      ALTER TABLE cart_items ADD COLUMN answers TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE order_items ADD COLUMN answers TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE tickets ADD COLUMN answers TEXT NOT NULL DEFAULT '{}';
    `,
};
