// spec §2 "Routes": every page address, once. The widgets route by ROUTES (with each route's page template
// (group) and whether it needs a login); the server links to the same pages (payment return, mails,
// calendar). So the table is part of the contract: plain data without imports, which server/ may import
// (eslint.config.js) and build.mjs bundles into the loader.
export type RouteGroup = 'account' | 'order' | 'giftCard' | 'staff';

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
  // only for an event with questions (docs/rules.md "Questions per event")
  orderQuestions: { path: '/order/:slug/questions', group: 'order', requiresLogin: true },
  orderSummary: { path: '/order/:slug/summary', group: 'order', requiresLogin: true },
  orderSuccess: { path: '/succes', group: 'order', requiresLogin: true },
  orderSuccessAlias: { path: '/success', group: 'order', requiresLogin: true },
  orderFailed: { path: '/failed', group: 'order', requiresLogin: true },
  orderFailedAlias: { path: '/mislukt', group: 'order', requiresLogin: true },
  giftCard: { path: '/cadeaubon', group: 'giftCard', requiresLogin: false },
  giftCardSummary: { path: '/cadeaubon/summary', group: 'giftCard', requiresLogin: false },
  giftCardSuccess: { path: '/cadeaubon/succes', group: 'giftCard', requiresLogin: false },
  giftCardFailed: { path: '/cadeaubon/mislukt', group: 'giftCard', requiresLogin: false },
  // the back office (docs/rules.md "Back office"): a staff account's pages on the shop's own site
  staffOverview: { path: '/beheer', group: 'staff', requiresLogin: true },
  staffParticipants: { path: '/beheer/evenementen/:uuid', group: 'staff', requiresLogin: true },
  staffCheckIn: { path: '/beheer/evenementen/:uuid/aanwezig', group: 'staff', requiresLogin: true },
  staffOrders: { path: '/beheer/bestellingen', group: 'staff', requiresLogin: true },
  staffTrainers: { path: '/beheer/trainers', group: 'staff', requiresLogin: true },
  staffLog: { path: '/beheer/logboek', group: 'staff', requiresLogin: true },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTES;

/**
 * spec §2 "Other targets seen": pages of the site around the widgets. Linked to, never routed by the
 * widgets (not in ROUTES, so the router and the loader leave them to the site).
 */
export const SITE_PAGES = {
  events: '/evenementen',
  event: '/evenementen/:slug',
  notFound: '/404',
} as const;

export type PageName = RouteName | keyof typeof SITE_PAGES;

/**
 * The address of a page with its :params filled in (encoded), and `search` as the query string:
 * pathTo('profile', { uuid }) → '/account/profiles/…'. Every link and navigate() of the widgets, and
 * every link the server makes to a page, goes through this table, so a route is renamed in one place.
 */
export function pathTo(name: PageName, params: Record<string, string> = {}, search?: Record<string, string>): string {
  const template = name in SITE_PAGES ? SITE_PAGES[name as keyof typeof SITE_PAGES] : ROUTES[name as RouteName].path;
  const path = template.replace(/:([a-z]+)/gi, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${path}?${query}` : path;
}
