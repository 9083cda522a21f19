import { atom } from 'nanostores';
import { $router, routeInfo, navigate, type RouteGroup } from './router';
import { $user, fetchUser } from './stores/session';
import { clearError, setError } from './stores/ui';
import { storeRedirect } from './redirect';
import { pathTo } from './routes';

type Page = NonNullable<ReturnType<typeof $router.get>>;

/**
 * The page the widgets may show: set only after the guard let the navigation through, so that a
 * protected screen never flashes for a visitor who is not logged in. `undefined` while checking.
 */
export const $allowedPage = atom<Page | undefined>(undefined);

const GIFT_CARD_STYLE = 'sport-gift-card-style';

let run = 0;

/**
 * The navigation guard of spec §2, run on every navigation.
 * Step 2 (load the gift-card flow, order flow and socials) is done lazily by the stores that show that
 * content (they load on mount), so a page loads only the CMS content it shows.
 */
export async function guard(page: Page | undefined): Promise<void> {
  const current = ++run;
  clearError(); // step 1
  if (!page) {
    $allowedPage.set(undefined);
    return;
  }
  const info = routeInfo[page.route];
  setGroupStyle(info.group); // step 3
  if (info.requiresLogin && !$user.get()) {
    // step 4
    $allowedPage.set(undefined);
    // null is known (no one logged in, e.g. told by the navigation's request): one user request per page
    let user = $user.get();
    if (user === undefined) {
      try {
        user = await fetchUser();
      } catch (error) {
        if (current === run) await setError(error);
        return;
      }
    }
    if (current !== run) return;
    if (!user) {
      storeRedirect(page.path + searchString(page.search) + (page.hash ? `#${page.hash}` : ''));
      navigate(pathTo('login'), { replace: true });
      return;
    }
  }
  if (current === run) $allowedPage.set(page);
}

function searchString(search: Record<string, string>): string {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
}

function setGroupStyle(group: RouteGroup): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle(GIFT_CARD_STYLE, group === 'giftCard');
}

let started = false;
/** Starts the guard once per page; routed widgets call this when they mount. */
export function startGuard(): void {
  if (started) return;
  started = true;
  $router.subscribe((page) => {
    void guard(page);
  });
}
