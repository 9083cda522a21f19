// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks } from 'nanostores';
import { $user } from '../../../shared/stores/session';
import { $profiles } from '../../../shared/stores/profiles';
import { $ui, toggleNavigation } from '../../../shared/stores/ui';
import { SportNavigation, SCROLL_LOCK_CLASS } from '../../../widgets/sport-navigation/sport-navigation';
import { demoUser } from '../../support/factories';

const user = { ...demoUser, uuid: 'u1' };

// The server-rendered navigation of demo-pages/templates/layout.ts
const FALLBACK = `<nav class="site-nav" aria-label="Hoofdmenu">
  <a class="site-nav__brand" href="/"><svg class="logo" aria-hidden="true"></svg><span class="site-nav__name">Sportkamp Vooruit</span></a>
  <ul class="site-nav__links">
    <li><a class="site-nav__link" href="/">Home</a></li>
    <li><a class="site-nav__link" href="/evenementen" aria-current="page">Evenementen</a></li>
    <li><a class="site-nav__link" href="/cadeaubon">Cadeaubon</a></li>
  </ul>
  <a class="site-nav__account" href="/account"><svg class="icon" aria-hidden="true"></svg><span>Account</span></a>
</nav>`;

let userCalls = 0;
let answerUser: () => Response = () => new Response(JSON.stringify({ message: 'Je bent niet ingelogd.' }), { status: 401 });

function mount() {
  const host = document.createElement('sport-navigation');
  host.innerHTML = FALLBACK;
  document.body.append(host);
  return { host, ...render(<SportNavigation container={host} />, { container: host }) };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  userCalls = 0;
  answerUser = () => new Response(JSON.stringify({ message: 'Je bent niet ingelogd.' }), { status: 401 });
  $user.set(undefined);
  $profiles.set([]);
  toggleNavigation(false);
  scrollTo(0);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === '/api/user') {
        userCalls++;
        return answerUser();
      }
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await allTasks();
  vi.unstubAllGlobals();
});

describe('<sport-navigation> draws the site navigation', () => {
  it('keeps the server-rendered brand, links, order and classes', () => {
    const { host } = mount();
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(nav).toHaveClass('site-nav');
    const links = [...host.querySelectorAll('.site-nav__links a')].map((a) => [a.textContent, a.getAttribute('href'), a.className]);
    expect(links).toEqual([
      ['Home', '/', 'site-nav__link'],
      ['Evenementen', '/evenementen', 'site-nav__link'],
      ['Cadeaubon', '/cadeaubon', 'site-nav__link'],
    ]);
    expect(screen.getByRole('link', { name: 'Evenementen' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sportkamp Vooruit' })).toHaveAttribute('href', '/');
    expect(host.querySelector('.site-nav__brand svg.logo')).not.toBeNull();
  });
});

describe('the account button (spec §2)', () => {
  it("shows a loading state, then 'Inloggen' → /account/login for a visitor", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = answerUser;
    answerUser = () => held.then(answer) as unknown as Response;
    const { host } = mount();
    const account = host.querySelector('.site-nav__account')!;
    expect(account).toHaveClass('is-loading');
    expect(account).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/account/login'));
    expect(account).not.toHaveClass('is-loading');
    expect(userCalls).toBe(1);
  });

  it("follows the session store at once: 'Account' after a login elsewhere, 'Inloggen' after logout, no second user request", async () => {
    mount();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument());
    act(() => $user.set(user));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    act(() => $user.set(null));
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/account/login');
    expect(userCalls).toBe(1);
  });

  it('asks nothing when another widget knows the user already', async () => {
    $user.set(user);
    mount();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await allTasks();
    expect(userCalls).toBe(0);
  });

  it("keeps the server's 'Account' → /account when the user cannot be loaded", async () => {
    answerUser = () => new Response('{"message":"Stuk"}', { status: 500 });
    const { host } = mount();
    await waitFor(() => expect(host.querySelector('.site-nav__account')).not.toHaveClass('is-loading'));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });
});

describe('hide on scroll (spec §4, §9)', () => {
  it('hides after more than 50 px down and returns after more than 100 px up', () => {
    scrollTo(300);
    const { host } = mount();
    scrollTo(340);
    expect(host.getAttribute('data-hidden')).toBe(null);
    scrollTo(351);
    expect(host).toHaveAttribute('data-hidden', 'true');
    scrollTo(600);
    scrollTo(500);
    expect(host).toHaveAttribute('data-hidden', 'true');
    scrollTo(499);
    expect(host).toHaveAttribute('data-hidden', 'false');
  });

  it('never hides while it holds focus, and shows when focus comes in', async () => {
    const { host } = mount();
    scrollTo(300);
    scrollTo(400);
    expect(host).toHaveAttribute('data-hidden', 'true');
    act(() => screen.getByRole('link', { name: 'Home' }).focus());
    expect(host).toHaveAttribute('data-hidden', 'false');
    scrollTo(800);
    expect(host).toHaveAttribute('data-hidden', 'false');
  });
});

describe('the burger and the mobile menu', () => {
  it('opens and closes with the mouse, locks the page behind it', async () => {
    const ue = userEvent.setup();
    mount();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(menu.tagName).toBe('UL');
    await ue.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect($ui.get().navigationOpen).toBe(true);
    expect(document.documentElement).toHaveClass(SCROLL_LOCK_CLASS);
    await ue.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  it('keeps focus inside while open, Esc closes and gives focus back to the burger', async () => {
    const ue = userEvent.setup();
    const { host } = mount();
    // the page behind the menu has links of its own, which focus must not reach
    document.body.insertAdjacentHTML('afterbegin', '<a href="/voor">Voor</a>');
    document.body.insertAdjacentHTML('beforeend', '<a href="/na">Na</a>');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument());
    const burger = screen.getByRole('button', { name: 'Menu' });
    burger.focus();
    await ue.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    // brand, burger, Home, Evenementen, Cadeaubon, Inloggen: Tab past the last wraps to the first
    await ue.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await ue.tab();
    await ue.tab();
    await ue.tab();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveFocus();
    await ue.tab();
    expect(screen.getByRole('link', { name: 'Sportkamp Vooruit' })).toHaveFocus();
    await ue.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveFocus();
    // never hides while open
    scrollTo(300);
    scrollTo(500);
    expect(host.getAttribute('data-hidden')).not.toBe('true');
    await ue.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });
});
