import { useEffect } from 'react';
import { $typedEmail, forgetTypedEmailAfter } from '../stores/typed-email';
import { login } from '../../../shared/stores/session';
import { useFields, useSubmit } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { nl as common } from '../../../shared/nl';
import { nl } from '../nl';
import { useOrderAfterLogin } from './OrderInvite';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';
import { peekRedirect } from '../../../shared/redirect';

/**
 * The login wall (spec §2 "Navigation guard" step 4: a page that needs a login stored its address and sent
 * the visitor here, often by a page load): focus starts on the heading, so a keyboard user does not tab
 * through the site's header first, and a screen reader says where the visitor landed (WCAG 2.4.3).
 */
function useWallFocus(): void {
  useEffect(() => {
    if (peekRedirect() === null) return;
    const heading = document.getElementById('sport-login-title');
    if (!heading || heading.contains(document.activeElement)) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);
}

/** /account/login (spec §2, §5): e-mail and password; errors on the form channel (spec §8). */
export function LoginForm() {
  // the address goes along to 'Wachtwoord vergeten?' (see $typedEmail)
  const { values, bind } = useFields({ email: $typedEmail.get(), password: '' }, { email: $typedEmail });
  // coming from an order ('Inschrijven'): name the camp, and offer the account the event page promised
  // as a choice of the same weight as logging in (the redirect stays stored for after registering)
  const order = useOrderAfterLogin();
  const { state, onSubmit } = useSubmit(() => forgetTypedEmailAfter(login(values)), null);
  useWallFocus();

  return (
    <Panel id="sport-login-title" title={nl.login.title}>
      {order ? (
        <p className="sport-login__order">{order.title ? nl.login.forOrder(order.title) : nl.login.forOrderUnnamed}</p>
      ) : (
        <p>{nl.login.intro}</p>
      )}
      <form className="sport-form" onSubmit={onSubmit}>
        <p className="sport-form__hint">{common.requiredHint}</p>
        {/* 'username' with 'current-password': password managers fill both (WCAG 3.3.8, no memory test) */}
        <Field label={nl.login.email} type="email" autoComplete="username" {...bind('email')} />
        <Field label={nl.login.password} type="password" autoComplete="current-password" {...bind('password')} />
        <FormErrors />
        {order ? (
          <div className="sport-login__choices">
            <SubmitButton state={state} label={nl.login.submit} />
            <Link className="sport-button sport-button--primary" href={pathTo('register')}>
              {nl.login.newHere}
            </Link>
          </div>
        ) : (
          <SubmitButton state={state} label={nl.login.submit} />
        )}
      </form>
      <p className="sport-account__links">
        <Link href={pathTo('forgotPassword')}>{nl.login.forgot}</Link>
        {/* on the way to an order the button above already offers the account: one invitation, not two */}
        {order ? null : (
          <span>
            {nl.login.noAccount} <Link href={pathTo('register')}>{nl.login.register}</Link>
          </span>
        )}
      </p>
    </Panel>
  );
}
