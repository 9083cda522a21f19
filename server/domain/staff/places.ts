// Staff change an event's number of places (docs/rules.md "Back office"). The shop's number starts as the CMS's
// initial_stock; once staff set it, the CMS no longer overrides it (db/events.ts upsertEvents). Fewer
// places than are sold and held would oversell, so that is refused with the numbers; new free places
// go to the waiting list at once (docs/rules.md "Waiting list"), not at the next sweep.
import type { Deps } from '../../context';
import { inTransaction } from '../../db/database';
import { findEventByUuid } from '../../db/events';
import { countTaken } from '../../db/holds';
import { setStaffPlaces } from '../../db/staff-events';
import { countEventTickets } from '../../db/tickets';
import { countWaiting } from '../../db/waiting-list';
import { texts } from '../../texts';
import { fieldError, notFound } from '../errors';
import { sweepHolds } from '../waiting-list';
import { audit } from './audit';
import { staffEventOf } from './events';

export function setPlaces(deps: Deps, staffId: number, eventUuid: string, places: number) {
  const { db } = deps;
  const now = deps.now();
  const event = findEventByUuid(db, eventUuid);
  if (!event) throw notFound(texts.eventNotFound);
  const waitingBefore = inTransaction(db, () => {
    const taken = countTaken(db, event.id, now);
    const sold = countEventTickets(db, event.id);
    if (places < taken) throw fieldError('places', texts.placesBelowTaken(taken, sold, Math.max(0, taken - sold)));
    setStaffPlaces(db, event.id, places, now);
    audit(db, staffId, 'places.set', event.uuid, { title: event.title, from: event.initial_stock, to: places }, now);
    return countWaiting(db, event.id);
  });
  sweepHolds(deps);
  return { event: staffEventOf(db, eventUuid, now).answer, offered: Math.max(0, waitingBefore - countWaiting(db, event.id)) };
}
