import { setSuccess } from '../../../shared/stores/ui';
import { forgotPassword } from '../../../shared/stores/session';
import { useFields, useSubmit } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { nl as common } from '../../../shared/nl';
import { $typedEmail } from '../stores/typed-email';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';

/** /account/forgot-password without a token (spec §2): the e-mail form; shows the server's data.message. */
export function ForgotPasswordForm() {
  // starts with the address typed on the login page (see $typedEmail)
  const { values, bind } = useFields({ email: $typedEmail.get() }, { email: $typedEmail });
  const { state, onSubmit } = useSubmit(async () => {
    const message = await forgotPassword(values.email);
    if (message === null) return false;
    setSuccess(message); // spec §7: data.message shown
    return true;
  }, null);

  return (
    <Panel id="sport-forgot-title" title={nl.forgot.title}>
      <p>{nl.forgot.intro}</p>
      <form className="sport-form" onSubmit={onSubmit}>
        <p className="sport-form__hint">{common.requiredHint}</p>
        <Field label={nl.forgot.email} type="email" autoComplete="email" {...bind('email')} />
        <FormErrors />
        <SubmitButton state={state} label={nl.forgot.submit} savedLabel={nl.forgot.sent} />
      </form>
      <p className="sport-account__links">
        <Link href={pathTo('login')}>{nl.forgot.backToLogin}</Link>
      </p>
    </Panel>
  );
}
