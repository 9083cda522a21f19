// Who may see the back office (docs/rules.md "§6 Roles and permissions"): the server decides on every
// call. A parent's 403 turns the whole element into the one sentence with a link to their own account;
// a 401 (the staff session ended after its idle time) goes through the login and back here.
import { atom } from 'nanostores';
import { httpStatus, readFailure } from '../../../shared/errors';
import { storeRedirect } from '../../../shared/redirect';
import { navigate } from '../../../shared/router';
import { pathTo } from '../../../shared/routes';

/** true once the server said this account is no staff member. */
export const $forbidden = atom(false);

/**
 * Reads a failed call: a 403 marks the element forbidden, a 401 leaves for the login page (spec §2
 * "Navigation guard": the address is kept to come back to); anything else answers its Dutch messages.
 */
export async function staffFailure(error: unknown): Promise<string[]> {
  const status = httpStatus(error);
  if (status === 403) {
    $forbidden.set(true);
    return [];
  }
  if (status === 401) {
    storeRedirect(location.pathname + location.search);
    navigate(pathTo('login'));
    return [];
  }
  return (await readFailure(error)).messages;
}
