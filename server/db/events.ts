// events: the shop's mirror of the CMS events (prices, stock). The places taken: db/holds.ts.
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
  /** places set by staff (migration 014); null: the CMS's initial_stock decides */
  staff_places?: number | null;
  /** the CMS's maxPerFamily (migration 016); null: the MAX_PER_FAMILY setting */
  max_per_family: number | null;
  /** the CMS's salesOpenAt in ms (migration 016); null: sales are open */
  sales_open_at: number | null;
}

export type EventUpsert = Omit<EventRow, 'id'> & { updated_at: number };

/** Inserts or updates by uuid (the CMS external_id). Call inside a transaction for many. */
export function upsertEvents(db: DB, events: EventUpsert[]): void {
  const upsert = db.prepare(`
    INSERT INTO events (uuid, slug, title, price_cents, shirt_price_cents, free_shirt, initial_stock, start_date, end_date, ended_flag, location,
      max_per_family, sales_open_at, updated_at)
    VALUES (@uuid, @slug, @title, @price_cents, @shirt_price_cents, @free_shirt, @initial_stock, @start_date, @end_date, @ended_flag, @location,
      @max_per_family, @sales_open_at, @updated_at)
    ON CONFLICT(uuid) DO UPDATE SET slug = excluded.slug, title = excluded.title, price_cents = excluded.price_cents,
      shirt_price_cents = excluded.shirt_price_cents, free_shirt = excluded.free_shirt, initial_stock = COALESCE(events.staff_places, excluded.initial_stock),
      start_date = excluded.start_date, end_date = excluded.end_date, ended_flag = excluded.ended_flag,
      location = excluded.location, max_per_family = excluded.max_per_family, sales_open_at = excluded.sales_open_at,
      updated_at = excluded.updated_at`);
  for (const e of events) upsert.run(e);
}

export const findEventByUuid = (db: DB, uuid: string) =>
  db.prepare('SELECT * FROM events WHERE uuid = ?').get(uuid) as EventRow | undefined;

export const findEventById = (db: DB, id: number) => db.prepare('SELECT * FROM events WHERE id = ?').get(id) as EventRow | undefined;

/** The events with these uuids (any order); unknown uuids are simply not there. */
export function findEventsByUuids(db: DB, uuids: readonly string[]): EventRow[] {
  if (uuids.length === 0) return [];
  return db.prepare(`SELECT * FROM events WHERE uuid IN (${uuids.map(() => '?').join(', ')})`).all(...uuids) as EventRow[];
}

/** Every event the CMS has not marked ended, by start date (the end date is checked by the domain). */
export const findOpenEvents = (db: DB) =>
  db.prepare('SELECT * FROM events WHERE ended_flag = 0 ORDER BY start_date, id').all() as EventRow[];
