import { atom } from 'nanostores';
import { takeUserAnswer } from '../user-answer';
import { isUnauthenticated } from '../errors';
import type { UpdateUserPayload, User } from '../contract/user';
import type { ChangePasswordPayload } from '../contract/auth';
import { postForgotPassword, postLogin, postLogout, postRegister } from '../api/auth';
import { getUser, putPassword, putUser } from '../api/user';
import { onFormChannel } from '../form-channel';
import { setError, setSuccess } from './ui';
import { fetchProfiles, resetProfiles } from './profiles';
import { nl } from '../nl';
import { takeRedirect } from '../redirect';
import { navigate } from '../router';
import { pathTo } from '../routes';

// spec §4 "Session": logged out → logged in after login, which fetches the user then the profiles.
// `undefined` means: not known yet (the navigation shows its loading state, spec §2).
export const $user = atom<User | null | undefined>(undefined);

let userRequest: Promise<User | null> | null = null;

/** GET /api/user. `null` (or a 401 from a backend that answers so) means: no one is logged in. Several widgets may ask at once: one request. */
export function fetchUser(): Promise<User | null> {
  userRequest ??= (async () => {
    try {
      // the loader may have asked already (shared/user-answer.ts): a 401 or a 200 from it counts
      const early = await takeUserAnswer()?.catch(() => undefined);
      if (early?.status === 401) {
        $user.set(null);
        return null;
      }
      const user = await getUser(early?.ok ? early : undefined);
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

/** After login, register or reset: the user, then the profiles (spec §4), then the stored redirect (spec §2 step 5). */
export async function enter(): Promise<void> {
  await fetchUser();
  await fetchProfiles();
  navigate(takeRedirect());
}

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials): Promise<boolean> {
  return onFormChannel(async () => {
    await postLogin(credentials);
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
    await postRegister(registration);
    await enter();
  });
}

/**
 * POST /api/auth/forgot-password (spec §7): resolves the server's `data.message` (the same answer
 * whether or not the address is known), or null when the call failed (errors on the form channel).
 */
export async function forgotPassword(email: string): Promise<string | null> {
  let message: string | null = null;
  const ok = await onFormChannel(async () => {
    message = await postForgotPassword(email);
  });
  return ok ? message : null;
}

/** PUT /api/user (spec §7 updateUser): the answer is the saved user. */
export function updateUser(fields: UpdateUserPayload): Promise<boolean> {
  return onFormChannel(async () => {
    $user.set(await putUser(fields));
  });
}

/** PUT /api/user/password on the form-error channel: the parent stays logged in here, elsewhere not. */
export const changePassword = (payload: ChangePasswordPayload): Promise<boolean> => onFormChannel(() => putPassword(payload));

/** spec §2 "Dashboard menu": logout sends the visitor to /account/login; spec §4 clears user and profiles. */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch (error) {
    if (!isUnauthenticated(error)) {
      await setError(error);
      return;
    }
  }
  $user.set(null);
  resetProfiles();
  navigate(pathTo('login'));
  // after the move, which clears the previous screen's messages: the parent is told that it worked
  setSuccess(nl.loggedOut);
}

/** Logged out and nothing loaded (tests, via resetStores). */
export function resetSession(): void {
  userRequest = null;
  $user.set(undefined);
  resetProfiles();
}
