import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $allowedPage, startGuard } from '../../shared/guard';
import { routeInfo } from '../../shared/router';
import { pathTo } from '../../shared/routes';
import { $error } from '../../shared/stores/ui';
import { usePageHeading } from '../../shared/page-change';
import { ErrorBox } from '../../shared/ui/MessageBox';
import { Spinner } from '../../shared/ui/Spinner';
import { $forbidden } from './stores/access';
import { StaffNav } from './components/StaffNav';
import { Overview } from './components/Overview';
import { Participants } from './components/Participants';
import { CheckIn } from './components/CheckIn';
import { MORE_SCREENS } from './screens/more/index';
import { nl } from './nl';

type Page = NonNullable<ReturnType<typeof $allowedPage.get>>;

/**
 * <sport-staff>: the back office on the shop's own /beheer pages (docs/rules.md "Back office"). The
 * guard sends a visitor without a login through the login page and back (spec §2 "Navigation guard");
 * the server decides who is staff: a parent's 403 leaves only the sentence and a link to their account.
 */
export function SportStaff() {
  useEffect(startGuard, []);
  const page = useStore($allowedPage);
  const error = useStore($error);
  const forbidden = useStore($forbidden);

  if (forbidden) {
    return (
      <div className="sport-staff">
        <h1>{nl.forbidden.title}</h1>
        <p role="alert">{nl.forbidden.text}.</p>
        <p>
          <a href={pathTo('account')}>{nl.forbidden.toAccount}</a>
        </p>
      </div>
    );
  }
  const ours = page && routeInfo[page.route].group === 'staff';
  return (
    <div className="sport-staff">
      {ours ? <StaffNav /> : null}
      <div className="sport-staff__main">
        <ErrorBox messages={error} />
        {ours ? <Screen key={page.path} page={page} /> : error.length ? null : <Spinner />}
      </div>
    </div>
  );
}

/** One screen; after a client-side move focus goes to its heading (shared/page-change.ts). */
function Screen({ page }: { page: Page }) {
  const ref = usePageHeading<HTMLDivElement>();
  return (
    <div ref={ref} className="sport-staff__screen">
      <ScreenContent page={page} />
    </div>
  );
}

function ScreenContent({ page }: { page: Page }) {
  const params = page.params as Record<string, string>;
  switch (page.route) {
    case 'staffOverview':
      return <Overview />;
    case 'staffParticipants':
      return <Participants uuid={params.uuid!} />;
    case 'staffCheckIn':
      return <CheckIn uuid={params.uuid!} />;
    case 'staffOrders':
      return <MORE_SCREENS.orders params={params} />;
    case 'staffTrainers':
      return <MORE_SCREENS.trainers params={params} />;
    case 'staffLog':
      return <MORE_SCREENS.log params={params} />;
    default:
      return <p>{nl.notFound}</p>;
  }
}
