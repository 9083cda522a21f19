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
    <section className="sport-account__panel" aria-labelledby="sport-forgot-title">
      <h1 id="sport-forgot-title">{nl.forgot.title}</h1>
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
    </section>
  );
}
