import { atom, computed, task } from 'nanostores';
import { takeUserAnswer } from '../user-answer';
import { isUnauthenticated, readFailure, type FormErrors } from '../errors';
import type { UpdateUserPayload, User } from '../contract/user';
import type { Profile, UpdateProfilePayload } from '../contract/profile';
import type { ChangePasswordPayload, ResetPasswordPayload } from '../contract/auth';
import { postForgotPassword, postLogin, postLogout, postRegister, postResetPassword, postResetTokenCheck } from '../api/auth';
import { getUser, putPassword, putUser } from '../api/user';
import { getProfiles, postProfile, putProfile } from '../api/profiles';
import { $formErrors, clearFormErrors, setError, setSuccess } from './ui';
import { nl } from '../nl';
import { takeRedirect } from '../redirect';
import { navigate } from '../router';

// spec §4 "Session": logged out → logged in after login, which fetches the user then the profiles.
// `undefined` means: not known yet (the navigation shows its loading state, spec §2).
export const $user = atom<User | null | undefined>(undefined);
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

let userRequest: Promise<User | null> | null = null;

/** GET /api/user. A 401 means: no one is logged in. Several widgets may ask at once: one request. */
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

/** After login, register or reset: the user, then the profiles (spec §4), then the stored redirect (spec §2 step 5). */
async function enter(): Promise<void> {
  await fetchUser();
  await fetchProfiles();
  navigate(takeRedirect());
}

/**
 * Runs a form action on the form-error channel (spec §8). Resolves true when it succeeded.
 * spec §8 names login, register and profile create/update for this channel; the other account forms
 * (forgot and reset password, own details) use it too, because DESIGN.md "Forms" wants every form's
 * server errors under the form and by their field, which the general box at the top cannot do.
 */
async function onFormChannel(action: () => Promise<unknown>, sortOut: (failure: FormErrors) => FormErrors = (failure) => failure): Promise<boolean> {
  clearFormErrors();
  try {
    await action();
    return true;
  } catch (error) {
    $formErrors.set(sortOut(await readFailure(error)));
    return false;
  }
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

/**
 * Why the reset link of the mail no longer works (used, expired or unknown), or null. The reset form
 * shows it at its top with a way to ask for a new link, instead of by a field.
 */
export const $resetLinkError = atom<string | null>(null);

/** A message about the link or its token ('Deze link … is ongeldig of verlopen', Laravel's passwords.token). */
const aboutTheLink = (message: string) => /link|token/i.test(message);

/**
 * Takes the 422 messages about the link out of the form errors into $resetLinkError. The server puts
 * them on `email` (Laravel's reset broker does, and ours answers a wrong address with the same
 * message, so as not to tell which addresses exist) or on `token`; neither field can fix a dead link.
 */
function sortOutResetLink(failure: FormErrors): FormErrors {
  const link = [...(failure.fields.email ?? []), ...(failure.fields.token ?? [])].filter(aboutTheLink);
  if (!link.length) return failure;
  $resetLinkError.set(link.join(' '));
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(failure.fields)) {
    const rest = messages.filter((message) => !link.includes(message));
    if (rest.length) fields[field] = rest;
  }
  return { messages: failure.messages.filter((message) => !link.includes(message)), fields };
}

/**
 * Asks whether the reset link still works when the page opens (issue 16), so a used link is reported
 * before the parent types a new password twice. A failed check (network, throttled) says nothing: the
 * submit still reports a dead link.
 */
export async function checkResetLink(token: string, email: string): Promise<void> {
  if (!token || !email) return;
  try {
    if (!(await postResetTokenCheck({ token, email }))) $resetLinkError.set('invalid');
  } catch {
    // the page stays usable; saving reports a dead link too
  }
}

/** POST /api/auth/reset-password: the server logs the parent in (spec §4), then we enter like after login. */
export function resetPassword(payload: ResetPasswordPayload): Promise<boolean> {
  $resetLinkError.set(null);
  return onFormChannel(async () => {
    await postResetPassword(payload);
    await enter();
  }, sortOutResetLink);
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
  $profiles.set([]);
  $profilesLoaded.set(false);
  navigate('/account/login');
  // after the move, which clears the previous screen's messages (issue 16: say that it worked)
  setSuccess(nl.loggedOut);
}

export interface NewChild {
  first_name: string;
  last_name: string;
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

/** Logged out and nothing loaded (tests, via resetStores). */
export function resetSession(): void {
  userRequest = null;
  profilesRequest = null;
  $user.set(undefined);
  $profiles.set([]);
  $profilesLoaded.set(false);
  $resetLinkError.set(null);
}
