// The check-in list of the first morning (docs/rules.md "Back office"): a tap marks a child present or
// undoes it. Without a network the tap is applied on the phone, kept in localStorage (a reload keeps it)
// and sent when the connection returns (the `online` event, or the next poll that gets through): never
// lost, and never counted twice, because the server keeps the first time of a repeated "present".
// The list polls with ?since= so two phones see each other's taps within the poll interval.
import { map, task } from 'nanostores';
import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import type { Participant, StaffEvent } from '../../../shared/contract/staff';
import { getParticipants, putCheckIn } from '../api';
import { childName, mergeChanged } from '../rules';
import { nl } from '../nl';
import { staffFailure } from './access';

/** Within the 10 s for two phones to see each other's taps. */
export const POLL_MS = 5000;
export const QUEUE_KEY = 'sport-staff-check-in-queue';

const QueueSchema = v.array(v.object({ ticket: v.string(), present: v.boolean(), at: v.string() }));
export type QueuedTap = v.InferOutput<typeof QueueSchema>[number];

export interface CheckInState {
  eventUuid: string | null;
  event: StaffEvent | null;
  rows: Participant[];
  /** taps not yet accepted by the server, in order; one per ticket (the last tap counts) */
  queue: QueuedTap[];
  /** server_time of the last answer: the next poll's ?since= */
  since: string | null;
  errors: string[];
  loading: boolean;
}

const INITIAL: CheckInState = { eventUuid: null, event: null, rows: [], queue: [], since: null, errors: [], loading: false };
export const $checkIn = map<CheckInState>({ ...INITIAL });

function readQueue(): QueuedTap[] {
  try {
    const parsed = v.safeParse(QueueSchema, JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]'));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

function setQueue(queue: QueuedTap[]): void {
  $checkIn.setKey('queue', queue);
  try {
    if (queue.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
    else localStorage.removeItem(QUEUE_KEY);
  } catch {
    // private mode without storage: the queue still lives as long as the page
  }
}

/** A row as the phone shows it: the server's, with a waiting tap applied. */
function withTap(row: Participant, tap: QueuedTap | undefined): Participant {
  if (!tap || tap.present === row.present) return row;
  return { ...row, present: tap.present, present_at: tap.present ? tap.at : null };
}

/** Puts the server's rows in (new tickets added), keeps the name order, and lays the waiting taps over them. */
function merge(rows: readonly Participant[], changed: readonly Participant[]): Participant[] {
  const queue = $checkIn.get().queue;
  return mergeChanged(rows, changed, (row) =>
    withTap(
      row,
      queue.find((t) => t.ticket === row.ticket_uuid),
    ),
  );
}

/** fetch failed or timed out: no network (an answer with a status is the server speaking). */
const isOffline = (error: unknown): boolean => error instanceof TypeError || error instanceof TimeoutError;

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Sends the waiting taps in order; stops at the first that finds no network. */
let flushing: Promise<void> | null = null;
export function flushQueue(): Promise<void> {
  flushing ??= task(async () => {
    try {
      while ($checkIn.get().queue.length) {
        const tap = $checkIn.get().queue[0]!;
        try {
          const row = await putCheckIn(tap.ticket, tap.present);
          setQueue($checkIn.get().queue.filter((t) => t !== tap));
          // a newer tap on the same ticket may have come in meanwhile: it stays laid over the row
          $checkIn.setKey('rows', merge($checkIn.get().rows, [row]));
        } catch (error) {
          if (isOffline(error)) return;
          setQueue($checkIn.get().queue.filter((t) => t !== tap));
          const row = $checkIn.get().rows.find((r) => r.ticket_uuid === tap.ticket);
          const messages = error instanceof HTTPError && error.response.status === 404 ? [] : await staffFailure(error);
          $checkIn.setKey('errors', messages.length || !row ? messages : [nl.checkIn.failed(childName(row))]);
        }
      }
    } finally {
      flushing = null;
    }
  });
  return flushing;
}

/** A tap: present ↔ not present, shown at once; sent now, or queued when there is no network. */
export function tap(ticketUuid: string): Promise<void> {
  const state = $checkIn.get();
  const row = state.rows.find((r) => r.ticket_uuid === ticketUuid);
  if (!row) return Promise.resolve();
  const entry: QueuedTap = { ticket: ticketUuid, present: !row.present, at: new Date().toISOString() };
  // the last tap on a ticket is the one that counts: it replaces a waiting one
  setQueue([...state.queue.filter((t) => t.ticket !== ticketUuid), entry]);
  $checkIn.setKey('errors', []);
  $checkIn.setKey(
    'rows',
    state.rows.map((r) => (r.ticket_uuid === ticketUuid ? withTap(r, entry) : r)),
  );
  return online() ? flushQueue() : Promise.resolve();
}

/** The next poll: only what changed since the last answer; then whatever waits is sent. */
export function poll(): Promise<void> {
  const { eventUuid, since } = $checkIn.get();
  if (!eventUuid) return Promise.resolve();
  return task(async () => {
    try {
      const list = await getParticipants(eventUuid, since ? { since } : {});
      if ($checkIn.get().eventUuid !== eventUuid) return;
      $checkIn.set({ ...$checkIn.get(), event: list.event, since: list.server_time, rows: merge($checkIn.get().rows, list.participants) });
    } catch (error) {
      if (!isOffline(error)) $checkIn.setKey('errors', await staffFailure(error));
      return;
    }
    if ($checkIn.get().queue.length) await flushQueue();
  });
}

let timer: ReturnType<typeof setInterval> | undefined;
const onOnline = () => void flushQueue();

/** Opens the list of an event: the whole list, the queue kept on this phone, the poll and the `online` listener. */
export function openCheckIn(eventUuid: string): Promise<void> {
  closeCheckIn();
  $checkIn.set({ ...INITIAL, eventUuid, queue: readQueue(), loading: true });
  window.addEventListener('online', onOnline);
  timer = setInterval(() => void poll(), POLL_MS);
  return poll().finally(() => $checkIn.setKey('loading', false));
}

/** Stops polling and listening (the screen is left); the queue stays in localStorage. */
export function closeCheckIn(): void {
  clearInterval(timer);
  timer = undefined;
  if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  $checkIn.set({ ...INITIAL });
}
