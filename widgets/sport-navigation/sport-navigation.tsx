import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $user, fetchUser } from '../../shared/stores/session';
import { $ui, toggleNavigation } from '../../shared/stores/ui';
import { readNavigation, type FallbackLink } from './fallback';
import { nextScroll, startScroll } from './scroll';
import { nl } from './nl';

export interface SportNavigationProps {
  /** The custom element itself (r2wc passes it): its server-rendered navigation is read before the first render. */
  container?: HTMLElement;
}

/** Set on <html> while the mobile menu is open: styles.css locks the page behind it (spec §2 scroll lock). */
export const SCROLL_LOCK_CLASS = 'sport-navigation-open';
/** The site's breakpoint: from here on the links stand in the bar and there is no burger. */
export const WIDE = '(min-width: 760px)';

/** A ref callback that puts copies of the server's nodes (icons, logo, text) into an element React leaves empty. */
function adopt(nodes: readonly Node[]) {
  return (element: HTMLElement | null) => {
    if (element && !element.hasChildNodes()) element.append(...nodes.map((node) => node.cloneNode(true)));
  };
}

function Adopted({ nodes }: { nodes: readonly Node[] }) {
  const [ref] = useState(() => adopt(nodes));
  return <span className="sport-navigation__adopted" ref={ref} />;
}

function SiteLink({ link, onClick }: { link: FallbackLink; onClick?: () => void }) {
  return (
    <a className={link.className} href={link.href} aria-current={(link.current as 'page' | null) ?? undefined} onClick={onClick}>
      <Adopted nodes={link.nodes} />
    </a>
  );
}

/** One of the account button's labels: the other one keeps its room but is neither seen nor read. */
function Label({ shown, children }: { shown: boolean; children: string }) {
  return shown ? <span>{children}</span> : <span className="is-other" aria-hidden="true">{children}</span>;
}

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];

/**
 * Focus that the browser would ring (:focus-visible): the keyboard's, not a tap's or a click's. A
 * tapped burger keeps focus after the menu closes; that must not pin the bar for good (spec §4: it
 * hides on the next scroll down). A browser without the selector counts every focus.
 */
function keyboardFocus(element: EventTarget): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

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
    if ($user.get() !== undefined) return;
    fetchUser().catch(() => setUserFailed(true));
  }, []);

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
  const loading = user === undefined && !userFailed;
  const signedIn = Boolean(user);
  const known = user !== undefined;

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
      {account ? (
        <a
          className={`${account.className} sport-navigation__account${loading ? ' is-loading' : ''}`}
          href={known ? (signedIn ? '/account' : '/account/login') : account.href}
          aria-current={(account.current as 'page' | null) ?? undefined}
          aria-busy={loading || undefined}
          aria-label={loading ? nl.account : undefined}
        >
          {account.icon.length ? <Adopted nodes={account.icon} /> : null}
          {/* both labels take their room, only one shows: the button keeps one size (no shift) */}
          <span className="sport-navigation__labels">
            <Label shown={!loading && (signedIn || !known)}>{nl.account}</Label>
            <Label shown={!loading && known && !signedIn}>{nl.login}</Label>
          </span>
        </a>
      ) : null}
    </nav>
  );
}
