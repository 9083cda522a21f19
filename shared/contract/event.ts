// Remaining places of an event (spec §7 GET /api/events/{uuid}/stock).
import * as v from 'valibot';

export const EventStockSchema = v.object({
  stock: v.number(),
  /** true when the API keeps a waiting list for the event (addition to the contract; absent: the old sold-out text) */
  waiting_list: v.optional(v.boolean()),
});
export type EventStock = v.InferOutput<typeof EventStockSchema>;
