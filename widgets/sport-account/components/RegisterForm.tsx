import { register, type Registration } from '../../../shared/stores/session';
import { $typedEmail, forgetTypedEmailAfter } from '../stores/typed-email';
import { useFields, useSubmit } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { nl as common } from '../../../shared/nl';
import { nl } from '../nl';
import { NewPasswordFields } from './NewPasswordFields';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';

const empty: Registration = { email: '', password: '', password_confirmation: '', first_name: '', last_name: '', phone: '' };

/** /account/register (spec §2, §5): every field required; success logs in (spec §4). */
export function RegisterForm() {
  // WCAG 3.3.7: an address typed on the login page ('Nieuw hier? Maak een account') is not asked again
  const { values, bind } = useFields<Registration>(() => ({ ...empty, email: $typedEmail.get() }), { email: $typedEmail });
  const { state, onSubmit } = useSubmit(() => forgetTypedEmailAfter(register(values)), null);

  return (
    <Panel id="sport-register-title" title={nl.register.title}>
      <p>{nl.register.intro}</p>
      <form className="sport-form" onSubmit={onSubmit}>
        <p className="sport-form__hint">{common.requiredHint}</p>
        <div className="sport-form__row">
          <Field label={nl.register.firstName} autoComplete="given-name" {...bind('first_name')} />
          <Field label={nl.register.lastName} autoComplete="family-name" {...bind('last_name')} />
        </div>
        <Field label={nl.register.email} type="email" autoComplete="email" {...bind('email')} />
        <Field label={nl.register.phone} type="tel" autoComplete="tel" {...bind('phone')} />
        <NewPasswordFields texts={nl.register} password={bind('password')} confirmation={bind('password_confirmation')} />
        <FormErrors />
        <SubmitButton state={state} label={nl.register.submit} />
      </form>
      <p className="sport-account__links">
        <span>
          {nl.register.haveAccount} <Link href={pathTo('login')}>{nl.register.login}</Link>
        </span>
      </p>
    </Panel>
  );
}
