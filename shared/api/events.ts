import { apiBase } from '../config';
import { http, readData } from '../http';
import { EventStockSchema, type EventStock } from '../contract/event';

/**
 * GET /api/events/{uuid}/stock: the remaining places of an event (spec §7) and whether the API keeps a
 * waiting list for it (`waiting_list`, an addition). Throws on an error answer.
 */
export const getEventAvailability = (uuid: string): Promise<EventStock> => readData(http().get(`events/${encodeURIComponent(uuid)}/stock`), EventStockSchema);

/**
 * GET /api/events/{uuid}/calendar.ics: the event as a calendar file ('Zet in je agenda'). A plain link,
 * not a fetch: the browser downloads it and hands it to the calendar app, also on a phone.
 */
export const calendarUrl = (uuid: string): string => `${apiBase()}/events/${encodeURIComponent(uuid)}/calendar.ics`;
