// The check-in list of the first morning (docs/rules.md "Back office"): a tap marks a child present with the time;
// tapping again undoes it. Each ticket is its own row and each call one statement, so two phones at
// once never overwrite each other's taps; a tap sent twice (a retry after a lost answer) changes nothing.
import type { Participant } from '../../../shared/contract/staff';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/database';
import { findEventById } from '../../db/events';
import { findParticipant, findTicketByUuid, upsertCheckIn } from '../../db/staff-events';
import { texts } from '../../texts';
import { notFound } from '../errors';
import { audit } from './audit';
import { toParticipant } from './events';

/** PUT /api/staff/tickets/{uuid}/check-in: answers the row as it is now, so a phone can reconcile. */
export function checkIn(db: DB, staffId: number, ticketUuid: string, present: boolean, now: number): Participant {
  const ticket = findTicketByUuid(db, ticketUuid);
  const event = ticket && findEventById(db, ticket.event_id);
  if (!ticket || !event) throw notFound(texts.ticketNotFound);
  inTransaction(db, () => {
    if (upsertCheckIn(db, ticket, present, staffId, now)) audit(db, staffId, 'check_in', ticketUuid, { event: event.uuid, present }, now);
  });
  const row = findParticipant(db, ticketUuid);
  if (!row) throw notFound(texts.ticketNotFound);
  return toParticipant(row, event.start_date, false);
}
