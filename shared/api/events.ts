import { apiBase, sessionOnThisPage } from '../config';
import { http, readData } from '../http';
import { EventStockListSchema, EventStockSchema, type EventStock, type EventStockEntry } from '../contract/event';

/**
 * GET /api/events/{uuid}/stock: the remaining places of an event (spec §7) and whether the API keeps a
 * waiting list for it (`waiting_list`, an addition). Throws on an error answer.
 */
export function getEventAvailability(uuid: string): Promise<EventStock> {
  // Only where the parent's session counts (the shop's pages) is their own held place part of the count.
  // Elsewhere the read carries no cookie, so it works on any site, third-party cookies blocked or not, and
  // the shop answers it to anyone (server/http/cors.ts).
  const credentials = sessionOnThisPage() ? 'include' : 'omit';
  return readData(http().get(`events/${encodeURIComponent(uuid)}/stock`, { credentials }), EventStockSchema);
}

/**
 * GET /api/events/stock: the places of every upcoming event in one request (the event list; docs/rules.md
 * "Event list"). One address for every visitor, so a CDN keeps it; read without a cookie like the single one.
 */
export function getUpcomingStocks(): Promise<EventStockEntry[]> {
  const credentials = sessionOnThisPage() ? 'include' : 'omit';
  return readData(http().get('events/stock', { credentials }), EventStockListSchema);
}

/**
 * GET /api/events/{uuid}/calendar.ics: the event as a calendar file ('Zet in je agenda'). A plain link,
 * not a fetch: the browser downloads it and hands it to the calendar app, also on a phone.
 */
export const calendarUrl = (uuid: string): string => `${apiBase()}/events/${encodeURIComponent(uuid)}/calendar.ics`;
