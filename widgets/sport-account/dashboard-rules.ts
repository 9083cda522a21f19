// The dashboard's events in two lists (spec §2 "Dashboard details"): plain rules, no state.
import type { Ticket, UserEvent } from '../../shared/contract/user';
import { hasEventEnded } from '../../shared/contract/event';
import type { DashboardEvent } from '../../shared/cms/events-by-ids';

/** One event on the dashboard: the API's entry with its tickets, enriched from the CMS (spec §3). */
export interface DashboardEntry {
  /** the event's external id */
  uuid: string;
  /** the CMS event; null when the CMS does not know it (or could not be reached) */
  event: DashboardEvent | null;
  tickets: Ticket[];
}

export interface DashboardData {
  upcoming: DashboardEntry[];
  past: DashboardEntry[];
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

/**
 * spec §2 "Dashboard details": past once the event has ended (shared/contract/event.ts); an event the
 * CMS gives no end shows as past once it has started. Without CMS dates: upcoming.
 */
export function isPast(event: DashboardEvent | null, now: number): boolean {
  if (!event) return false;
  if (time(event.eventFinished) !== null || time(event.endDate) !== null) return hasEventEnded(event, now);
  const start = time(event.startDate);
  return start !== null && start < now;
}

/** Splits the entries into upcoming (soonest first) and past (latest first). */
export function splitEvents(entries: DashboardEntry[], now: number): DashboardData {
  const start = (entry: DashboardEntry) => time(entry.event?.startDate) ?? Number.MAX_SAFE_INTEGER;
  const upcoming = entries.filter((e) => !isPast(e.event, now)).sort((a, b) => start(a) - start(b));
  const past = entries.filter((e) => isPast(e.event, now)).sort((a, b) => start(b) - start(a));
  return { upcoming, past };
}

/** Joins the API's entries with the CMS events by external id. */
export function enrich(entries: UserEvent[], events: DashboardEvent[]): DashboardEntry[] {
  const byId = new Map(events.map((event) => [event.external_id, event]));
  return entries.map((entry) => ({ uuid: entry.uuid, event: byId.get(entry.uuid) ?? null, tickets: entry.tickets }));
}
