// Places per family per event (docs/rules.md "Held places"): one account may sign up at most the CMS
// event's maxPerFamily children, else MAX_PER_FAMILY, so one parent with made-up child profiles cannot
// take all places of a camp. Tickets, the cart (checkout) and the waiting list count together.
import type { Deps } from '../context';
import type { EventRow } from '../db/events';
import { familyTicketProfiles } from '../db/tickets';
import { texts } from '../texts';
import { fieldError } from './errors';

type CappedEvent = Pick<EventRow, 'id' | 'max_per_family'>;

export const familyCap = (deps: Pick<Deps, 'maxPerFamily'>, event: CappedEvent) => event.max_per_family ?? deps.maxPerFamily;

/** The message when these children with the family's tickets are more than the cap; null when they fit. */
export function familyCapMessage(
  deps: Pick<Deps, 'db' | 'maxPerFamily'>,
  userId: number,
  event: CappedEvent,
  profileIds: number[],
): string | null {
  const cap = familyCap(deps, event);
  const children = new Set([...familyTicketProfiles(deps.db, event.id, userId), ...profileIds]);
  return children.size > cap ? texts.familyCap(cap) : null;
}

/** Refuses (422 on `field`) when these children with the family's tickets are more than the cap. */
export function checkFamilyCap(
  deps: Pick<Deps, 'db' | 'maxPerFamily'>,
  userId: number,
  event: CappedEvent,
  profileIds: number[],
  field = 'items',
): void {
  const message = familyCapMessage(deps, userId, event, profileIds);
  if (message) throw fieldError(field, message);
}
