// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { $router } from '../../shared/router';
import { $allowedPage, guard } from '../../shared/guard';
import { $user } from '../../shared/stores/session';
import { $error } from '../../shared/stores/ui';
import { takeRedirect } from '../../shared/redirect';

// spec §2 "Navigation guard", its five steps, with fetch stubbed at the network edge.
const demoUser = {
  uuid: 'u-1',
  first_name: 'Anna',
  last_name: 'de Vries',
  full_name: 'Anna de Vries',
  email: 'anna@example.nl',
  phone: '0612345678',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function open(path: string) {
  window.history.pushState({}, '', path);
  $router.open(path);
  return $router.get();
}

let unbind: () => void;
beforeEach(() => {
  unbind = $router.listen(() => {});
  $user.set(undefined);
  sessionStorage.clear();
});
afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
  cleanStores($allowedPage, $error);
  document.documentElement.className = '';
});

describe('guard', () => {
  it('step 1: clears the general error on every navigation', async () => {
    $error.set(['Oud probleem.']);
    await guard(open('/account/login'));
    expect($error.get()).toEqual([]);
  });

  it('step 3: gives gift-card routes the gift-card style, and only those', async () => {
    await guard(open('/cadeaubon'));
    expect(document.documentElement.classList.contains('sport-gift-card-style')).toBe(true);
    await guard(open('/account/login'));
    expect(document.documentElement.classList.contains('sport-gift-card-style')).toBe(false);
  });

  it.each([
    ["the shop's 200 { data: null }", () => answer(200, { data: null })],
    ["a backend's 401", () => answer(401, { message: 'Je bent niet ingelogd.' })],
  ])('step 4: without a user (%s), stores the target and goes to /account/login', async (_name, reply) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply()),
    );
    await guard(open('/account/profiles'));
    expect($router.get()?.route).toBe('login');
    expect($allowedPage.get()).toBeUndefined();
    expect(takeRedirect()).toBe('/account/profiles');
  });

  it('step 4: a visitor the navigation already knows as logged out goes to login without a second user request', async () => {
    const fetch = vi.fn(async () => answer(401, { message: 'Je bent niet ingelogd.' }));
    vi.stubGlobal('fetch', fetch);
    $user.set(null);
    await guard(open('/account/gegevens'));
    expect($router.get()?.route).toBe('login');
    expect(takeRedirect()).toBe('/account/gegevens');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('step 4: fetches the user when none is loaded and lets a logged-in parent through', async () => {
    const fetch = vi.fn(async () => answer(200, { data: demoUser }));
    vi.stubGlobal('fetch', fetch);
    const page = open('/account/gegevens');
    await guard(page);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($user.get()?.full_name).toBe('Anna de Vries');
    expect($allowedPage.get()?.route).toBe('accountDetails');
  });

  it('step 4: a failing user call becomes the global error, and the page is not shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503, { message: 'Onderhoud, probeer het straks opnieuw.' })),
    );
    await guard(open('/account'));
    expect($error.get()).toEqual(['Onderhoud, probeer het straks opnieuw.']);
    expect($allowedPage.get()).toBeUndefined();
  });

  it('lets anyone open a route without login, without asking for the user', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await guard(open('/account/register'));
    expect(fetch).not.toHaveBeenCalled();
    expect($allowedPage.get()?.route).toBe('register');
  });
});
