// The waiting list of a sold-out event (docs/rules.md "Waiting list"): POST /api/events/{uuid}/waiting-list,
// GET /api/user/waiting-list, DELETE /api/waiting-list/{uuid}, POST /api/waiting-list/{uuid}/claim.
// Additions to the contract: an operator's API without them keeps the old sold-out behaviour.
import * as v from 'valibot';
import { uuidField } from './fields';
import { ProfileSchema } from './profile';

export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** At most this many children in one call (a family, not a list of strangers). */
export const MAX_WAITING_CHILDREN = 20;

export const JoinWaitingListPayloadSchema = v.object({
  profile_ids: v.pipe(
    v.array(uuidField('Kies een kind.'), 'Kies minstens één kind voor de wachtlijst.'),
    v.minLength(1, 'Kies minstens één kind voor de wachtlijst.'),
    v.maxLength(MAX_WAITING_CHILDREN, `Je kunt maximaal ${MAX_WAITING_CHILDREN} kinderen tegelijk op de wachtlijst zetten.`),
  ),
});

export const WaitingListEntrySchema = v.object({
  uuid: v.string(),
  /** the event's external id */
  event_uuid: v.string(),
  profile: ProfileSchema,
  /** 1 = first in line; null when the entry no longer waits (offered, claimed, expired) */
  position: v.nullable(v.number()),
  status: v.picklist(WAITING_LIST_STATUSES),
  /** ISO 8601: until when an offered place is held for this child; null otherwise */
  offer_expires_at: v.nullable(v.string()),
});
export type WaitingListEntry = v.InferOutput<typeof WaitingListEntrySchema>;
