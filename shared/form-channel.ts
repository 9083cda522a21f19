import { readFailure, type FormErrors } from './errors';
import { $formErrors, clearFormErrors } from './stores/ui';

/**
 * Runs a form action on the form-error channel (spec §8). Resolves true when it succeeded.
 * spec §8 names login, register and profile create/update for this channel; the other account forms
 * (forgot and reset password, own details) use it too, because docs/architecture.md "Forms" wants every form's
 * server errors under the form and by their field, which the general box at the top cannot do.
 */
export async function onFormChannel(
  action: () => Promise<unknown>,
  sortOut: (failure: FormErrors) => FormErrors = (failure) => failure,
): Promise<boolean> {
  clearFormErrors();
  try {
    await action();
    return true;
  } catch (error) {
    $formErrors.set(sortOut(await readFailure(error)));
    return false;
  }
}
