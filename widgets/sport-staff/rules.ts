// Rules of the back office's screens that need no state (docs/architecture.md "Stores").
import type { Participant, ParticipantList, StaffEvent } from '../../shared/contract/staff';

/** Lower case without accents, so 'zoe' finds 'Zoë' and 'ZOMER' finds 'Zomerkamp'. */
export const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word typed is part of one of the texts. */
export function matches(query: string, ...texts: string[]): boolean {
  const words = plain(query).split(/\s+/).filter(Boolean);
  const haystack = plain(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The overview's filter: part of the title. */
export const filterEvents = (events: readonly StaffEvent[], query: string): StaffEvent[] => events.filter((e) => matches(query, e.title));

export const childName = (p: Pick<Participant, 'first_name' | 'last_name'>): string => `${p.first_name} ${p.last_name}`.trim();

/** The participants list's filter: the child, the parent or the order code. */
export const filterParticipants = (rows: readonly Participant[], query: string): Participant[] =>
  rows.filter((p) => matches(query, childName(p), p.parent_name, p.parent_email, p.order_number));

/** Sorted by name as the server sorts: last name, then first name. */
export const byName = (a: Participant, b: Participant): number =>
  a.last_name.localeCompare(b.last_name, 'nl', { sensitivity: 'base' }) ||
  a.first_name.localeCompare(b.first_name, 'nl', { sensitivity: 'base' });

/**
 * A ?since= poll's answer laid over the list: its rows replace theirs (new tickets are added), in name order.
 * `each` may change a polled row first (the check-in list lays a tap still waiting on this phone over it).
 */
export function mergeChanged(
  rows: readonly Participant[],
  changed: readonly Participant[],
  each: (row: Participant) => Participant = (row) => row,
): Participant[] {
  const byTicket = new Map(rows.map((r) => [r.ticket_uuid, r]));
  for (const row of changed) byTicket.set(row.ticket_uuid, each(row));
  return [...byTicket.values()].sort(byName);
}

/** 'M: 12, L: 7, 152: 3' (the server gives the sizes with the most first). */
export const shirtTally = (sizes: ParticipantList['shirt_sizes']): string => sizes.map((s) => `${s.size}: ${s.count}`).join(', ');

/** Feedback is written from the event's first day on (the server refuses it earlier). */
export const feedbackOpen = (event: Pick<StaffEvent, 'start_date'>, now = Date.now()): boolean => Date.parse(event.start_date) <= now;
