// The back office's overview and participants list (docs/rules.md "Back office"): every event with
// how its places are taken, and one row per ticket of an event with the child, the parent and the check-in.
import type { Participant, ParticipantList, StaffEvent } from '../../../shared/contract/staff';
import { answerText, readAnswers, type EventQuestion } from '../../../shared/contract/questions';
import type { DB } from '../../db/database';
import { findEventByUuid, type EventRow } from '../../db/events';
import { countTaken } from '../../db/holds';
import {
  eventWithCounts,
  listEventsWithCounts,
  listParticipants,
  participantCounts,
  type EventCountsRow,
  type ParticipantRow,
} from '../../db/staff-events';
import { toApiAmount } from '../../lib/money';
import { texts } from '../../texts';
import { notFound } from '../errors';
import { isEnded } from '../events';

export function toStaffEvent(db: DB, row: EventCountsRow, now: number): StaffEvent {
  const taken = countTaken(db, row.id, now);
  const held = Math.max(0, taken - row.sold);
  return {
    uuid: row.uuid,
    title: row.title,
    slug: row.slug,
    start_date: row.start_date,
    end_date: row.end_date,
    ended: isEnded(row, now),
    places: row.initial_stock,
    places_set_by_staff: row.staff_places !== null && row.staff_places !== undefined,
    sold: row.sold,
    held,
    free: Math.max(0, row.initial_stock - row.sold - held),
    waiting_list: row.waiting,
    revenue: toApiAmount(row.revenue_cents),
  };
}

/** GET /api/staff/events: upcoming (and running) first by start date; `past` the ended ones, the latest first. */
export function staffOverview(db: DB, now: number, options: { past: boolean; q: string }): StaffEvent[] {
  const q = options.q.trim().toLocaleLowerCase('nl');
  const rows = listEventsWithCounts(db).filter(
    (row) => isEnded(row, now) === options.past && (q === '' || row.title.toLocaleLowerCase('nl').includes(q)),
  );
  if (options.past) rows.reverse();
  return rows.map((row) => toStaffEvent(db, row, now));
}

export function staffEventOf(db: DB, eventUuid: string, now: number): { event: EventRow; answer: StaffEvent } {
  const event = findEventByUuid(db, eventUuid);
  const row = event && eventWithCounts(db, event.id);
  if (!event || !row) throw notFound(texts.eventNotFound);
  return { event, answer: toStaffEvent(db, row, now) };
}

/** Whole years between a DD-MM-YYYY birthdate and the event's first day; null without a readable date. */
export function ageOn(birthdate: string, startDate: string): number | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(birthdate);
  const start = /^(\d{4})-(\d{2})-(\d{2})/.exec(startDate);
  if (!match || !start) return null;
  const [, d, m, y] = match.map(Number) as [number, number, number, number];
  const [, sy, sm, sd] = start.map(Number) as [number, number, number, number];
  const age = sy - y - (sm < m || (sm === m && sd < d) ? 1 : 0);
  return age >= 0 && age < 130 ? age : null;
}

export function toParticipant(row: ParticipantRow, startDate: string, medical: boolean, questions: EventQuestion[] = []): Participant {
  const answers = readAnswers(row.answers);
  return {
    ticket_uuid: row.ticket_uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    birthdate: row.birthdate,
    age: ageOn(row.birthdate, startDate),
    gender: row.gender,
    shirt_size: row.with_shirt ? (row.shirt_size ?? 'none') : 'none',
    contact_phone: row.contact_phone,
    parent_name: `${row.parent_first_name} ${row.parent_last_name}`.trim(),
    parent_phone: row.parent_phone,
    parent_email: row.parent_email,
    order_number: row.order_number ?? '',
    present: row.present === 1,
    present_at: row.present === 1 && row.present_at !== null ? new Date(row.present_at).toISOString() : null,
    feedback_text: row.feedback_text,
    trainer_id: row.trainer_id,
    ...(medical && {
      medical: {
        needs_medical_attention: row.needs_medical_attention === 1,
        family_doctor: row.family_doctor,
        allergies: row.allergies,
        additional_info: row.additional_info,
      },
    }),
    // docs/rules.md "Questions per event": every question of the event, '' when not answered
    ...(questions.length > 0 && {
      answers: questions.map((q) => ({ question: q.label, answer: answers[q.id] ? answerText(q, answers[q.id]!) : '' })),
      answers_changed_at: row.answers_changed_at === null ? null : new Date(row.answers_changed_at).toISOString(),
    }),
  };
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
/** Dutch lists sort 'de Vries' under V: the lower-case prefixes (de, van der, 't) are left out. */
const sortKey = (p: Pick<Participant, 'first_name' | 'last_name'>) => `${p.last_name.replace(/^(?:[a-z']+\s+)+/, '')} ${p.first_name}`;
/** By name; each key is made once (a camp of 1,000 children is sorted with some 10,000 comparisons). */
export function sortByName(list: Participant[]): Participant[] {
  const keyed = list.map((p) => ({ p, key: sortKey(p) }));
  keyed.sort((a, b) => collator.compare(a.key, b.key));
  return keyed.map(({ p }) => p);
}

/** GET /api/staff/events/{uuid}/participants; `since` (ms) gives only the rows changed since. */
export function participantList(
  db: DB,
  eventUuid: string,
  now: number,
  options: { medical: boolean; since: number | null; questions?: EventQuestion[] },
): ParticipantList {
  const { event, answer } = staffEventOf(db, eventUuid, now);
  // the tally and the counts are of every ticket, also in an answer with only the changed rows (a poll)
  const counts = participantCounts(db, event.id);
  const rows = listParticipants(db, event.id, options.since);
  return {
    event: answer,
    participants: sortByName(rows.map((row) => toParticipant(row, event.start_date, options.medical, options.questions))),
    shirt_sizes: counts.sizes.sort((a, b) => b.count - a.count || collator.compare(a.size, b.size)),
    present: counts.present,
    total: counts.total,
    medical: options.medical,
    server_time: new Date(now).toISOString(),
  };
}
