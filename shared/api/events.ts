import { apiBase } from '../config';
import { http, readData } from '../http';
import { EventStockSchema, type EventStock } from '../contract/event';

/** GET /api/events/{uuid}/stock with what else the API says: whether it keeps a waiting list. */
export const getEventAvailability = (uuid: string): Promise<EventStock> => readData(http().get(`events/${encodeURIComponent(uuid)}/stock`), EventStockSchema);

/** GET /api/events/{uuid}/stock: the remaining places of an event (spec §7). Throws on an error answer. */
export async function getEventStock(uuid: string): Promise<number> {
  const { stock } = await readData(http().get(`events/${encodeURIComponent(uuid)}/stock`), EventStockSchema);
  return stock;
}

/**
 * GET /api/events/{uuid}/calendar.ics: the event as a calendar file ('Zet in je agenda'). A plain link,
 * not a fetch: the browser downloads it and hands it to the calendar app, also on a phone.
 */
export const calendarUrl = (uuid: string): string => `${apiBase()}/events/${encodeURIComponent(uuid)}/calendar.ics`;
