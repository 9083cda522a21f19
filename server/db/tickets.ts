// tickets: a child's place at an event, made when its order is paid.
import type { DB } from './database';
import { TRAINER_PHOTO_PATH } from './trainers';

/** Whether the child already has a ticket for the event (the one query behind "already registered"). */
export const hasTicket = (db: DB, eventId: number, profileId: number): boolean =>
  db.prepare('SELECT 1 FROM tickets WHERE event_id = ? AND profile_id = ? AND canceled_at IS NULL').get(eventId, profileId) !== undefined;

/** The children of one parent that have a ticket for an event (not canceled). */
export const familyTicketProfiles = (db: DB, eventId: number, userId: number) =>
  db
    .prepare('SELECT profile_id FROM tickets WHERE event_id = ? AND user_id = ? AND canceled_at IS NULL')
    .pluck()
    .all(eventId, userId) as number[];

export function insertTicket(
  db: DB,
  ticket: { uuid: string; order_item_id: number; user_id: number; event_id: number; profile_id: number; answers: string },
  now: number,
): void {
  db.prepare(
    'INSERT OR IGNORE INTO tickets (uuid, order_item_id, user_id, event_id, profile_id, answers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(ticket.uuid, ticket.order_item_id, ticket.user_id, ticket.event_id, ticket.profile_id, ticket.answers, now);
}

/** A parent's own ticket that is not canceled, with its event (docs/rules.md "Questions per event"); another's is unknown. */
export const findOwnTicket = (db: DB, userId: number, ticketUuid: string) =>
  db
    .prepare(
      `SELECT t.id, t.uuid, t.answers, t.profile_id, e.uuid AS event_uuid, e.start_date
         FROM tickets t JOIN events e ON e.id = t.event_id
        WHERE t.uuid = ? AND t.user_id = ? AND t.canceled_at IS NULL`,
    )
    .get(ticketUuid, userId) as
    { id: number; uuid: string; answers: string; profile_id: number; event_uuid: string; start_date: string } | undefined;

/** The parent's new answers, and when: only when they differ (saving the same ones changes nothing for staff). */
export function setTicketAnswers(db: DB, ticketId: number, answers: string, now: number): void {
  db.prepare('UPDATE tickets SET answers = ?, answers_changed_at = ? WHERE id = ? AND answers != ?').run(answers, now, ticketId, answers);
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
  answers: string;
  start_date: string;
}

/** The parent's tickets in event order (start date), then in the order they were made. */
export const listUserTickets = (db: DB, userId: number) =>
  db
    .prepare(
      // feedback written by staff (ticket_feedback, db/trainers.ts) wins over the columns on the ticket (the demo's)
      `SELECT t.uuid AS ticket_uuid, e.uuid AS event_uuid, t.profile_id, t.answers, e.start_date,
         CASE WHEN f.ticket_id IS NULL THEN t.feedback_text ELSE NULLIF(f.feedback_text, '') END AS feedback_text,
         CASE WHEN f.ticket_id IS NULL THEN t.trainer_name ELSE tr.name END AS trainer_name,
         CASE WHEN f.ticket_id IS NULL THEN t.trainer_photo WHEN tr.photo IS NULL THEN NULL ELSE @photos || tr.photo END AS trainer_photo
       FROM tickets t JOIN events e ON e.id = t.event_id
       LEFT JOIN ticket_feedback f ON f.ticket_id = t.id LEFT JOIN trainers tr ON tr.id = f.trainer_id
       WHERE t.user_id = @user AND t.canceled_at IS NULL ORDER BY e.start_date, e.id, t.id`,
    )
    .all({ user: userId, photos: TRAINER_PHOTO_PATH }) as UserTicketRow[];
