// The reset link of the password mail (spec §2 "Forgot password", reset form): whether it still works.
import { atom } from 'nanostores';
import type { ResetPasswordPayload } from '../../../shared/contract/auth';
import type { FormErrors } from '../../../shared/errors';
import { postResetPassword, postResetTokenCheck } from '../../../shared/api/auth';
import { onFormChannel } from '../../../shared/form-channel';
import { enter } from '../../../shared/stores/session';

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
 * Asks whether the reset link still works when the page opens (spec §2 "Routes" reset form), so a used link is reported
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
