// SQL of held places (place_holds) and of counting the places of an event that are taken.
import type { DB } from './database';

export interface HoldRow {
  id: number;
  event_id: number;
  user_id: number;
  profile_id: number;
  expires_at: number;
  waiting_entry_id: number | null;
}

/** An order item holds its place while the order is paid, or open/pending within its reservation, and it is not canceled. */
const ORDER_HOLDS = `(oi.canceled_at IS NULL AND (o.status = 'paid' OR (o.status IN ('open', 'pending') AND o.reserved_until > @now)))`;

/**
 * Places of an event taken by orders and by live holds. A hold whose child is already counted
 * through an order of the same parent (a payment that is open) is counted once. `exceptUser`
 * leaves out that parent's holds and open orders (their own places); `exceptOrder` one order.
 */
export function countTaken(db: DB, eventId: number, now: number, except: { user?: number; order?: number } = {}): number {
  return db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id
           WHERE o.event_id = @event AND o.id != @order AND ${ORDER_HOLDS} AND NOT (o.user_id = @user AND o.status = 'open'))
       + (SELECT COUNT(*) FROM place_holds h
           WHERE h.event_id = @event AND h.expires_at > @now AND h.user_id != @user
             AND NOT EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
               WHERE oi.profile_id = h.profile_id AND o.event_id = h.event_id AND o.user_id = h.user_id AND o.id != @order AND ${ORDER_HOLDS}))`,
    )
    .pluck()
    .get({ event: eventId, now, user: except.user ?? 0, order: except.order ?? 0 }) as number;
}

/** The children of a parent that have a place in an event now: a live hold, or an order that holds it. */
export function profilesWithPlace(db: DB, eventId: number, userId: number, now: number): Set<number> {
  const ids = db
    .prepare(
      `SELECT profile_id FROM place_holds WHERE event_id = @event AND user_id = @user AND expires_at > @now
       UNION SELECT oi.profile_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE o.event_id = @event AND o.user_id = @user AND o.status IN ('open', 'pending') AND o.reserved_until > @now`,
    )
    .pluck()
    .all({ event: eventId, user: userId, now }) as number[];
  return new Set(ids);
}

/** Live holds of a parent's children in an event (not their orders). */
export const liveHoldsOf = (db: DB, eventId: number, userId: number, now: number) =>
  db.prepare('SELECT * FROM place_holds WHERE event_id = ? AND user_id = ? AND expires_at > ?').all(eventId, userId, now) as HoldRow[];

/**
 * A hold for a child; a live one keeps the later of the two ends, but is moved no further than `span`
 * after it was first taken (created_at; null: no limit). A hold that ran out starts again from now.
 */
export function upsertHold(db: DB, hold: Omit<HoldRow, 'id'>, now: number, span: number | null = null): void {
  db.prepare(
    `INSERT INTO place_holds (event_id, user_id, profile_id, expires_at, waiting_entry_id, created_at)
     VALUES (@event_id, @user_id, @profile_id, @expires_at, @waiting_entry_id, @now)
     ON CONFLICT(event_id, profile_id) DO UPDATE SET
       expires_at = CASE WHEN place_holds.expires_at > @now
         THEN MAX(place_holds.expires_at, MIN(excluded.expires_at, COALESCE(place_holds.created_at + @span, excluded.expires_at)))
         ELSE excluded.expires_at END,
       created_at = CASE WHEN place_holds.expires_at > @now THEN place_holds.created_at ELSE @now END,
       user_id = excluded.user_id,
       waiting_entry_id = COALESCE(excluded.waiting_entry_id, place_holds.waiting_entry_id)`,
  ).run({ ...hold, now, span });
}

/**
 * Moves the end of a parent's live holds in an event to `until` when that is later, but no further
 * than `span` after each hold was first taken.
 */
export function extendHolds(db: DB, eventId: number, userId: number, profileIds: number[], until: number, now: number, span: number): void {
  const extend = db.prepare(
    'UPDATE place_holds SET expires_at = MAX(expires_at, MIN(?, created_at + ?)) WHERE event_id = ? AND user_id = ? AND profile_id = ? AND expires_at > ?',
  );
  for (const id of profileIds) extend.run(until, span, eventId, userId, id, now);
}

export function deleteHolds(db: DB, eventId: number, userId: number, profileIds: number[]): void {
  const del = db.prepare('DELETE FROM place_holds WHERE event_id = ? AND user_id = ? AND profile_id = ?');
  for (const id of profileIds) del.run(eventId, userId, id);
}

export const deleteHoldOfEntry = (db: DB, entryId: number) => db.prepare('DELETE FROM place_holds WHERE waiting_entry_id = ?').run(entryId);

/** Removes holds that ran out; answers the events that had one. */
export function deleteExpiredHolds(db: DB, now: number): number[] {
  const events = db.prepare('SELECT DISTINCT event_id FROM place_holds WHERE expires_at <= ?').pluck().all(now) as number[];
  if (events.length) db.prepare('DELETE FROM place_holds WHERE expires_at <= ?').run(now);
  return events;
}

/** The earliest end of the live holds of these children (the parent's cart), or null. */
export function earliestHoldEnd(db: DB, eventId: number, userId: number, profileIds: number[], now: number): number | null {
  if (!profileIds.length) return null;
  return db
    .prepare(
      `SELECT MIN(expires_at) FROM place_holds WHERE event_id = ? AND user_id = ? AND expires_at > ? AND profile_id IN (${profileIds.map(() => '?').join(', ')})`,
    )
    .pluck()
    .get(eventId, userId, now, ...profileIds) as number | null;
}

/**
 * The earliest moment a place of this event that others hold may come back: the end of another parent's
 * live hold or of an unpaid order's reservation. Null when nobody else holds one (the places are sold).
 */
export function earliestOthersHoldEnd(db: DB, eventId: number, now: number, userId: number): number | null {
  return db
    .prepare(
      `SELECT MIN(t) FROM (
         SELECT expires_at AS t FROM place_holds WHERE event_id = @event AND user_id != @user AND expires_at > @now
         UNION ALL SELECT reserved_until FROM orders
           WHERE event_id = @event AND user_id != @user AND status IN ('open', 'pending') AND reserved_until > @now)`,
    )
    .pluck()
    .get({ event: eventId, now, user: userId }) as number | null;
}
