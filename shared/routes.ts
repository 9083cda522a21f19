// spec §2 "Routes": the table itself (paths, groups, login) is shared/contract/routes.ts, which the
// server reads too. Here what the front end adds: which element serves each group, and the route at a
// path. The router (shared/router.ts) and the loader (widgets/loader.ts, which decides "this route needs
// a login" before it downloads a widget's chunk, so a visitor who is not logged in is sent to the login
// page without waiting for it) read it. No browser code: build.mjs bundles a private copy into the loader.
import { ROUTES, type RouteGroup, type RouteInfo } from './contract/routes';

export { ROUTES, pathTo } from './contract/routes';
export type { RouteGroup, RouteName } from './contract/routes';

/** The element that renders each group's routes (one page template per group). */
export const GROUP_ELEMENT: Record<RouteGroup, string> = {
  account: 'sport-account',
  order: 'sport-order',
  giftCard: 'sport-gift-card',
  staff: 'sport-staff',
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
