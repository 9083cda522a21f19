// The reminder before an event's first day (docs/rules.md "Reminder"): REMINDER_DAYS_BEFORE days before
// the start each parent with a ticket gets one mail: the children, when and where, what to bring, the
// .ics, and a link for every child whose profile is not complete. Sent by the server's own sweep through
// the outbox, once per parent and event (a row written with the mail), not for canceled tickets, and not
// for a parent whose first order was paid after that moment (the confirmation told them everything).
import { formatDate, formatDateRange, formatTime } from '../../shared/format';
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { findEventById, type EventRow } from '../db/events';
import { findProfileById } from '../db/profiles';
import { recordReminder, remindedChildren, reminderCandidates, type ReminderCandidate } from '../db/reminders';
import { findUserById } from '../db/users';
import { readAnswers } from '../../shared/contract/questions';
import { answersInMail, eventQuestions } from './answers';
import { eventCalendar } from './calendar';
import { SIGN_OFF, sendMail } from './mail';
import { completeDetailsParagraphs } from './order-mails';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', weekday: 'long' });

/** 'maandag 19 juli 2027 om 09:00' in Europe/Amsterdam. */
const startsAt = (start: string) => `${WEEKDAY.format(new Date(start))} ${formatDate(start)} om ${formatTime(start)}`;

/** What to bring when the CMS event has no `reminder` text of its own. */
export const DEFAULT_REMINDER =
  'Sportkleding en sportschoenen, een bidon met water, een lunchpakket en iets voor tussendoor, en regenkleding als het weer daarom vraagt. Zet de naam van je kind op de spullen.';

/** Sends the reminders that are due; answers how many mails were queued. */
export function sendReminders(deps: Deps): number {
  const now = deps.now();
  const lead = deps.reminderDaysBefore * DAY_MS;
  let sent = 0;
  for (const candidate of reminderCandidates(deps.db)) {
    const start = Date.parse(candidate.start_date);
    if (!Number.isFinite(start) || now < start - lead || now >= start) continue;
    inTransaction(deps.db, () => {
      if (!orderedBefore(candidate, start - lead)) {
        recordReminder(deps.db, candidate.user_id, candidate.event_id, 'skipped', now);
        return;
      }
      if (!recordReminder(deps.db, candidate.user_id, candidate.event_id, 'sent', now)) return;
      if (sendReminder(deps, candidate)) sent++;
    });
  }
  return sent;
}

const orderedBefore = (candidate: ReminderCandidate, moment: number) =>
  candidate.first_paid_at !== null && candidate.first_paid_at < moment;

function sendReminder(deps: Deps, candidate: ReminderCandidate): boolean {
  const user = findUserById(deps.db, candidate.user_id);
  const event = findEventById(deps.db, candidate.event_id);
  const tickets = remindedChildren(deps.db, candidate.user_id, candidate.event_id).flatMap((t) => {
    const profile = findProfileById(deps.db, t.id);
    return profile ? [{ profile, answers: readAnswers(t.answers) }] : [];
  });
  const children = tickets.map((t) => t.profile);
  if (!user || !event || children.length === 0) return false;
  const when = formatDateRange(event.start_date, event.end_date);
  const names = new Intl.ListFormat('nl', { type: 'conjunction' }).format(children.map((p) => p.first_name));
  const calendar = eventCalendar(event, deps.baseUrl());
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Herinnering: ${event.title} begint ${startsAt(event.start_date)}`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `Nog even en dan begint ${event.title}. ${names} ${children.length === 1 ? 'gaat' : 'gaan'} mee. Hierbij alles op een rij.`,
      [`Wanneer: ${when}`, ...(event.location ? [`Waar: ${event.location}`] : [])].join('\n'),
      `Wat neem je mee? ${reminderText(deps, event)}`,
      // docs/rules.md "Questions per event": the answers as they are now (the parent may have changed them)
      ...answersInMail(
        eventQuestions(deps, event.uuid),
        tickets.map((t) => ({ name: `${t.profile.first_name} ${t.profile.last_name}`, answers: t.answers })),
      ),
      ...completeDetailsParagraphs(deps.baseUrl(), children),
      SIGN_OFF,
    ],
    ...(calendar
      ? {
          attachments: [
            { filename: calendar.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.content },
          ],
        }
      : {}),
  });
  return true;
}

/** The CMS event's own `reminder` text, else the default. */
function reminderText(deps: Deps, event: EventRow): string {
  const own = deps.content.events().find((e) => e.external_id === event.uuid)?.reminder;
  return own?.trim() || DEFAULT_REMINDER;
}

/** Runs the sweep every `intervalMs` (and once at the start) until stopped; a failure is logged and tried again. */
export function startReminderSweep(deps: Deps, intervalMs: number): () => void {
  const run = () => {
    try {
      sendReminders(deps);
    } catch (err) {
      console.warn('reminder sweep failed', err);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
