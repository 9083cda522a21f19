// events: the shop's mirror of the CMS events (prices, stock), and the places orders hold on them.
import type { DB } from './database';

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

export type EventUpsert = Omit<EventRow, 'id'> & { updated_at: number };

/** Inserts or updates by uuid (the CMS external_id). Call inside a transaction for many. */
export function upsertEvents(db: DB, events: EventUpsert[]): void {
  const upsert = db.prepare(`
    INSERT INTO events (uuid, slug, title, price_cents, shirt_price_cents, free_shirt, initial_stock, start_date, end_date, ended_flag, location, updated_at)
    VALUES (@uuid, @slug, @title, @price_cents, @shirt_price_cents, @free_shirt, @initial_stock, @start_date, @end_date, @ended_flag, @location, @updated_at)
    ON CONFLICT(uuid) DO UPDATE SET slug = excluded.slug, title = excluded.title, price_cents = excluded.price_cents,
      shirt_price_cents = excluded.shirt_price_cents, free_shirt = excluded.free_shirt, initial_stock = excluded.initial_stock,
      start_date = excluded.start_date, end_date = excluded.end_date, ended_flag = excluded.ended_flag,
      location = excluded.location, updated_at = excluded.updated_at`);
  for (const e of events) upsert.run(e);
}

export const findEventByUuid = (db: DB, uuid: string) => db.prepare('SELECT * FROM events WHERE uuid = ?').get(uuid) as EventRow | undefined;

export const findEventById = (db: DB, id: number) => db.prepare('SELECT * FROM events WHERE id = ?').get(id) as EventRow | undefined;

/**
 * Places held for an event: paid orders, plus open/pending orders whose reservation has not run
 * out; a parent's own open order is left out when `exceptOpenOrdersOfUser` names them.
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
