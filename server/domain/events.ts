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
