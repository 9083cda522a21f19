import { useStore } from '@nanostores/react';
import { $incompleteProfiles } from '../../../shared/stores/profiles';
import { $ticketedChildren } from '../stores/dashboard';
import { Link } from '../../../shared/ui/Link';
import { WarningIcon } from './Icons';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

/**
 * spec §4 "Incomplete-profile banner": after the profiles load, if any profile is not complete, a
 * banner says the child's details must be completed before taking part in the event ('het evenement'
 * only for a child with an upcoming ticket; 'een evenement' for the others). On the
 * profile list itself the link would point to the page the parent is on, so it is left out there.
 */
export function IncompleteBanner({ onProfileList }: { onProfileList: boolean }) {
  const incomplete = useStore($incompleteProfiles);
  const ticketed = useStore($ticketedChildren);
  if (!incomplete.length) return null;
  const name = (p: (typeof incomplete)[number]) => p.first_name || `${p.first_name} ${p.last_name}`.trim();
  const names = incomplete.map(name);
  const withEvent = incomplete.filter((p) => ticketed.has(p.uuid)).map(name);
  return (
    <div className="sport-banner sport-banner--warning" role="status">
      <WarningIcon />
      <p>
        {nl.banner.text(names, withEvent)}
        {!onProfileList && (
          <>
            {' '}
            <Link href={pathTo('profiles')}>{nl.banner.link}</Link>
          </>
        )}
      </p>
    </div>
  );
}
