// The events table mirrors the CMS (events.json); stock and prices for the shop come from here.
import type { ContentEvent } from '../content/content';
import type { DB } from '../db/database';
import { inTransaction } from '../db/database';
import { findEventByUuid, findEventsByUuids, findOpenEvents, upsertEvents, type EventRow } from '../db/events';
import { hasEventEnded, type EventStock } from '../../shared/contract/event';
import { earliestOthersHoldEnd } from '../db/holds';
import { toCents } from '../lib/money';
import { stockFor } from './holds';
import { texts } from '../texts';
import { conflict, fieldError, notFound } from './errors';
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
export function eventStock(db: DB, eventUuid: string, now: number, userId: number | null): StockAnswer {
  const event = findEventByUuid(db, eventUuid);
  if (!event) throw notFound(texts.eventNotFound);
  return stockOfEvent(db, event, now, userId);
}

type StockAnswer = EventStock;

function stockOfEvent(db: DB, event: EventRow, now: number, userId: number | null): StockAnswer {
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

/** At most this many events in one batch call: a page's event list, with room to spare. */
export const MAX_STOCK_UUIDS = 100;
const UUID_LIKE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /api/events/stock?uuids=a,b (docs/rules.md "Event list"): the places of many events in one call,
 * so a list of twenty camps makes one request, not twenty. Without `uuids`: every event that has not
 * ended, by start date. Unknown uuids are left out (the list then shows no sold-out state for them).
 */
export function eventStocks(
  db: DB,
  uuidsParam: string | undefined,
  now: number,
  userId: number | null,
): Array<StockAnswer & { uuid: string }> {
  const uuids =
    uuidsParam === undefined
      ? null
      : [
          ...new Set(
            uuidsParam
              .split(',')
              .map((u) => u.trim())
              .filter(Boolean),
          ),
        ];
  if (uuids && !uuids.every((u) => UUID_LIKE.test(u))) throw fieldError('uuids', texts.stockUuidsInvalid);
  if (uuids && uuids.length > MAX_STOCK_UUIDS) throw fieldError('uuids', texts.stockUuidsTooMany(MAX_STOCK_UUIDS));
  const events = uuids ? findEventsByUuids(db, uuids) : findOpenEvents(db).filter((e) => !isEnded(e, now));
  const order = uuids ? new Map(uuids.map((u, i) => [u, i])) : null;
  if (order) events.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!);
  return events.map((event) => ({ uuid: event.uuid, ...stockOfEvent(db, event, now, userId) }));
}
