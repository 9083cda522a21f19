import { useStore } from '@nanostores/react';
import { $router, type RouteName } from '../../../shared/router';
import { pathTo } from '../../../shared/routes';
import { Link } from '../../../shared/ui/Link';
import { nl } from '../nl';

const items: { href: string; label: string; routes: RouteName[] }[] = [
  { href: pathTo('staffOverview'), label: nl.nav.overview, routes: ['staffOverview', 'staffParticipants', 'staffCheckIn'] },
  { href: pathTo('staffOrders'), label: nl.nav.orders, routes: ['staffOrders'] },
  { href: pathTo('staffTrainers'), label: nl.nav.trainers, routes: ['staffTrainers'] },
  { href: pathTo('staffLog'), label: nl.nav.log, routes: ['staffLog'] },
];

/** The back office's own screens, moved between client-side (docs/architecture.md "Page templates and the router"). */
export function StaffNav() {
  const page = useStore($router);
  return (
    <nav className="sport-staff__nav sport-staff__no-print" aria-label={nl.nav.label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={page && item.routes.includes(page.route) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
