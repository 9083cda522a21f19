// spec §2 "Routes": every route with its aliases, which page template (group) serves it and whether
// it needs a login. The one table both the router (shared/router.ts) and the loader (widgets/loader.ts,
// which decides "this route needs a login" before it downloads a widget's chunk, so a visitor who is not
// logged in is sent to the login page without waiting for it) read.
// Plain data without imports: build.mjs bundles a private copy of it into the loader.
export type RouteGroup = 'account' | 'order' | 'giftCard';

export interface RouteInfo {
  path: string;
  group: RouteGroup;
  requiresLogin: boolean;
}

export const ROUTES = {
  account: { path: '/account', group: 'account', requiresLogin: true },
  login: { path: '/account/login', group: 'account', requiresLogin: false },
  register: { path: '/account/register', group: 'account', requiresLogin: false },
  forgotPassword: { path: '/account/forgot-password', group: 'account', requiresLogin: false },
  setPassword: { path: '/account/set-password', group: 'account', requiresLogin: false },
  accountDetails: { path: '/account/gegevens', group: 'account', requiresLogin: true },
  profiles: { path: '/account/profiles', group: 'account', requiresLogin: true },
  profile: { path: '/account/profiles/:uuid', group: 'account', requiresLogin: true },
  orderParticipants: { path: '/order/:slug', group: 'order', requiresLogin: true },
  orderExtras: { path: '/order/:slug/extras', group: 'order', requiresLogin: true },
  orderSummary: { path: '/order/:slug/summary', group: 'order', requiresLogin: true },
  orderSuccess: { path: '/succes', group: 'order', requiresLogin: true },
  orderSuccessAlias: { path: '/success', group: 'order', requiresLogin: true },
  orderFailed: { path: '/failed', group: 'order', requiresLogin: true },
  orderFailedAlias: { path: '/mislukt', group: 'order', requiresLogin: true },
  giftCard: { path: '/cadeaubon', group: 'giftCard', requiresLogin: false },
  giftCardSummary: { path: '/cadeaubon/summary', group: 'giftCard', requiresLogin: false },
  giftCardSuccess: { path: '/cadeaubon/succes', group: 'giftCard', requiresLogin: false },
  giftCardFailed: { path: '/cadeaubon/mislukt', group: 'giftCard', requiresLogin: false },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTES;

/**
 * The address of a route with its :params filled in (encoded), and `search` as the query string:
 * pathTo('profile', { uuid }) → '/account/profiles/…'. Every link and navigate() of the widgets goes
 * through this table, so a route is renamed in one place.
 */
export function pathTo(name: RouteName, params: Record<string, string> = {}, search?: Record<string, string>): string {
  const path = ROUTES[name].path.replace(/:([a-z]+)/gi, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** The element that renders each group's routes (one page template per group). */
export const GROUP_ELEMENT: Record<RouteGroup, string> = {
  account: 'sport-account',
  order: 'sport-order',
  giftCard: 'sport-gift-card',
};

/** Whether the route at `pathname` needs a login (same matching as @nanostores/router: trailing slash ignored). */
export function routeAt(pathname: string): RouteInfo | null {
  const path = pathname.replace(/(.)\/$/, '$1');
  for (const route of Object.values(ROUTES) as RouteInfo[]) {
    const pattern = new RegExp(`^${route.path.replace(/:[a-z]+/gi, '[^/]+')}$`, 'i');
    if (pattern.test(path)) return route;
  }
  return null;
}
