// The parent's own orders for the dashboard's list, and what the order answer adds to an order row.
import type { DB } from './database';

/**
 * The orders that bought or are buying something: paid, on their way (open, pending) or being refunded.
 * Failed, canceled and expired attempts bought nothing, and an order a newer checkout replaced is that
 * newer order's history: neither belongs in the list. Newest first.
 */
export function listOrdersOfUser<Row>(db: DB, userId: number): Row[] {
  return db
    .prepare(
      `SELECT * FROM orders WHERE user_id = ? AND replaced_by IS NULL AND status IN ('open', 'pending', 'paid', 'refund_needed')
       ORDER BY created_at DESC, id DESC`,
    )
    .all(userId) as Row[];
}

export interface OrderExtrasRow {
  created_at: number;
  event_title: string | null;
  /** the current balance of the gift card that paid part of the order (null: no gift card paid) */
  giftcard_balance_cents: number | null;
}

export const findOrderExtras = (db: DB, orderId: number) =>
  db
    .prepare(
      `SELECT o.created_at, e.title AS event_title,
              CASE WHEN o.giftcard_cents > 0 THEN g.balance_cents END AS giftcard_balance_cents
       FROM orders o LEFT JOIN events e ON e.id = o.event_id LEFT JOIN gift_cards g ON g.id = o.gift_card_id
       WHERE o.id = ?`,
    )
    .get(orderId) as OrderExtrasRow | undefined;
