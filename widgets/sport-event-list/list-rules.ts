import type { ListableEvent } from '../../shared/contract/event-list';
import { startDay } from '../../shared/contract/event-list';
import type { PlacesState } from './stores/list';

// The event list's rules without state (docs/rules.md "Event list"): the visitor's filters in the
// address, the choices they offer, and what the live places say for one event.

/** 'Nog N plekken' from this many places left, as the sign-up block. */
export const FEW_PLACES = 5;

/** The visitor's filters; each lives in the address under its Dutch name, so a filtered list can be shared. */
export interface VisitorFilters {
  age: number | null;
  month: string | null;
  sport: string | null;
}

export const NO_FILTERS: VisitorFilters = { age: null, month: null, sport: null };
const PARAMS = { age: 'leeftijd', month: 'maand', sport: 'sport' } as const;

/** The filters from a query string; a value that cannot be one (leeftijd=abc) is no filter. */
export function readFilters(search: string): VisitorFilters {
  const params = new URLSearchParams(search);
  const age = Number(params.get(PARAMS.age));
  const month = params.get(PARAMS.month) ?? '';
  const sport = (params.get(PARAMS.sport) ?? '').trim();
  return {
    age: params.get(PARAMS.age) && Number.isInteger(age) && age >= 0 && age <= 99 ? age : null,
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    sport: sport && sport.length <= 60 ? sport : null,
  };
}

/** The address with these filters, the page's other parameters and its fragment kept. */
export function withFilters(href: string, filters: VisitorFilters): string {
  const url = new URL(href);
  for (const key of Object.keys(PARAMS) as (keyof VisitorFilters)[]) {
    const value = filters[key];
    if (value === null || value === '') url.searchParams.delete(PARAMS[key]);
    else url.searchParams.set(PARAMS[key], String(value));
  }
  return url.href;
}

const MONTH = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'juli 2027' for '2027-07'. */
export const monthName = (month: string) => MONTH.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** What the filters offer for these events: every age in their ranges, their months and their sports, in order. */
export function filterChoices(events: readonly ListableEvent[]): { ages: number[]; months: string[]; sports: string[] } {
  const lows = events.map((e) => e.minAge).filter((a): a is number => a != null);
  const highs = events.map((e) => e.maxAge).filter((a): a is number => a != null);
  const ages = lows.length && highs.length ? range(Math.min(...lows), Math.max(...highs)) : [];
  const months = [...new Set(events.map((e) => startDay(e)?.slice(0, 7)).filter((m): m is string => Boolean(m)))].sort();
  const sports = [...new Set(events.map((e) => (e.sport ?? '').trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'nl'));
  return { ages, months, sports };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export type Place =
  /** not known (yet): 'Inschrijven' stays a working link, nothing is said about places */
  | { kind: 'unknown' }
  | { kind: 'open'; left: number | null }
  | { kind: 'full'; waitingList: boolean }
  | { kind: 'notYet'; opensAt: number };

/**
 * What the live places say for one event (docs/rules.md "Never sold out on an unknown"): only a real
 * answer of 0 or less is full; a failed or unreadable call, or an event the answer does not hold, is
 * unknown. Before the event's sign-up opens (by the server's clock) it says from when.
 */
export function placeOf(places: PlacesState, uuid: string): Place {
  if (places.status !== 'loaded') return { kind: 'unknown' };
  const entry = places.byUuid.get(uuid);
  if (!entry) return { kind: 'unknown' };
  const opensAt = entry.sales_open_at ? Date.parse(entry.sales_open_at) : NaN;
  const now = entry.now ? Date.parse(entry.now) : Date.now();
  if (Number.isFinite(opensAt) && now < opensAt) return { kind: 'notYet', opensAt };
  if (!(entry.stock > 0)) return { kind: 'full', waitingList: entry.waiting_list === true };
  return { kind: 'open', left: entry.stock <= FEW_PLACES ? entry.stock : null };
}
