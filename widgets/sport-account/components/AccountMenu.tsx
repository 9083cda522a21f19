import { useEffect, useRef } from 'react';
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

/** Set on <html> while the dashboard menu is open; styles.css locks scrolling with it on small screens only. */
export const SCROLL_LOCK_CLASS = 'sport-dashboard-menu-open';

/**
 * spec §2 "Dashboard menu": Overzicht, Gegevens, Profielen, Uitloggen; shown only with a user.
 * On small screens it is a panel behind the 'Menu' button; while it is open the page behind it does
 * not scroll (spec §2 "the dashboard container while the dashboard menu is open"). Esc and a click
 * beside the panel close it.
 */
export function AccountMenu() {
  const page = useStore($router);
  const { dashboardMenuOpen } = useStore($ui);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(SCROLL_LOCK_CLASS, dashboardMenuOpen);
    if (!dashboardMenuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      toggleDashboardMenu(false);
      toggle.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [dashboardMenuOpen]);

  // Leaving the account area (logout, unmount) never leaves the page locked.
  useEffect(() => () => toggleDashboardMenu(false), []);

  return (
    <nav className={`sport-account__menu${dashboardMenuOpen ? ' is-open' : ''}`} aria-label={nl.menu.label}>
      <button
        ref={toggle}
        type="button"
        className="sport-account__menu-toggle"
        aria-expanded={dashboardMenuOpen}
        aria-controls="sport-account-menu"
        onClick={() => toggleDashboardMenu()}
      >
        <span className="sport-account__menu-icon" aria-hidden="true" />
        {nl.menu.toggle}
      </button>
      {dashboardMenuOpen && <div className="sport-account__menu-backdrop" aria-hidden="true" onClick={() => toggleDashboardMenu(false)} />}
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
            className="sport-account__menu-logout"
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
