// SQL of the back office's event screens: the overview's counts, the participants of an event, check-ins
// and the places staff set (migration 014).
import type { DB } from './database';
import type { EventRow } from './events';

export interface EventCountsRow extends EventRow {
  sold: number;
  waiting: number;
  revenue_cents: number;
}

/** Every event with its tickets (not canceled), active waiting-list entries and paid revenue less what went back to accounts. */
const EVENT_COUNTS = `SELECT e.*,
    (SELECT COUNT(*) FROM tickets t WHERE t.event_id = e.id AND t.canceled_at IS NULL) AS sold,
    (SELECT COUNT(*) FROM waiting_list w WHERE w.event_id = e.id AND w.status IN ('waiting', 'offered')) AS waiting,
    (SELECT COALESCE(SUM(o.total_cents), 0) FROM orders o WHERE o.event_id = e.id AND o.status = 'paid')
    - (SELECT COALESCE(SUM(r.amount_cents), 0) FROM refunds r JOIN orders o ON o.id = r.order_id
        WHERE o.event_id = e.id AND o.status = 'paid' AND r.payment_id IS NOT NULL) AS revenue_cents
  FROM events e`;

/** The overview: every event with its counts, in one query. */
export const listEventsWithCounts = (db: DB) => db.prepare(`${EVENT_COUNTS} ORDER BY e.start_date, e.id`).all() as EventCountsRow[];

export const eventWithCounts = (db: DB, eventId: number) =>
  db.prepare(`${EVENT_COUNTS} WHERE e.id = ?`).get(eventId) as EventCountsRow | undefined;

export interface ParticipantRow {
  ticket_id: number;
  ticket_uuid: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: 'u' | 'm' | 'f';
  contact_phone: string;
  needs_medical_attention: number;
  family_doctor: string;
  allergies: string;
  additional_info: string;
  with_shirt: number | null;
  shirt_size: string | null;
  parent_first_name: string;
  parent_last_name: string;
  parent_phone: string;
  parent_email: string;
  order_number: string | null;
  present: number | null;
  present_at: number | null;
  feedback_text: string | null;
  trainer_id: number | null;
  /** JSON by question id (docs/rules.md "Questions per event") */
  answers: string;
  /** when the parent last changed the answers after the order; null: as given then */
  answers_changed_at: number | null;
}

const PARTICIPANTS = `
  SELECT t.id AS ticket_id, t.uuid AS ticket_uuid, t.answers, t.answers_changed_at, p.first_name, p.last_name, p.birthdate, p.gender, p.contact_phone,
    p.needs_medical_attention, p.family_doctor, p.allergies, p.additional_info, oi.with_shirt, oi.shirt_size,
    u.first_name AS parent_first_name, u.last_name AS parent_last_name, u.phone AS parent_phone, u.email AS parent_email,
    o.number AS order_number, c.present, c.present_at,
    CASE WHEN f.ticket_id IS NULL THEN t.feedback_text ELSE f.feedback_text END AS feedback_text, f.trainer_id
  FROM tickets t
  JOIN profiles p ON p.id = t.profile_id
  JOIN users u ON u.id = t.user_id
  LEFT JOIN order_items oi ON oi.id = t.order_item_id
  LEFT JOIN orders o ON o.id = oi.order_id
  LEFT JOIN check_ins c ON c.ticket_id = t.id
  LEFT JOIN ticket_feedback f ON f.ticket_id = t.id`;

/**
 * The tickets of an event that are not canceled (docs/rules.md "Cancellation"); with `since`, only those made,
 * checked in, given feedback or with answers changed by the parent at or after it (the poll brings them).
 */
export function listParticipants(db: DB, eventId: number, since: number | null): ParticipantRow[] {
  if (since === null) return db.prepare(`${PARTICIPANTS} WHERE t.event_id = ? AND t.canceled_at IS NULL`).all(eventId) as ParticipantRow[];
  return db
    .prepare(
      `${PARTICIPANTS} WHERE t.event_id = @event AND t.canceled_at IS NULL AND (t.created_at >= @since OR c.changed_at >= @since OR f.updated_at >= @since OR t.answers_changed_at >= @since)`,
    )
    .all({ event: eventId, since }) as ParticipantRow[];
}

/** How many tickets an event has, how many children are present, and the shirts per size. */
export function participantCounts(
  db: DB,
  eventId: number,
): { total: number; present: number; sizes: Array<{ size: string; count: number }> } {
  const counts = db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(c.present), 0) AS present
       FROM tickets t LEFT JOIN check_ins c ON c.ticket_id = t.id WHERE t.event_id = ?`,
    )
    .get(eventId) as { total: number; present: number };
  const sizes = db
    .prepare(
      `SELECT oi.shirt_size AS size, COUNT(*) AS count FROM tickets t JOIN order_items oi ON oi.id = t.order_item_id
       WHERE t.event_id = ? AND oi.with_shirt = 1 GROUP BY oi.shirt_size`,
    )
    .all(eventId) as Array<{ size: string; count: number }>;
  return { ...counts, sizes };
}

export const findParticipant = (db: DB, ticketUuid: string) =>
  db.prepare(`${PARTICIPANTS} WHERE t.uuid = ?`).get(ticketUuid) as ParticipantRow | undefined;

export const findTicketByUuid = (db: DB, ticketUuid: string) =>
  db.prepare('SELECT id, event_id FROM tickets WHERE uuid = ?').get(ticketUuid) as { id: number; event_id: number } | undefined;

/**
 * Marks present or not. Present twice keeps the first time (a second phone's tap, a retried request);
 * absent clears it. One statement, so two phones at once each keep their own row.
 */
export function upsertCheckIn(db: DB, ticket: { id: number; event_id: number }, present: boolean, staffId: number, now: number): boolean {
  return (
    db
      .prepare(
        `INSERT INTO check_ins (ticket_id, event_id, present, present_at, changed_by, changed_at)
         VALUES (@ticket, @event, @present, CASE WHEN @present = 1 THEN @now END, @staff, @now)
         ON CONFLICT(ticket_id) DO UPDATE SET
           present = excluded.present,
           present_at = CASE WHEN excluded.present = 0 THEN NULL WHEN check_ins.present = 1 THEN check_ins.present_at ELSE excluded.present_at END,
           changed_by = excluded.changed_by, changed_at = excluded.changed_at
         WHERE check_ins.present != excluded.present`,
      )
      .run({ ticket: ticket.id, event: ticket.event_id, present: present ? 1 : 0, staff: staffId, now }).changes > 0
  );
}

/** Staff set the number of places: the CMS's initial_stock no longer overrides it (db/events.ts). */
export function setStaffPlaces(db: DB, eventId: number, places: number, now: number): void {
  db.prepare('UPDATE events SET initial_stock = ?, staff_places = ?, updated_at = ? WHERE id = ?').run(places, places, now, eventId);
}
