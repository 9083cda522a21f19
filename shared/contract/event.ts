// Remaining places of an event (spec §7 GET /api/events/{uuid}/stock).
import * as v from 'valibot';

export const EventStockSchema = v.object({ stock: v.number() });
export type EventStock = v.InferOutput<typeof EventStockSchema>;
