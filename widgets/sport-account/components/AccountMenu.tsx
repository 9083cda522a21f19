import { useEffect, useRef, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $router } from '../../../shared/router';
import { $ui, toggleDashboardMenu } from '../../../shared/stores/ui';
import { logout } from '../../../shared/stores/session';
import { Link } from '../../../shared/ui/Link';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

const items = [
  { href: pathTo('account'), label: nl.menu.overview, routes: ['account'] },
  { href: pathTo('accountDetails'), label: nl.menu.details, routes: ['accountDetails'] },
  { href: pathTo('profiles'), label: nl.menu.profiles, routes: ['profiles', 'profile'] },
] as const;

/** Set on <html> while the dashboard menu is open; styles.css locks scrolling with it on small screens only. */
export const SCROLL_LOCK_CLASS = 'sport-dashboard-menu-open';

/**
 * spec §2 "Dashboard menu": Overzicht, Gegevens, Profielen, Uitloggen; shown only with a user.
 * On small screens it is a panel behind the 'Menu' button; while it is open the page behind it does
 * not scroll (spec §2 "the dashboard container while the dashboard menu is open"). Esc, a click
 * beside the panel, and focus leaving it (Tab past 'Uitloggen') close it, as with any navigation panel.
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

  // Focus that moves to an element outside the menu closes it, so the keyboard never works in the
  // dimmed page behind an open panel. Without a new focus target (relatedTarget null: a click on
  // something that takes no focus, as Safari does for links) it stays open, or that click would hide
  // the link under the pointer; the backdrop closes it then.
  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (dashboardMenuOpen && next instanceof Node && !event.currentTarget.contains(next)) toggleDashboardMenu(false);
  }

  return (
    <nav className={`sport-account__menu${dashboardMenuOpen ? ' is-open' : ''}`} aria-label={nl.menu.label} onBlur={onBlur}>
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
