import { atom } from 'nanostores';
import * as v from 'valibot';
import { http, readData } from '../http';
import { isUnauthenticated } from '../errors';
import { UserSchema, type User } from '../contract/user';
import { ProfileSchema, type Profile } from '../contract/profile';
import { clearFormErrors, setError, setFormError } from './ui';
import { takeRedirect } from '../redirect';
import { navigate } from '../router';

// spec §4 "Session": logged out → logged in after login, which fetches the user then the profiles.
// `undefined` means: not known yet (the navigation shows its loading state, spec §2).
export const $user = atom<User | null | undefined>(undefined);
export const $profiles = atom<Profile[]>([]);

let userRequest: Promise<User | null> | null = null;

/** GET /api/user. A 401 means: no one is logged in. Several widgets may ask at once: one request. */
export function fetchUser(): Promise<User | null> {
  userRequest ??= (async () => {
    try {
      const user = await readData(http().get('user'), UserSchema);
      $user.set(user);
      return user;
    } catch (error) {
      if (isUnauthenticated(error)) {
        $user.set(null);
        return null;
      }
      throw error;
    } finally {
      userRequest = null;
    }
  })();
  return userRequest;
}

/** Loads the user once per page, unless known already. */
export async function ensureUser(): Promise<User | null> {
  const known = $user.get();
  return known === undefined ? fetchUser() : known;
}

export async function fetchProfiles(): Promise<Profile[]> {
  const profiles = await readData(http().get('user/profiles'), v.array(ProfileSchema));
  $profiles.set(profiles);
  return profiles;
}

/** After login, register or reset: the user, then the profiles (spec §4), then the stored redirect (spec §2 step 5). */
async function enter(): Promise<void> {
  await fetchUser();
  await fetchProfiles();
  navigate(takeRedirect());
}

/** Runs a form action on the form-error channel (spec §8). Resolves true when it succeeded. */
async function onFormChannel(action: () => Promise<unknown>): Promise<boolean> {
  clearFormErrors();
  try {
    await action();
    return true;
  } catch (error) {
    await setFormError(error);
    return false;
  }
}

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials): Promise<boolean> {
  return onFormChannel(async () => {
    await http().post('auth/login', { json: credentials });
    await enter();
  });
}

export interface Registration extends Credentials {
  password_confirmation: string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** spec §4: register logs the user in with the same e-mail and password (the server starts the session). */
export function register(registration: Registration): Promise<boolean> {
  return onFormChannel(async () => {
    await http().post('auth/register', { json: registration });
    await enter();
  });
}

/** spec §2 "Dashboard menu": logout sends the visitor to /account/login; spec §4 clears user and profiles. */
export async function logout(): Promise<void> {
  try {
    await http().post('auth/logout');
  } catch (error) {
    if (!isUnauthenticated(error)) {
      await setError(error);
      return;
    }
  }
  $user.set(null);
  $profiles.set([]);
  navigate('/account/login');
}

export interface NewChild {
  first_name: string;
  last_name: string;
}

/**
 * POST /api/profile (spec §7). Used by the profile list and by order step 1 (a child created during
 * ordering is added to the cart by the order flow, spec §4 "Form submit"). Errors go to the form channel.
 */
export async function createProfile(child: NewChild): Promise<Profile> {
  const profile = await readData(http().post('profile', { json: child }), ProfileSchema);
  $profiles.set([...$profiles.get(), profile]);
  return profile;
}
