import { changePassword } from '../../../shared/stores/session';
import type { ChangePasswordPayload } from '../../../shared/contract/auth';
import { useFields } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { nl } from '../nl';
import { SavedNote, useSavedSubmit } from './SavedNote';

const EMPTY: ChangePasswordPayload = { current_password: '', password: '', password_confirmation: '' };

/**
 * A new password while logged in, on the Gegevens screen: the current one (someone at a computer left
 * logged in cannot take the account over), the new one twice. The server ends the account's other sessions.
 * `showErrors`: the page's two forms share the form-error channel (spec §8), so only the form the parent
 * sent last draws its summary.
 */
export function PasswordForm({ showErrors, onSubmitStart }: { showErrors: boolean; onSubmitStart: () => void }) {
  const { values, setValues, bind } = useFields<ChangePasswordPayload>(EMPTY);
  const { state, onSubmit, saved } = useSavedSubmit(async () => {
    const ok = await changePassword(values);
    // a saved password is not left in the fields
    if (ok) setValues(EMPTY);
    return ok;
  }, onSubmitStart);

  return (
    <section className="sport-account__password" aria-labelledby="sport-password-title">
      <h2 id="sport-password-title">{nl.password.title}</h2>
      <p>{nl.password.intro}</p>
      <form className="sport-form" onSubmit={onSubmit}>
        <Field label={nl.password.current} type="password" autoComplete="current-password" {...bind('current_password')} />
        <Field label={nl.password.new} type="password" autoComplete="new-password" hint={nl.password.newHint} {...bind('password')} />
        <Field label={nl.password.repeat} type="password" autoComplete="new-password" {...bind('password_confirmation')} />
        {showErrors ? <FormErrors /> : null}
        <SubmitButton state={state} label={nl.password.submit} />
      </form>
      <SavedNote saved={saved}>
        <p>{nl.password.saved}</p>
      </SavedNote>
    </section>
  );
}
