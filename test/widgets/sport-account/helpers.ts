import { createElement } from 'react';
import { act, render } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { $profiles, $profilesLoaded } from '../../../shared/stores/profiles';
import type { Profile } from '../../../shared/contract/profile';
import type { User } from '../../../shared/contract/user';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { resetStores } from '../../support/reset';
import { demoUser, makeProfile } from '../../support/factories';
import { fakeApi, graphql } from '../../support/network';

// Helpers of the account widget's tests; the network and the test data are in test/support/.
export { dashboardEvent, demoUser, makeProfile } from '../../support/factories';
export { fakeApi, graphql, json, type Call } from '../../support/network';

/** Opens a path in the router (the guard runs on it) and waits for the async work it starts. */
export async function goTo(path: string): Promise<void> {
  window.history.replaceState({}, '', path);
  $router.open(path);
  await allTasks();
}

/** Back to a logged-out, empty state before each test. */
export function resetAccountState(): void {
  resetStores();
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

/** The demo parent's two children, both complete (a test that needs one incomplete makes its own). */
export const sem = makeProfile({ uuid: 'sem', first_name: 'Sem' });
export const lotte = makeProfile({ uuid: 'lotte', first_name: 'Lotte' });

/**
 * The dashboard (/account) of Sem's and Lotte's parent, on a fake API that answers its calls with
 * nothing to show; `answers` add to or replace those. Answers the fake API (its record of the calls).
 */
export async function openDashboard(answers: Record<string, unknown> = {}) {
  loggedIn([sem, lotte]);
  const api = fakeApi({
    'GET /api/user': { data: demoUser },
    'GET /api/user/profiles': { data: [sem, lotte] },
    'GET /api/user/events': { data: [] },
    'POST /graphql': graphql({ eventsByExternalIds: [] }),
    ...answers,
  });
  render(createElement(SportAccount));
  await act(() => goTo('/account'));
  return api;
}
