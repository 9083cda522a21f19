// tickets: a child's place at an event, made when its order is paid.
import type { DB } from './database';

/** Whether the child already has a ticket for the event (the one query behind "already registered"). */
export const hasTicket = (db: DB, eventId: number, profileId: number): boolean =>
  db.prepare('SELECT 1 FROM tickets WHERE event_id = ? AND profile_id = ? AND canceled_at IS NULL').get(eventId, profileId) !== undefined;

export function insertTicket(
  db: DB,
  ticket: { uuid: string; order_item_id: number; user_id: number; event_id: number; profile_id: number },
  now: number,
): void {
  db.prepare(
    'INSERT OR IGNORE INTO tickets (uuid, order_item_id, user_id, event_id, profile_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(ticket.uuid, ticket.order_item_id, ticket.user_id, ticket.event_id, ticket.profile_id, now);
}

export const countEventTickets = (db: DB, eventId: number) =>
  db.prepare('SELECT COUNT(*) FROM tickets WHERE event_id = ? AND canceled_at IS NULL').pluck().get(eventId) as number;

/** The tickets of an order's children go (the operator canceled the order). */
export function deleteOrderTickets(db: DB, orderId: number): void {
  db.prepare('DELETE FROM tickets WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = ?)').run(orderId);
}

export interface UserTicketRow {
  ticket_uuid: string;
  event_uuid: string;
  feedback_text: string | null;
  trainer_name: string | null;
  trainer_photo: string | null;
  profile_id: number;
}

/** The parent's tickets in event order (start date), then in the order they were made. */
export const listUserTickets = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT t.uuid AS ticket_uuid, e.uuid AS event_uuid, t.feedback_text, t.trainer_name, t.trainer_photo, t.profile_id
       FROM tickets t JOIN events e ON e.id = t.event_id
       WHERE t.user_id = ? AND t.canceled_at IS NULL ORDER BY e.start_date, e.id, t.id`,
    )
    .all(userId) as UserTicketRow[];
