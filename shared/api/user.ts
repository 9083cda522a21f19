// The parent's own data (spec §7 getUser, updateUser, the user's events).
import * as v from 'valibot';
import type { ResponsePromise } from 'ky';
import { http, readData } from '../http';
import type { ChangePasswordPayload } from '../contract/auth';
import { DeleteAccountAnswerSchema, type DeleteAccountPayload } from '../contract/account-data';
import { UserEventSchema, UserSchema, type UpdateUserPayload, type User, type UserEvent } from '../contract/user';

/**
 * GET /api/user: the logged-in parent, or null when no one is logged in (the shop's own API answers 200 with
 * null; a backend that answers 401 means the same, see fetchUser). `received`: a 200 answer the loader
 * already has (shared/user-answer.ts), read instead of asking again.
 */
export const getUser = (received?: Response): Promise<User | null> =>
  readData(received ? (Promise.resolve(received) as ResponsePromise) : http().get('user'), v.nullable(UserSchema));

/** PUT /api/user (spec §7 updateUser): answers the saved user. */
export const putUser = (fields: UpdateUserPayload): Promise<User> => readData(http().put('user', { json: fields }), UserSchema);

/** GET /api/user/events: the parent's events with the children's tickets (dashboard, order step 1). */
export const getUserEvents = (): Promise<UserEvent[]> => readData(http().get('user/events'), v.array(UserEventSchema));

/** PUT /api/user/password: a new password while logged in; the other sessions of the account end (204). */
export async function putPassword(payload: ChangePasswordPayload): Promise<void> {
  await http().put('user/password', { json: payload });
}

/** GET /api/user/export: everything the shop keeps about the parent, as the file to save (docs/rules.md "Their own data"). */
export const getAccountExport = (): Promise<Blob> => http().get('user/export').blob();

/** POST /api/user/delete: erases the account; answers the message to show. */
export const postDeleteAccount = (payload: DeleteAccountPayload): Promise<{ message: string }> =>
  readData(http().post('user/delete', { json: payload }), DeleteAccountAnswerSchema);
