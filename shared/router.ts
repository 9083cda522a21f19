import { createRouter } from '@nanostores/router';

// Every route of spec §2 with its aliases. `links: false`: the router must never catch clicks on the
// host page's own links (DESIGN.md "Known pitfalls"); our widgets navigate through `navigate()`.
export const $router = createRouter(
  {
    account: '/account',
    login: '/account/login',
    register: '/account/register',
    forgotPassword: '/account/forgot-password',
    setPassword: '/account/set-password',
    accountDetails: '/account/gegevens',
    profiles: '/account/profiles',
    profile: '/account/profiles/:uuid',
    orderParticipants: '/order/:slug',
    orderExtras: '/order/:slug/extras',
    orderSummary: '/order/:slug/summary',
    orderSuccess: '/succes',
    orderSuccessAlias: '/success',
    orderFailed: '/failed',
    orderFailedAlias: '/mislukt',
    giftCard: '/cadeaubon',
    giftCardSummary: '/cadeaubon/summary',
    giftCardSuccess: '/cadeaubon/succes',
    giftCardFailed: '/cadeaubon/mislukt',
  },
  { links: false },
);

export type RouteName = NonNullable<ReturnType<typeof $router.get>>['route'];
export type RouteGroup = 'account' | 'order' | 'giftCard';

interface RouteInfo {
  group: RouteGroup;
  requiresLogin: boolean;
}

// spec §2 "Routes": which routes need login. Each group is one server-rendered page template.
export const routeInfo: Record<RouteName, RouteInfo> = {
  account: { group: 'account', requiresLogin: true },
  login: { group: 'account', requiresLogin: false },
  register: { group: 'account', requiresLogin: false },
  forgotPassword: { group: 'account', requiresLogin: false },
  setPassword: { group: 'account', requiresLogin: false },
  accountDetails: { group: 'account', requiresLogin: true },
  profiles: { group: 'account', requiresLogin: true },
  profile: { group: 'account', requiresLogin: true },
  orderParticipants: { group: 'order', requiresLogin: true },
  orderExtras: { group: 'order', requiresLogin: true },
  orderSummary: { group: 'order', requiresLogin: true },
  orderSuccess: { group: 'order', requiresLogin: true },
  orderSuccessAlias: { group: 'order', requiresLogin: true },
  orderFailed: { group: 'order', requiresLogin: true },
  orderFailedAlias: { group: 'order', requiresLogin: true },
  giftCard: { group: 'giftCard', requiresLogin: false },
  giftCardSummary: { group: 'giftCard', requiresLogin: false },
  giftCardSuccess: { group: 'giftCard', requiresLogin: false },
  giftCardFailed: { group: 'giftCard', requiresLogin: false },
};

/** The route a path belongs to, if it is one of ours. */
export function matchRoute(path: string): RouteName | null {
  const pathname = path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  for (const [name, pattern] of $router.routes) {
    if (pattern.test(pathname)) return name as RouteName;
  }
  return null;
}

/**
 * Moves within the current page's route group client-side; anything else is a normal page load,
 * because every group is its own server-rendered template (DESIGN.md "Known pitfalls").
 */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  const current = $router.get();
  const target = matchRoute(path);
  if (current && target && routeInfo[current.route].group === routeInfo[target].group) {
    $router.open(path, replace);
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  } else if (replace) {
    window.location.replace(path);
  } else {
    window.location.assign(path);
  }
}

/** Whether a click on a link to `path` may be handled client-side (same group, plain left click). */
export function isClientSideLink(path: string, event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const current = $router.get();
  const target = matchRoute(path);
  return Boolean(current && target && routeInfo[current.route].group === routeInfo[target].group);
}
