import { useStore } from '@nanostores/react';
import { $router } from '../../../shared/router';
import { $ui, toggleDashboardMenu } from '../../../shared/stores/ui';
import { logout } from '../../../shared/stores/session';
import { Link } from '../../../shared/ui/Link';
import { nl } from '../nl';

const items = [
  { href: '/account', label: nl.menu.overview, routes: ['account'] },
  { href: '/account/gegevens', label: nl.menu.details, routes: ['accountDetails'] },
  { href: '/account/profiles', label: nl.menu.profiles, routes: ['profiles', 'profile'] },
] as const;

/** spec §2 "Dashboard menu": Overzicht, Gegevens, Profielen, Uitloggen; shown only with a user. */
export function AccountMenu() {
  const page = useStore($router);
  const { dashboardMenuOpen } = useStore($ui);
  return (
    <nav className="sport-account__menu" aria-label={nl.menu.label}>
      <button
        type="button"
        className="sport-account__menu-toggle"
        aria-expanded={dashboardMenuOpen}
        aria-controls="sport-account-menu"
        onClick={() => toggleDashboardMenu()}
      >
        {nl.menu.toggle}
      </button>
      <ul id="sport-account-menu" className={`sport-account__menu-list${dashboardMenuOpen ? ' is-open' : ''}`}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={page && (item.routes as readonly string[]).includes(page.route) ? 'page' : undefined}
              onClick={() => toggleDashboardMenu(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="sport-link-button"
            onClick={() => {
              toggleDashboardMenu(false);
              void logout();
            }}
          >
            {nl.menu.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
