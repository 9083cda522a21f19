import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user, updateUser } from '../../../shared/stores/session';
import type { User, UpdateUserPayload } from '../../../shared/contract/user';
import { useFields } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { nl as common } from '../../../shared/nl';
import { nl } from '../nl';
import { OwnData } from './OwnData';
import { PasswordForm } from './PasswordForm';
import { SavedNote, useSavedSubmit } from './SavedNote';
import { Panel } from './Panel';

/** /account/gegevens (spec §2): first name, last name, phone; e-mail shown but disabled. */
export function AccountDetails() {
  const user = useStore($user);
  // the guard lets this route through only with a user
  return user ? <AccountDetailsForm user={user} /> : null;
}

function AccountDetailsForm({ user }: { user: User }) {
  // What the parent types stays, also when saving fails (the inputs are not reset from $user).
  const { values, bind } = useFields<UpdateUserPayload>({ first_name: user.first_name, last_name: user.last_name, phone: user.phone });
  // which of the page's two forms was sent last: that one shows the form-error summary
  const [lastForm, setLastForm] = useState<'details' | 'password'>('details');
  // spec §4 "Account save": the message, and the parent stays on the page
  const { state, onSubmit, saved, setSaved } = useSavedSubmit(
    () => updateUser(values),
    () => setLastForm('details'),
  );
  // a change after saving is not saved yet
  useEffect(() => setSaved(false), [values, setSaved]);

  return (
    <Panel id="sport-details-title" title={nl.details.title}>
      <p>{nl.details.intro}</p>
      <form className="sport-form" onSubmit={onSubmit}>
        <p className="sport-form__hint">{common.requiredHint}</p>
        <div className="sport-form__row">
          <Field label={nl.details.firstName} autoComplete="given-name" {...bind('first_name')} />
          <Field label={nl.details.lastName} autoComplete="family-name" {...bind('last_name')} />
        </div>
        <Field label={nl.details.phone} type="tel" autoComplete="tel" {...bind('phone')} />
        <Field label={nl.details.email} name="email" type="email" value={user.email} disabled readOnly hint={nl.details.emailHint} />
        {lastForm === 'details' ? <FormErrors /> : null}
        <SubmitButton state={state} label={nl.details.submit} />
      </form>
      <SavedNote saved={saved}>
        <p className="sport-alert__title">{common.successTitle}</p>
        <p>{nl.savedMessage}</p>
      </SavedNote>
      <PasswordForm showErrors={lastForm === 'password'} onSubmitStart={() => setLastForm('password')} />
      <OwnData />
    </Panel>
  );
}
