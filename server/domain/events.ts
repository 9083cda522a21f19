// The events table mirrors the CMS (events.json); stock and prices for the shop come from here.
import type { ContentEvent } from '../../demo-pages/lib/content';
import type { DB } from '../db/database';
import { toCents } from '../lib/money';

export interface EventRow {
  id: number;
  uuid: string;
  slug: string;
  title: string;
  price_cents: number;
  shirt_price_cents: number;
  free_shirt: number;
  initial_stock: number;
  start_date: string;
  end_date: string;
  ended_flag: number;
  location: string;
}

/** Upserts every CMS event by external_id. Events that leave the CMS stay (orders refer to them). */
export function syncEvents(db: DB, events: ContentEvent[], now: number): void {
  const upsert = db.prepare(`
    INSERT INTO events (uuid, slug, title, price_cents, shirt_price_cents, free_shirt, initial_stock, start_date, end_date, ended_flag, location, updated_at)
    VALUES (@uuid, @slug, @title, @price_cents, @shirt_price_cents, @free_shirt, @initial_stock, @start_date, @end_date, @ended_flag, @location, @updated_at)
    ON CONFLICT(uuid) DO UPDATE SET slug = excluded.slug, title = excluded.title, price_cents = excluded.price_cents,
      shirt_price_cents = excluded.shirt_price_cents, free_shirt = excluded.free_shirt, initial_stock = excluded.initial_stock,
      start_date = excluded.start_date, end_date = excluded.end_date, ended_flag = excluded.ended_flag,
      location = excluded.location, updated_at = excluded.updated_at`);
  db.transaction(() => {
    for (const e of events) {
      upsert.run({
        uuid: e.external_id,
        slug: e.slug,
        title: e.title,
        price_cents: toCents(e.price),
        shirt_price_cents: toCents(e.shirtPrice),
        free_shirt: e.free_shirt ? 1 : 0,
        initial_stock: e.initial_stock,
        start_date: e.startDate,
        end_date: e.endDate,
        ended_flag: e.ended ? 1 : 0,
        location: e.location,
        updated_at: now,
      });
    }
  }).immediate();
}

export const findEventByUuid = (db: DB, uuid: string) =>
  db.prepare('SELECT * FROM events WHERE uuid = ?').get(uuid) as EventRow | undefined;

export const findEventById = (db: DB, id: number) =>
  db.prepare('SELECT * FROM events WHERE id = ?').get(id) as EventRow | undefined;

/** Ended when the CMS says so or when the end date has passed. */
export function isEnded(event: Pick<EventRow, 'ended_flag' | 'end_date'>, now: number): boolean {
  const end = Date.parse(event.end_date);
  return event.ended_flag === 1 || (Number.isFinite(end) && end < now);
}

/**
 * Places held for an event: paid orders, plus open/pending orders whose reservation has not run
 * out. Run inside the checkout's IMMEDIATE transaction, this is the oversell guard.
 */
export function heldPlaces(db: DB, eventId: number, now: number, exceptOpenOrdersOfUser = 0): number {
  return db
    .prepare(
      `SELECT COUNT(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE o.event_id = ? AND (o.status = 'paid' OR (o.status IN ('open', 'pending') AND o.reserved_until > ?))
         AND NOT (o.user_id = ? AND o.status = 'open')`,
    )
    .pluck()
    .get(eventId, now, exceptOpenOrdersOfUser) as number;
}

/** Places held by every order of the event except `orderId` (for an order that is being paid). */
export function placesHeldByOthers(db: DB, eventId: number, now: number, orderId: number): number {
  return db
    .prepare(
      `SELECT COUNT(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE o.event_id = ? AND o.id != ? AND (o.status = 'paid' OR (o.status IN ('open', 'pending') AND o.reserved_until > ?))`,
    )
    .pluck()
    .get(eventId, orderId, now) as number;
}

/**
 * initial_stock − held places, never below 0. With a user id, that parent's own unpaid order
 * does not count: a new checkout replaces it.
 */
export function remainingStock(db: DB, event: EventRow, now: number, exceptOpenOrdersOfUser = 0): number {
  return Math.max(0, event.initial_stock - heldPlaces(db, event.id, now, exceptOpenOrdersOfUser));
}
