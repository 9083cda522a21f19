// The waiting list calls (additions to the contract, server/API.md "Waiting list"). An operator's API
// without them answers 404; the widgets then keep the old sold-out behaviour.
import * as v from 'valibot';
import { http, readData } from '../http';
import { WaitingListEntrySchema, type WaitingListEntry } from '../contract/waiting-list';

/** POST /api/events/{uuid}/waiting-list: answers the parent's entries for that event. */
export const joinWaitingList = (eventUuid: string, profileIds: string[]): Promise<WaitingListEntry[]> =>
  readData(
    http().post(`events/${encodeURIComponent(eventUuid)}/waiting-list`, { json: { profile_ids: profileIds } }),
    v.array(WaitingListEntrySchema),
  );

/** GET /api/user/waiting-list: all of the parent's entries, oldest first. */
export const getWaitingList = (): Promise<WaitingListEntry[]> => readData(http().get('user/waiting-list'), v.array(WaitingListEntrySchema));

/** DELETE /api/waiting-list/{uuid}. */
export async function leaveWaitingList(uuid: string): Promise<void> {
  await http().delete(`waiting-list/${encodeURIComponent(uuid)}`);
}

/** POST /api/waiting-list/{uuid}/claim: the offered child goes into the cart with the offer's hold. */
export const claimWaitingOffer = (uuid: string): Promise<WaitingListEntry> =>
  readData(http().post(`waiting-list/${encodeURIComponent(uuid)}/claim`), WaitingListEntrySchema);
