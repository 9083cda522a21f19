import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $allowedPage, startGuard } from '../../shared/guard';
import { $router, routeInfo } from '../../shared/router';
import { $error, $ui, clearFormErrors, setSuccess } from '../../shared/stores/ui';
import { $user } from '../../shared/stores/session';
import { $profilesLoaded, ensureProfiles } from '../../shared/stores/profiles';
import { $resetLinkError } from './stores/reset-link';
import { ErrorBox, SuccessBox } from '../../shared/ui/MessageBox';
import { focusById, hashId, usePageHeading } from '../../shared/page-change';
import { Spinner } from '../../shared/ui/Spinner';
import { AccountMenu } from './components/AccountMenu';
import { AccountFooter } from './components/AccountFooter';
import { IncompleteBanner } from './components/IncompleteBanner';
import { LoginForm } from './components/LoginForm';
import { RegisterForm } from './components/RegisterForm';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { Dashboard } from './components/Dashboard';
import { AccountDetails } from './components/AccountDetails';
import { Profiles } from './components/Profiles';
import { ProfileEdit } from './components/ProfileEdit';
import { nl } from './nl';

type Page = NonNullable<ReturnType<typeof $allowedPage.get>>;

export interface SportAccountProps {
  /**
   * Show the CMS footer links inside the account area (spec §2 "chrome"). Off by default: the demo
   * page template renders the site footer from the same CMS data, and twice is noise. A page
   * without its own footer sets footer="true".
   */
  footer?: boolean;
}

/** <sport-account>: every /account route of spec §2 on a page that holds this element. */
export function SportAccount({ footer = false }: SportAccountProps) {
  useEffect(startGuard, []);
  const page = useStore($allowedPage);
  const user = useStore($user);
  const error = useStore($error);
  const profilesLoaded = useStore($profilesLoaded);
  const { successMessage } = useStore($ui);

  // spec §4 "Session": a logged-in parent has profiles; the incomplete-profile banner needs them.
  useEffect(() => {
    if (user) void ensureProfiles();
  }, [user]);

  // A message belongs to the screen it was given on: a move to another screen clears it. (An action
  // that moves on and then reports, like a profile save, sets its message after the move.)
  useEffect(
    () =>
      $router.listen(() => {
        setSuccess(null);
        clearFormErrors();
        $resetLinkError.set(null);
      }),
    [],
  );

  const loggedInScreen = Boolean(page && user && routeInfo[page.route].requiresLogin);
  // No layout shift on mount (docs/architecture.md "Custom elements"): nothing is drawn that would move later.
  // Until the screen can be drawn whole there is only a spinner, no menu (which would push the screen
  // aside) and no screen above which the incomplete-profile banner (spec §4, after the profiles have
  // loaded) would appear. A failed profile load shows the screen with the general error.
  const ready = Boolean(page && (!loggedInScreen || profilesLoaded || error.length > 0));

  return (
    <div className="sport-account">
      {user && ready ? <AccountMenu /> : null}
      {/* a new element once ready: the loading spinner's box is not moved aside by the menu, but replaced */}
      <div className="sport-account__main" key={ready ? 'ready' : 'loading'}>
        {loggedInScreen && ready ? <IncompleteBanner onProfileList={page?.route === 'profiles'} /> : null}
        <ErrorBox messages={error} />
        <SuccessBox message={successMessage} />
        {page && ready ? <Screen key={page.path + JSON.stringify(page.search)} page={page} /> : error.length ? null : <Spinner />}
      </div>
      {footer ? <AccountFooter /> : null}
    </div>
  );
}

/**
 * One screen. After a client-side move (not on the first screen of a page load) focus goes to the new
 * screen's heading and the document title follows, so keyboard and screen-reader users know where they are.
 */
function Screen({ page }: { page: Page }) {
  const ref = usePageHeading<HTMLDivElement>();
  // after the heading: a link to a field ('/account/profiles/{uuid}#sport-profile-club', from the
  // incomplete-profile banner, spec §4) lands on that field
  useEffect(() => {
    focusById(hashId(), ref.current);
  }, [ref]);
  return (
    <div ref={ref} className="sport-account__screen">
      <ScreenContent page={page} />
    </div>
  );
}

function ScreenContent({ page }: { page: Page }) {
  switch (page.route) {
    case 'login':
      return <LoginForm />;
    case 'register':
      return <RegisterForm />;
    case 'forgotPassword':
    case 'setPassword':
      // spec §2: with a token query parameter the same route is the reset form
      return page.search.token ? <ResetPasswordForm token={page.search.token} email={page.search.email ?? ''} /> : <ForgotPasswordForm />;
    case 'account':
      return <Dashboard />;
    case 'accountDetails':
      return <AccountDetails />;
    case 'profiles':
      return <Profiles />;
    case 'profile':
      return <ProfileEdit uuid={page.params.uuid} />;
    default:
      return <p>{nl.notFound}</p>;
  }
}
