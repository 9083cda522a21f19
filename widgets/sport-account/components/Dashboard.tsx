import { useStore } from '@nanostores/react';
import { $user } from '../../../shared/stores/session';
import { Spinner } from '../../../shared/ui/Spinner';
import { $userEvents } from '../stores';
import { nl } from '../nl';

/** /account (spec §2 "Dashboard details"): welcome line, events, or the empty state. */
export function Dashboard() {
  const user = useStore($user);
  const events = useStore($userEvents);
  return (
    <section className="sport-account__panel" aria-labelledby="sport-dashboard-title">
      <h1 id="sport-dashboard-title">{user ? nl.dashboard.welcome(user.full_name) : ''}</h1>
      {events === undefined ? (
        <Spinner />
      ) : events.length === 0 ? (
        <div className="sport-empty">
          <h2>{nl.dashboard.emptyTitle}</h2>
          <p>{nl.dashboard.emptyText}</p>
          <a className="sport-button" href="/evenementen">
            {nl.dashboard.emptyLink}
          </a>
        </div>
      ) : (
        <p>{events.length}</p>
      )}
    </section>
  );
}
