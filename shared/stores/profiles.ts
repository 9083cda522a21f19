// The parent's children (spec §3 "Child profile", §7 getProfiles/createProfile/updateProfile), shared
// by the account area and the order flow. Logging in loads them (shared/stores/session.ts).
import { atom, computed, task } from 'nanostores';
import type { Profile, UpdateProfilePayload } from '../contract/profile';
import { getProfiles, postProfile, putProfile } from '../api/profiles';
import { onFormChannel } from '../form-channel';
import { setError } from './ui';

export const $profiles = atom<Profile[]>([]);
/**
 * Whether $profiles holds the server's list. `$profiles` starts as [] (the order flow relies on
 * that), so "no children" and "not loaded yet" need this flag to be told apart (spec §4
 * "Incomplete-profile banner": only after the profiles have loaded).
 */
export const $profilesLoaded = atom(false);

/** The children whose profile the server does not call complete (spec §3 `complete`, §4 banner). */
export const $incompleteProfiles = computed([$profiles, $profilesLoaded], (profiles, loaded) =>
  loaded ? profiles.filter((profile) => !profile.complete) : [],
);

let profilesRequest: Promise<Profile[]> | null = null;

/** GET /api/user/profiles (spec §7 getProfiles). Concurrent callers share one request. */
export function fetchProfiles(): Promise<Profile[]> {
  profilesRequest ??= (async () => {
    try {
      const profiles = await getProfiles();
      $profiles.set(profiles);
      $profilesLoaded.set(true);
      return profiles;
    } finally {
      profilesRequest = null;
    }
  })();
  return profilesRequest;
}

/**
 * Loads the profiles once per page, unless loaded already (after login they are). Failures go to the
 * general error channel (spec §8). Wrapped in task() so tests can await allTasks().
 */
export function ensureProfiles(): Promise<Profile[]> {
  if ($profilesLoaded.get()) return Promise.resolve($profiles.get());
  return task(async () => {
    try {
      return await fetchProfiles();
    } catch (error) {
      await setError(error);
      return $profiles.get();
    }
  });
}

export interface NewChild {
  first_name: string;
  last_name: string;
  /** 'dd-mm-yyyy'; the order flow sends it, the account's "Kind toevoegen" does not */
  birthdate?: string;
}

/**
 * POST /api/profile (spec §7). Used by the profile list and by order step 1 (a child created during
 * ordering is added to the cart by the order flow, spec §4 "Form submit"). Throws on failure; the
 * caller puts the error on the form channel (see addChild).
 */
export async function createProfile(child: NewChild): Promise<Profile> {
  const profile = await postProfile(child);
  $profiles.set([...$profiles.get(), profile]);
  return profile;
}

/** createProfile on the form-error channel (spec §8): resolves the new profile, or null when it failed. */
export async function addChild(child: NewChild): Promise<Profile | null> {
  let created: Profile | null = null;
  const ok = await onFormChannel(async () => {
    created = await createProfile(child);
  });
  return ok ? created : null;
}

/**
 * PUT /api/profile/{uuid} (spec §7 updateProfile), on the form-error channel. The contract answers
 * the saved profile (with its new `complete` flag), which replaces the one in $profiles, so the
 * incomplete-profile banner follows at once.
 */
export function updateProfile(uuid: string, fields: UpdateProfilePayload): Promise<boolean> {
  return onFormChannel(async () => {
    const saved = await putProfile(uuid, fields);
    $profiles.set($profiles.get().map((profile) => (profile.uuid === saved.uuid ? saved : profile)));
  });
}

/** Nothing loaded (tests, via resetStores; logout). */
export function resetProfiles(): void {
  profilesRequest = null;
  $profiles.set([]);
  $profilesLoaded.set(false);
}
