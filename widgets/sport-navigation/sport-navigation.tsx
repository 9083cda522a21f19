import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $user, fetchUser } from '../../shared/stores/session';
import { $ui, toggleNavigation } from '../../shared/stores/ui';
import { sessionOnThisPage, shopPageUrl } from '../../shared/config';
import { readNavigation } from './fallback';
import { AccountButton } from './components/AccountButton';
import { SiteLink } from './components/SiteLink';
import { focusables, keyboardFocus } from './focus';
import { nextScroll, startScroll } from './scroll';
import { nl } from './nl';
import { pathTo } from '../../shared/routes';

export interface SportNavigationProps {
  /** The custom element itself (r2wc passes it): its server-rendered navigation is read before the first render. */
  container?: HTMLElement;
}

/** Set on <html> while the mobile menu is open: styles.css locks the page behind it (spec §2 scroll lock). */
export const SCROLL_LOCK_CLASS = 'sport-navigation-open';
/** The site's breakpoint: from here on the links stand in the bar and there is no burger. */
export const WIDE = '(min-width: 760px)';

/**
 * <sport-navigation> (spec §2 "Navigation", §4 "Navigation menu"): the site's own navigation, drawn
 * again from its server-rendered markup with the same classes, plus hide on scroll, a burger with the
 * mobile menu, and an account button that follows the shared session store.
 */
export function SportNavigation({ container }: SportNavigationProps) {
  const [fallback] = useState(() => readNavigation(container));
  const user = useStore($user);
  const { navigationOpen: open } = useStore($ui, { keys: ['navigationOpen'] });
  const [userFailed, setUserFailed] = useState(false);
  // On a page that does not hold the shop's pages the parent's session is not this page's to know (a
  // third-party cookie on another site): no user check, the button links to the shop's own account.
  const [checksSession] = useState(sessionOnThisPage);
  const [focused, setFocused] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pinned = open || focused;
  const pinnedRef = useRef(pinned);
  const scroll = useRef(startScroll(0));

  // One user request per page: another widget (the account area) may have asked already, or be asking
  // (fetchUser shares a request in flight). `null` is known too: no one is logged in.
  useEffect(() => {
    if (!checksSession || $user.get() !== undefined) return;
    fetchUser().catch(() => setUserFailed(true));
  }, [checksSession]);

  // Hide on scroll (spec §4, §9). The attribute is on the element, so the page's sticky header can follow it.
  useEffect(() => {
    if (!container) return;
    scroll.current = startScroll(window.scrollY);
    const onScroll = () => {
      const next = nextScroll(scroll.current, window.scrollY, pinnedRef.current);
      if (next.hidden !== scroll.current.hidden) container.setAttribute('data-hidden', String(next.hidden));
      scroll.current = next;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      container.removeAttribute('data-hidden');
    };
  }, [container]);

  // Never hidden while it holds keyboard focus or its menu is open.
  useEffect(() => {
    pinnedRef.current = pinned;
    if (pinned && scroll.current.hidden) {
      scroll.current = { ...scroll.current, hidden: false, reference: scroll.current.last };
      container?.setAttribute('data-hidden', 'false');
    }
  }, [pinned, container]);

  // While the menu is open: the page behind does not scroll (spec §2), Esc closes it and gives focus
  // back to the burger, and growing past the breakpoint closes it (the burger is gone there).
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(SCROLL_LOCK_CLASS, open);
    if (!open) return;
    const nav = navRef.current;
    if (nav) nav.style.setProperty('--sport-navigation-bottom', `${Math.max(0, nav.getBoundingClientRect().bottom)}px`);
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      toggleNavigation(false);
      burgerRef.current?.focus();
    }
    const wide = window.matchMedia?.(WIDE);
    const onWide = () => {
      if (wide?.matches) toggleNavigation(false);
    };
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
      root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [open]);

  // Leaving the page's DOM never leaves it locked.
  useEffect(() => () => toggleNavigation(false), []);

  // Focus stays inside while the menu is open: Tab past the last item goes to the first, and back.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!open || event.key !== 'Tab' || !navRef.current) return;
    const items = focusables(navRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  }

  if (!fallback) return null;
  const { account } = fallback;
  // spec §2: a loading state first (same room), then 'Account' → /account or 'Login' → /account/login.
  // If the user cannot be loaded the server's link stays: /account sends visitors to the login page.
  const loading = checksSession && user === undefined && !userFailed;
  const signedIn = Boolean(user);
  const known = checksSession && user !== undefined;
  const accountHref = !checksSession
    ? shopPageUrl(pathTo('account'))
    : known
      ? signedIn
        ? pathTo('account')
        : pathTo('login')
      : account?.href;

  return (
    <nav
      ref={navRef}
      className={`${fallback.className} sport-navigation__nav${open ? ' is-open' : ''}`}
      aria-label={fallback.label ?? undefined}
      onKeyDown={onKeyDown}
      onFocus={(event) => setFocused(keyboardFocus(event.target))}
      onBlur={onBlur}
    >
      {fallback.brand ? <SiteLink link={fallback.brand} /> : null}
      <button
        ref={burgerRef}
        type="button"
        className="sport-navigation__burger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => toggleNavigation()}
      >
        <span className="sport-navigation__burger-icon" aria-hidden="true" />
        <span className="sport-visually-hidden">{nl.menu}</span>
      </button>
      <ul id={menuId} className={`${fallback.listClassName} sport-navigation__menu`}>
        {fallback.links.map((link, index) => (
          <li key={index}>
            <SiteLink link={link} onClick={() => toggleNavigation(false)} />
          </li>
        ))}
      </ul>
      {account ? <AccountButton account={account} href={accountHref} loading={loading} known={known} signedIn={signedIn} /> : null}
    </nav>
  );
}
