import type { Migration } from '../migrations';

// Shipped: never edit this SQL (docs/architecture.md "The reference backend's conventions"); add a new migration instead.
// When the parent last changed a ticket's answers after the order (docs/rules.md "Questions per event"):
// staff see that a child's answers changed and when, and the participants poll (?since=) brings the
// changed row. NULL: as given at the order.
export const ticketAnswersChanged: Migration = {
  name: '022_ticket_answers_changed',
  sql: `
      ALTER TABLE tickets ADD COLUMN answers_changed_at INTEGER;
    `,
};
