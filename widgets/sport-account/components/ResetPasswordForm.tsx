import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $resetLinkError, checkResetLink, resetPassword } from '../stores/reset-link';
import { useFields, useSubmit } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { nl as common } from '../../../shared/nl';
import { $typedEmail } from '../stores/typed-email';
import { nl } from '../nl';
import { NewPasswordFields } from './NewPasswordFields';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';

interface ResetPasswordFormProps {
  /** from the link in the mail (spec §5 "Reset: token comes from the link") */
  token: string;
  /** the `email` query parameter, prefilled (spec §2) */
  email: string;
}

/** /account/forgot-password?token=… (alias /account/set-password): a new password; success logs in (spec §4). */
export function ResetPasswordForm({ token, email: initialEmail }: ResetPasswordFormProps) {
  const { values, bind } = useFields({ email: initialEmail, password: '', password_confirmation: '' });
  const linkError = useStore($resetLinkError);
  const linkErrorBox = useRef<HTMLDivElement>(null);
  // a used or unknown link is reported when the page opens
  useEffect(() => {
    void checkResetLink(token, initialEmail);
  }, [token, initialEmail]);
  // announced (role alert) and focused, like the error summary it stands in for (docs/architecture.md "Forms")
  useEffect(() => {
    if (linkError) linkErrorBox.current?.focus();
  }, [linkError]);
  // the forgot-password form starts with the address of this form
  const askNewLink = () => $typedEmail.set(values.email);
  const { state, onSubmit } = useSubmit(() => resetPassword({ token, ...values }), nl.reset.done);

  return (
    <Panel id="sport-reset-title" title={nl.reset.title}>
      {/* A used or expired link (see $resetLinkError): at the top with the way out, not under the e-mail box. */}
      <div ref={linkErrorBox} className="sport-alert sport-alert--error" role="alert" tabIndex={-1} hidden={!linkError}>
        {linkError ? (
          <>
            {/* our own words, so that the advice ('Vraag een nieuwe link aan') is said once: as the link */}
            <p>{nl.reset.linkDead}</p>
            <p>
              <Link href={pathTo('forgotPassword')} onClick={askNewLink}>
                {nl.reset.askNewLink}
              </Link>
            </p>
          </>
        ) : null}
      </div>
      <p>{nl.reset.intro}</p>
      <form className="sport-form" onSubmit={onSubmit}>
        <p className="sport-form__hint">{common.requiredHint}</p>
        <input type="hidden" name="token" value={token} />
        <Field label={nl.reset.email} type="email" autoComplete="username" {...bind('email')} />
        <NewPasswordFields texts={nl.reset} password={bind('password')} confirmation={bind('password_confirmation')} />
        <FormErrors />
        <SubmitButton state={state} label={nl.reset.submit} />
      </form>
      {linkError ? null : (
        <p className="sport-account__links">
          <Link href={pathTo('forgotPassword')} onClick={askNewLink}>
            {nl.reset.newLink}
          </Link>
        </p>
      )}
    </Panel>
  );
}
