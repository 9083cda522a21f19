import { atom, onMount, task } from 'nanostores';
import * as v from 'valibot';
import { http, readData } from '../../shared/http';
import { setError } from '../../shared/stores/ui';
import { UserEventSchema, type UserEvent } from '../../shared/contract/user';

/** The parent's events (GET /api/user/events); `undefined` while loading. */
export const $userEvents = atom<UserEvent[] | undefined>(undefined);

export function loadUserEvents(): Promise<void> {
  return task(async () => {
    try {
      $userEvents.set(await readData(http().get('user/events'), v.array(UserEventSchema)));
    } catch (error) {
      $userEvents.set([]);
      await setError(error);
    }
  });
}

onMount($userEvents, () => {
  void loadUserEvents();
  return () => $userEvents.set(undefined);
});
