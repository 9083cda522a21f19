import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $allowedPage, startGuard } from '../../shared/guard';
import { $error, $ui } from '../../shared/stores/ui';
import { $user } from '../../shared/stores/session';
import { ErrorBox, SuccessBox } from '../../shared/ui/MessageBox';
import { Spinner } from '../../shared/ui/Spinner';
import { AccountMenu } from './components/AccountMenu';
import { LoginForm } from './components/LoginForm';
import { RegisterForm } from './components/RegisterForm';
import { Dashboard } from './components/Dashboard';
import { nl } from './nl';

/** <sport-account>: every /account route of spec §2 on a page that holds this element. */
export function SportAccount() {
  useEffect(startGuard, []);
  const page = useStore($allowedPage);
  const user = useStore($user);
  const error = useStore($error);
  const { successMessage } = useStore($ui);

  return (
    <div className="sport-account">
      {user ? <AccountMenu /> : null}
      <div className="sport-account__main">
        <ErrorBox messages={error} />
        <SuccessBox message={successMessage} />
        {page ? <Screen route={page.route} /> : error.length ? null : <Spinner />}
      </div>
    </div>
  );
}

function Screen({ route }: { route: string }) {
  switch (route) {
    case 'login':
      return <LoginForm />;
    case 'register':
      return <RegisterForm />;
    case 'account':
      return <Dashboard />;
    default:
      return <p>{nl.notFound}</p>;
  }
}
