// The events table mirrors the CMS (events.json); stock and prices for the shop come from here.
import type { ContentEvent } from '../content/content';
import type { DB } from '../db/database';
import { inTransaction } from '../db/database';
import { findEventByUuid, upsertEvents, type EventRow } from '../db/events';
import { hasEventEnded, type EventStock } from '../../shared/contract/event';
import { earliestOthersHoldEnd } from '../db/holds';
import { toCents } from '../lib/money';
import { stockFor } from './holds';
import { texts } from '../texts';
import { conflict, notFound } from './errors';
import { formatDayAndTime } from '../../shared/format';

/** Upserts every CMS event by external_id. Events that leave the CMS stay (orders refer to them). */
export function syncEvents(db: DB, events: ContentEvent[], now: number): void {
  const rows = events.map((e) => ({
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
    max_per_family: e.maxPerFamily,
    sales_open_at: e.salesOpenAt === null ? null : Date.parse(e.salesOpenAt),
    updated_at: now,
  }));
  inTransaction(db, () => upsertEvents(db, rows));
}

/** Ended when the CMS says so or when the end date has passed. */
export function isEnded(event: Pick<EventRow, 'ended_flag' | 'end_date'>, now: number): boolean {
  return hasEventEnded({ ended: event.ended_flag === 1, endDate: event.end_date }, now);
}

/**
 * Before the CMS's salesOpenAt nobody can put a child in the cart or check out, by the server's clock:
 * a browser whose clock runs ahead opens nothing early (docs/rules.md "Sales opening").
 */
export function checkSalesOpen(event: Pick<EventRow, 'sales_open_at'>, now: number): void {
  if (event.sales_open_at !== null && event.sales_open_at > now) throw conflict(texts.salesNotOpen(formatDayAndTime(event.sales_open_at)));
}

/**
 * GET /api/events/{uuid}/stock. A parent who went back from the payment page still sees the places
 * of their own unpaid order: their next checkout replaces it (spec §4: zero stock sends the visitor to /404).
 */
export function eventStock(db: DB, eventUuid: string, now: number, userId: number | null): EventStock {
  const event = findEventByUuid(db, eventUuid);
  if (!event) throw notFound(texts.eventNotFound);
  // held places count as taken for others, and the waiting list is first in line for freed ones
  // (docs/rules.md "Held places"); waiting_list tells the sign-up block it can offer the list
  const stock = stockFor(db, event, now, userId ?? 0);
  // no place free, but some only held in other carts: taken for now, and when one may come back
  const heldEnd = stock <= 0 ? earliestOthersHoldEnd(db, event.id, now, userId ?? 0) : null;
  const held = heldEnd === null ? {} : { held_until: new Date(heldEnd).toISOString() };
  if (event.sales_open_at === null || event.sales_open_at <= now) return { stock, waiting_list: true, ...held };
  // until sign-up opens, sales_open_at and the server's now let the sign-up block count down by the server's clock
  return {
    stock,
    waiting_list: true,
    ...held,
    sales_open_at: new Date(event.sales_open_at).toISOString(),
    now: new Date(now).toISOString(),
  };
}
