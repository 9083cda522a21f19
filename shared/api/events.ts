import { http, readData } from '../http';
import { EventStockSchema } from '../contract/event';

/** GET /api/events/{uuid}/stock: the remaining places of an event (spec §7). Throws on an error answer. */
export async function getEventStock(uuid: string): Promise<number> {
  const { stock } = await readData(http().get(`events/${encodeURIComponent(uuid)}/stock`), EventStockSchema);
  return stock;
}
