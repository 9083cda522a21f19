// The back office's calls (docs/rules.md "Back office"), one function per call, each answer read
// through its contract schema (shared/contract/staff.ts). The screens of widgets/sport-staff/screens/more/
// have their own file beside them.
import * as v from 'valibot';
import { http, readData } from '../../shared/http';
import { apiBase } from '../../shared/config';
import {
  FeedbackSchema,
  ParticipantListSchema,
  ParticipantSchema,
  StaffEventSchema,
  TrainerSchema,
  type Participant,
  type ParticipantList,
  type StaffEvent,
  type Trainer,
} from '../../shared/contract/staff';

/** GET /api/staff/events: upcoming first, or (past) the events that have ended. */
export const getStaffEvents = (past = false): Promise<StaffEvent[]> =>
  readData(http().get('staff/events', { searchParams: past ? { past: '1' } : {} }), v.array(StaffEventSchema));

/**
 * GET /api/staff/events/{uuid}/participants. `medical`: with the medical fields (the server logs that
 * view); `since`: only the rows changed since that server_time (the check-in list's poll).
 */
export function getParticipants(uuid: string, options: { medical?: boolean; since?: string } = {}): Promise<ParticipantList> {
  const searchParams: Record<string, string> = {};
  if (options.medical) searchParams.medical = '1';
  if (options.since) searchParams.since = options.since;
  return readData(http().get(`staff/events/${encodeURIComponent(uuid)}/participants`, { searchParams }), ParticipantListSchema);
}

/** PUT /api/staff/tickets/{uuid}/check-in: answers the row as it is now. */
export const putCheckIn = (ticketUuid: string, present: boolean): Promise<Participant> =>
  readData(http().put(`staff/tickets/${encodeURIComponent(ticketUuid)}/check-in`, { json: { present } }), ParticipantSchema);

/** GET /api/staff/trainers */
export const getTrainers = (): Promise<Trainer[]> => readData(http().get('staff/trainers'), v.array(TrainerSchema));

/** PUT /api/staff/tickets/{uuid}/feedback */
export const putFeedback = (ticketUuid: string, feedback_text: string, trainer_id: number | null) =>
  readData(http().put(`staff/tickets/${encodeURIComponent(ticketUuid)}/feedback`, { json: { feedback_text, trainer_id } }), FeedbackSchema);

/** The export's address (a plain link: the browser downloads it with the session cookie). */
export const exportUrl = (uuid: string, format: 'csv' | 'xlsx'): string =>
  `${apiBase()}/staff/events/${encodeURIComponent(uuid)}/participants.${format}`;
