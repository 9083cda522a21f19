import { atom } from 'nanostores';

/**
 * The e-mail address typed on the login, forgot-password or reset form, so that the next of these
 * forms starts with it (a parent who forgot the password has just typed the address on the login
 * page). In memory only, for this page: not in the URL, where it would end up in logs and history.
 */
export const $typedEmail = atom('');

/** Runs a login, registration or reset: once it succeeded the typed address is no longer needed. */
export async function forgetTypedEmailAfter(action: Promise<boolean>) {
  const ok = await action;
  if (ok) $typedEmail.set('');
  return ok;
}
