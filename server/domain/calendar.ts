// 'Zet in je agenda': an event as an iCalendar file (RFC 5545), made with the `ics` package.
import { createEvent } from 'ics';
import { pathTo } from '../../shared/contract/routes';
import type { Deps } from '../context';
import { findEventByUuid, type EventRow } from '../db/events';
import { SHOP_NAME } from '../mail/layout';
import { texts } from '../texts';
import { notFound } from './errors';

const ZONE = 'Europe/Amsterdam';

/** Minutes east of UTC in Europe/Amsterdam at that moment (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The moment a CMS date means. The CMS writes '2027-07-19T09:00:00+02:00'; a date without an offset is
 * Amsterdam wall-clock time (docs/architecture.md "Texts and formatting": dates are Europe/Amsterdam), not the
 * server's own zone.
 */
export function amsterdamInstant(value: string): Date | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const asUtc = new Date(`${value}${value.includes('T') ? '' : 'T00:00:00'}Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  // the offset of the moment itself; a second pass settles the hours around a DST change
  const first = new Date(asUtc.getTime() - amsterdamOffsetMinutes(asUtc) * 60_000);
  return new Date(asUtc.getTime() - amsterdamOffsetMinutes(first) * 60_000);
}

/** The Amsterdam calendar day ('2027-07-19') and minutes after midnight of a moment. */
function wallClock(at: Date): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * A camp over several days whose CMS dates carry the day's hours ('…19T09:00' to '…23T16:00') is a day camp:
 * one block from 09:00 to 16:00 repeated daily, not five days and nights in one. Null (one block, as before)
 * for a date without hours, one day, an end hour not after the start hour (nights away), or a clock change
 * in between (the rule repeats in UTC, so the hours would shift by one).
 */
function dailySchedule(event: Pick<EventRow, 'start_date' | 'end_date'>, start: Date, end: Date): { firstEnd: Date; days: number } | null {
  if (!event.start_date.includes('T') || !event.end_date.includes('T')) return null;
  const from = wallClock(start);
  const to = wallClock(end);
  if (from.day === to.day || to.minutes <= from.minutes) return null;
  if (amsterdamOffsetMinutes(start) !== amsterdamOffsetMinutes(end)) return null;
  const days = Math.round((Date.parse(to.day) - Date.parse(from.day)) / 86_400_000) + 1;
  return { firstEnd: new Date(start.getTime() + (to.minutes - from.minutes) * 60_000), days };
}

export interface CalendarFile {
  filename: string;
  content: string;
}

/**
 * The event as a calendar file: title, location, start and end (a day camp as its daily hours). The times are written as UTC instants
 * ('…T070000Z' for 09:00 in Amsterdam in summer): every calendar app shows them in the reader's own zone,
 * so a Dutch parent sees the Amsterdam times, without a VTIMEZONE block the `ics` package cannot write.
 * Null when the event has no usable start date.
 */
export function eventCalendar(
  event: Pick<EventRow, 'uuid' | 'slug' | 'title' | 'location' | 'start_date' | 'end_date'>,
  baseUrl: string,
): CalendarFile | null {
  const start = amsterdamInstant(event.start_date);
  if (!start) return null;
  const parsedEnd = event.end_date ? amsterdamInstant(event.end_date) : null;
  const end = parsedEnd && parsedEnd > start ? parsedEnd : new Date(start.getTime() + 60 * 60_000);
  const url = event.slug ? `${baseUrl}${pathTo('event', { slug: event.slug })}` : undefined;
  const daily = parsedEnd && parsedEnd > start ? dailySchedule(event, start, end) : null;
  const { error, value } = createEvent({
    productId: `${SHOP_NAME}//NL`,
    uid: `${event.uuid}@${new URL(baseUrl).hostname}`,
    title: event.title,
    ...(event.location ? { location: event.location } : {}),
    ...(url ? { url, description: url } : {}),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: (daily ? daily.firstEnd : end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(daily ? { recurrenceRule: `FREQ=DAILY;COUNT=${daily.days}` } : {}),
    calName: SHOP_NAME,
  });
  if (error || !value) return null;
  const name = (event.slug || event.uuid).replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'evenement';
  return { filename: `${name}.ics`, content: value };
}

/** GET /api/events/{uuid}/calendar.ics: an unknown event (or one without a start) is not found. */
export function eventCalendarFile(deps: Deps, eventUuid: string): CalendarFile {
  const event = findEventByUuid(deps.db, eventUuid);
  const file = event ? eventCalendar(event, deps.baseUrl()) : null;
  if (!file) throw notFound(texts.eventNotFound);
  return file;
}
