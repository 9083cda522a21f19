import { vi } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
import { $router } from '../../../shared/router';
import { $allowedPage } from '../../../shared/guard';
import { $profiles, $profilesLoaded, $resetLinkError, $user } from '../../../shared/stores/session';
import { $error, $formErrors, $ui } from '../../../shared/stores/ui';
import type { Profile } from '../../../shared/contract/profile';
import type { User } from '../../../shared/contract/user';
import { $dashboard, $footer, $typedEmail } from '../../../widgets/sport-account/stores';

// Test data and a fake network for the account widget. fetch is stubbed at the network edge: the
// widget's own ky and urql code runs for real.

export const demoUser: User = {
  uuid: 'user-1',
  first_name: 'Anna',
  last_name: 'de Vries',
  full_name: 'Anna de Vries',
  email: 'anna@example.nl',
  phone: '0612345678',
};

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: 'child-1',
    first_name: 'Sem',
    last_name: 'de Vries',
    birthdate: '09-04-2016',
    gender: 'm',
    club: 'VV Utrecht',
    team: 'JO11-2',
    position: 'keeper',
    street: 'Dorpsstraat',
    house_number: '12',
    postal_code: '3511 AB',
    city: 'Utrecht',
    country: 'Nederland',
    needs_medical_attention: false,
    family_doctor: 'Dr. Jansen, Utrecht',
    additional_info: '',
    allergies: '',
    group_preference: '',
    contact_phone: '0612345678',
    complete: true,
    ...overrides,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (e.g. 'GET /api/user'). Every call is recorded;
 * a call without a handler answers 404 so a test notices it.
 */
export function fakeApi(handlers: Record<string, Handler | Response | unknown>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const call = { method: request.method, path: url.pathname, body };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler === undefined) return json(404, { message: `Geen handler voor ${call.method} ${call.path}` });
    if (typeof handler === 'function') return (handler as Handler)(call);
    if (handler instanceof Response) return handler.clone();
    return json(200, handler);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

/** A GraphQL answer for urql. */
export function graphql(data: unknown): Response {
  return json(200, { data });
}

/** Opens a path in the router (the guard runs on it) and waits for the async work it starts. */
export async function goTo(path: string): Promise<void> {
  window.history.replaceState({}, '', path);
  $router.open(path);
  await allTasks();
}

/** Back to a logged-out, empty state before each test. */
export function resetAccountState(): void {
  // a path without a route: the router forgets the previous page, so the next goTo always runs the guard
  $router.open('/__test__');
  $user.set(undefined);
  $profiles.set([]);
  $profilesLoaded.set(false);
  $error.set([]);
  $formErrors.set({ messages: [], fields: {} });
  $ui.set({ navigationOpen: false, dashboardMenuOpen: false, loading: false, successMessage: null, navigationMessage: null });
  $allowedPage.set(undefined);
  $typedEmail.set('');
  $resetLinkError.set(null);
  cleanStores($dashboard, $footer);
  sessionStorage.clear();
  // the XSRF cookie is there, so ky does not first ask /api/csrf-cookie
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
}

/** Logged in with these profiles, as after login. */
export function loggedIn(profiles: Profile[] = [makeProfile()], user: User = demoUser): void {
  $user.set(user);
  $profiles.set(profiles);
  $profilesLoaded.set(true);
}

/** Waits for the promises the last action started (the guard's user call is not a task). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
