// Remaining places of an event (spec §7 GET /api/events/{uuid}/stock).
import * as v from 'valibot';

export const EventStockSchema = v.object({
  stock: v.number(),
  /** true when the API keeps a waiting list for the event (addition to the contract; absent: the old sold-out text) */
  waiting_list: v.optional(v.boolean()),
  /** ISO 8601, only before sign-up opens: the moment it does; absent: it is open (docs/rules.md "Sales opening") */
  sales_open_at: v.optional(v.nullable(v.string())),
  /**
   * ISO 8601, only when no place is free but some are held in other families' carts or unpaid orders: the
   * earliest moment one of them may come back (docs/rules.md "Held places"); absent: the places are sold
   */
  held_until: v.optional(v.string()),
  /** the server's clock when it answered (ISO 8601), so a countdown does not trust the browser's clock */
  now: v.optional(v.string()),
});
export type EventStock = v.InferOutput<typeof EventStockSchema>;

const moment = (value: string | null | undefined): number | null => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
};

/**
 * spec §4 "Event availability": an event has ended when the CMS says so (`ended`) or once its finish
 * time (`eventFinished`, else its end date) has passed. The one rule for the order page, the account's
 * dashboard, the demo site and the server (which refuses to sell an ended event).
 */
export function hasEventEnded(
  event: { ended?: boolean | null; eventFinished?: string | null; endDate?: string | null },
  now = Date.now(),
): boolean {
  if (event.ended) return true;
  const end = moment(event.eventFinished) ?? moment(event.endDate);
  return end !== null && end <= now;
}

/** One event's places in the batch answer (GET /api/events/stock): the event's uuid beside its stock. */
export const EventStockEntrySchema = v.object({ uuid: v.string(), ...EventStockSchema.entries });
export type EventStockEntry = v.InferOutput<typeof EventStockEntrySchema>;
export const EventStockListSchema = v.array(EventStockEntrySchema);
