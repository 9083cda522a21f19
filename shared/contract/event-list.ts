// Which events <sport-event-list> shows (docs/rules.md "Event list"), as plain rules without DOM: the
// element applies them to the CMS's events, and the catalogue (demo-pages/templates/event-list.ts) to
// write the same list as the element's server-rendered content, so both show the same events.
import { hasEventEnded } from './event';

/** The CMS fields the rules read. */
export interface ListableEvent {
  external_id: string;
  slug: string | null;
  title: string | null;
  status?: string | null;
  startDate: string | null;
  endDate?: string | null;
  ended?: boolean | null;
  location?: string | null;
  sport?: string | null;
  minAge?: number | null;
  maxAge?: number | null;
}

/** What narrows the list: the editor's attributes and the visitor's filters together. */
export interface ListCriteria {
  sport?: string | null;
  /** a child's age in whole years: events whose age range holds it */
  age?: number | null;
  /** 'YYYY-MM-DD': events that start on or after this day (Europe/Amsterdam) */
  from?: string | null;
  /** 'YYYY-MM-DD': events that start on or before this day */
  until?: string | null;
  /** part of the location, any case */
  location?: string | null;
  /** 'YYYY-MM': events that start in this month */
  month?: string | null;
  /** at most this many events */
  limit?: number | null;
}

const amsterdamDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The event's first day in Europe/Amsterdam as 'YYYY-MM-DD', or null without a readable start. */
export function startDay(event: Pick<ListableEvent, 'startDate'>): string | null {
  const time = event.startDate ? Date.parse(event.startDate) : NaN;
  return Number.isFinite(time) ? amsterdamDay.format(time) : null;
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLocaleLowerCase('nl') === b.trim().toLocaleLowerCase('nl');

/** The events the list may show at all: live in the CMS, sold by the shop (a slug and an external_id) and not ended; by start date. */
export function upcomingEvents<E extends ListableEvent>(events: readonly E[], now: number): E[] {
  return events
    .filter((e) => e.slug && e.external_id && (e.status ?? 'live') === 'live' && startDay(e) !== null && !hasEventEnded(e, now))
    .sort((a, b) => Date.parse(a.startDate!) - Date.parse(b.startDate!));
}

/** Does a child of `age` fit the event's range? An event without a range takes every age. */
export function fitsAge(event: Pick<ListableEvent, 'minAge' | 'maxAge'>, age: number): boolean {
  return (event.minAge == null || age >= event.minAge) && (event.maxAge == null || age <= event.maxAge);
}

/** The upcoming events that meet every criterion given, at most `limit`. */
export function narrowEvents<E extends ListableEvent>(events: readonly E[], criteria: ListCriteria, now: number): E[] {
  const { sport, age, from, until, location, month, limit } = criteria;
  const shown = upcomingEvents(events, now).filter((e) => {
    const day = startDay(e)!;
    if (sport && !same(e.sport, sport)) return false;
    if (age != null && !fitsAge(e, age)) return false;
    if (from && day < from) return false;
    if (until && day > until) return false;
    if (month && !day.startsWith(`${month}-`)) return false;
    if (location && !(e.location ?? '').toLocaleLowerCase('nl').includes(location.trim().toLocaleLowerCase('nl'))) return false;
    return true;
  });
  return limit != null && limit > 0 ? shown.slice(0, Math.floor(limit)) : shown;
}
