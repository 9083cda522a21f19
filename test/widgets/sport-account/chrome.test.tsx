// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { $profiles } from '../../../shared/stores/profiles';
import { $ui, setError } from '../../../shared/stores/ui';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { SCROLL_LOCK_CLASS } from '../../../widgets/sport-account/components/AccountMenu';
import { dashboardEvent, demoUser, fakeApi, goTo, graphql, json, loggedIn, makeProfile, resetAccountState, settle } from './helpers';

// spec §2 "Dashboard menu and chrome", §4 "Incomplete-profile banner", §8 message boxes.
beforeEach(resetAccountState);
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
});

const sem = makeProfile({ uuid: 'sem', first_name: 'Sem' });
const lotte = makeProfile({ uuid: 'lotte', first_name: 'Lotte', complete: false });
const daan = makeProfile({ uuid: 'daan', first_name: 'Daan', complete: false });

async function open(path: string, props: { footer?: boolean } = {}) {
  render(<SportAccount {...props} />);
  await act(() => goTo(path));
}

describe('menu', () => {
  it('shows Overzicht, Gegevens, Profielen and Uitloggen with a user, marking the current page', async () => {
    loggedIn();
    fakeApi({});
    await open('/account/gegevens');
    const menu = await screen.findByRole('navigation', { name: 'Accountmenu' });
    expect(within(menu).getByRole('link', { name: 'Overzicht' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('link', { name: 'Gegevens' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Profielen' })).toHaveAttribute('href', '/account/profiles');
    expect(within(menu).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('moves between account screens client-side, focusing the new heading', async () => {
    loggedIn();
    const api = fakeApi({});
    await open('/account/gegevens');
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Accountmenu' })).getByRole('link', { name: 'Profielen' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Profielen' });
    expect(heading).toHaveFocus();
    expect(window.location.pathname).toBe('/account/profiles');
    expect(api.calls).toEqual([]);
  });

  it('logout clears the session and goes to the login page, without menu', async () => {
    loggedIn();
    const api = fakeApi({ 'POST /api/auth/logout': json(204, null) });
    await open('/account/gegevens');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(api.paths()).toEqual(['POST /api/auth/logout']);
    expect($user.get()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Accountmenu' })).toBeNull();
    // the login page says that it worked
    expect(screen.getByRole('status')).toHaveTextContent('GeluktJe bent uitgelogd.');
  });

  it("the 'Accountmenu' button toggles the panel (aria-expanded) and locks page scrolling while it is open; Esc closes it", async () => {
    loggedIn();
    fakeApi({});
    await open('/account/gegevens');
    const toggle = screen.getByRole('button', { name: 'Accountmenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'sport-account-menu');
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect($ui.get().dashboardMenuOpen).toBe(true);
    expect(document.documentElement).toHaveClass(SCROLL_LOCK_CLASS);
    expect(document.getElementById('sport-account-menu')).toHaveClass('is-open');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  it('closes the panel when focus moves out of it (Tab past Uitloggen), but not when it moves within it', async () => {
    loggedIn();
    fakeApi({});
    await open('/account/gegevens');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Accountmenu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // through the panel: it stays open
    const logout = screen.getByRole('button', { name: 'Uitloggen' });
    for (let i = 0; i < 10 && document.activeElement !== logout; i++) await user.tab();
    expect(logout).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // past the last item, into the page behind it: closed, scrolling unlocked, focus where Tab put it
    await user.tab();
    const focused = document.activeElement!;
    expect(screen.getByRole('navigation', { name: 'Accountmenu' })).not.toContainElement(focused as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
    expect(focused).toHaveFocus();
  });

  it('a blur without a new focus target (a click on something that takes no focus) leaves it open', async () => {
    loggedIn();
    fakeApi({});
    await open('/account/gegevens');
    const toggle = screen.getByRole('button', { name: 'Accountmenu' });
    await userEvent.setup().click(toggle);
    act(() => toggle.blur());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('choosing a menu item closes the panel and unlocks scrolling', async () => {
    loggedIn();
    fakeApi({});
    await open('/account/gegevens');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accountmenu' }));
    await user.click(screen.getByRole('link', { name: 'Profielen' }));
    expect(screen.getByRole('button', { name: 'Accountmenu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });
});

describe('incomplete-profile banner (spec §4)', () => {
  it('appears after the profiles load when a profile is not complete, naming the children, with a link to the profiles', async () => {
    $user.set(demoUser);
    fakeApi({ 'GET /api/user/profiles': { data: [sem, lotte, daan] }, 'GET /api/user/events': { data: [] } });
    await open('/account');
    const banner = await screen.findByText(/zijn nog niet compleet/);
    expect(banner).toHaveTextContent(
      'De gegevens van Lotte en Daan zijn nog niet compleet. Vul ze aan voordat je kinderen meedoen aan een evenement.',
    );
    expect(within(banner).getByRole('link', { name: 'Vul de gegevens aan' })).toHaveAttribute('href', '/account/profiles');
  });

  it('names one child once, and is not there when all profiles are complete', async () => {
    loggedIn([sem, lotte]);
    fakeApi({ 'GET /api/user/events': { data: [] } });
    await open('/account');
    expect(await screen.findByText(/De gegevens van Lotte zijn nog niet compleet/)).toHaveTextContent(
      'Vul ze aan voordat Lotte meedoet aan een evenement.',
    );
    act(() => $profiles.set([sem]));
    expect(screen.queryByText(/nog niet compleet/)).toBeNull();
  });

  it("speaks of 'het evenement' only for a child with an upcoming ticket, 'een evenement' for the others", async () => {
    loggedIn([sem, lotte, daan]);
    const zomer = dashboardEvent();
    fakeApi({
      'GET /api/user/events': {
        data: [
          { uuid: 'ev-zomer', tickets: [{ uuid: 't-1', profile: lotte, feedback_text: null, trainer_name: null, trainer_photo: null }] },
        ],
      },
      'POST /graphql': () => graphql({ eventsByExternalIds: [zomer] }),
    });
    await open('/account');
    await screen.findByRole('heading', { name: 'Voetbalkamp Zomer 2099' });
    expect(screen.getByText(/nog niet compleet/)).toHaveTextContent(
      'De gegevens van Lotte en Daan zijn nog niet compleet. Vul ze aan, want dat moet voordat Lotte mee kan doen aan het evenement.',
    );
  });

  it('on the profile list it leaves out the link to the page the parent is on', async () => {
    loggedIn([lotte]);
    fakeApi({});
    await open('/account/profiles');
    const banner = await screen.findByText(/nog niet compleet/);
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('is not shown before the profiles have loaded, nor to a visitor', async () => {
    fakeApi({});
    $profiles.set([lotte]);
    await open('/account/login');
    expect(screen.queryByText(/nog niet compleet/)).toBeNull();
  });
});

describe('mounting without layout shift', () => {
  it('shows only a spinner (no menu, no screen to push aside) until the user and the profiles are known', async () => {
    $user.set(demoUser);
    let answerProfiles!: () => void;
    fakeApi({
      'GET /api/user/profiles': () =>
        new Promise<Response>((resolve) => (answerProfiles = () => resolve(json(200, { data: [sem, lotte] })))),
      'GET /api/user/events': { data: [] },
    });
    render(<SportAccount />);
    act(() => {
      window.history.replaceState({}, '', '/account/profiles');
      $router.open('/account/profiles');
    });
    await waitFor(() => expect(answerProfiles).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden');
    expect(screen.queryByRole('navigation', { name: 'Accountmenu' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => {
      answerProfiles();
      await settle();
    });
    // menu, banner and screen arrive together
    expect(screen.getByRole('navigation', { name: 'Accountmenu' })).toBeInTheDocument();
    expect(screen.getByText(/De gegevens van Lotte zijn nog niet compleet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profielen' })).toBeInTheDocument();
  });

  it('shows the screen with the error when the profiles cannot be loaded', async () => {
    $user.set(demoUser);
    fakeApi({ 'GET /api/user/profiles': json(500, { message: 'Server Error' }) });
    await open('/account/gegevens');
    await act(settle);
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeInTheDocument();
  });
});

describe('message boxes', () => {
  it("the general error box is titled 'Er is iets foutgegaan' and announced", async () => {
    loggedIn();
    fakeApi({});
    await open('/account/gegevens');
    await act(() => setError(new TypeError('Failed to fetch')));
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('Er is iets foutgegaan');
    expect(box).toHaveAttribute('aria-live', 'assertive');
  });

  it("the success box is titled 'Gelukt' (not 'Succes'), and a move to another screen clears it", async () => {
    loggedIn();
    fakeApi({ 'PUT /api/user': { data: demoUser } });
    await open('/account/gegevens');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const box = (await screen.findByText('Je wijzigingen zijn opgeslagen')).closest('[role="status"]')!;
    expect(box).toHaveTextContent('Gelukt');
    expect(box).toHaveAttribute('aria-live', 'polite');
    await act(() => $router.open('/account/profiles'));
    expect(screen.queryByText('Je wijzigingen zijn opgeslagen')).toBeNull();
  });
});

describe('footer (CMS footerNavigation)', () => {
  const footer = {
    footerNavigation: {
      footerTitle: 'Handige links',
      footerLinks: [
        { footerLink: { title: 'Veelgestelde vragen', url: '/veelgestelde-vragen' } },
        { footerLink: { title: 'Privacybeleid', url: '/privacybeleid' } },
      ],
    },
  };

  it('with footer="true": the CMS title and links', async () => {
    loggedIn();
    fakeApi({ 'POST /graphql': graphql(footer) });
    await open('/account/gegevens', { footer: true });
    const nav = await screen.findByRole('navigation', { name: 'Handige links' });
    expect(within(nav).getByRole('link', { name: 'Veelgestelde vragen' })).toHaveAttribute('href', '/veelgestelde-vragen');
    expect(within(nav).getByRole('link', { name: 'Privacybeleid' })).toHaveAttribute('href', '/privacybeleid');
  });

  it('by default it is left to the page (which renders the same CMS footer): no footer and no request', async () => {
    loggedIn();
    const api = fakeApi({ 'POST /graphql': graphql(footer) });
    await open('/account/gegevens');
    expect(screen.queryByRole('navigation', { name: 'Handige links' })).toBeNull();
    expect(api.paths()).not.toContain('POST /graphql');
  });
});
