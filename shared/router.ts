import { createRouter } from '@nanostores/router';
import { ROUTES, type RouteGroup, type RouteName } from './routes';

export type { RouteGroup, RouteName } from './routes';

// Every route of spec §2 with its aliases (the table is shared/routes.ts, which the loader reads too).
// `links: false`: the router must never catch clicks on the host page's own links (docs/architecture.md
// "Page templates and the router"); our widgets navigate through `navigate()`.
export const $router = createRouter(
  Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path])) as { [K in RouteName]: (typeof ROUTES)[K]['path'] },
  { links: false },
);

interface RouteInfo {
  group: RouteGroup;
  requiresLogin: boolean;
}

// spec §2 "Routes": which routes need login. Each group is one server-rendered page template.
export const routeInfo: Record<RouteName, RouteInfo> = ROUTES;

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
 * because every group is its own server-rendered template (docs/architecture.md "Page templates and the router").
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
export function isClientSideLink(
  path: string,
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const current = $router.get();
  const target = matchRoute(path);
  return Boolean(current && target && routeInfo[current.route].group === routeInfo[target].group);
}
