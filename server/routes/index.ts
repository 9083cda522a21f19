// Every endpoint defined with defineRoute (server/http/route.ts), in the order they are mounted; the
// OpenAPI document (server/openapi/document.ts) is made from the same lists.
import type { RouteDefinition } from '../http/route';
import { ACCOUNT_ROUTES } from './account';
import { ANSWER_ROUTES } from './answers';
import { AUTH_ROUTES, CSRF_COOKIE_ROUTE } from './auth';
import { CART_ROUTES } from './cart';
import { DEV_CHECKOUT_ROUTES, DEV_MAIL_ROUTES } from './dev';
import { DEV_CLOCK_ROUTES } from './dev-clock';
import { EVENT_ROUTES } from './events';
import { GIFT_CARD_ROUTES } from './gift-card';
import { GRAPHQL_ROUTES } from './graphql';
import { OPENAPI_ROUTE } from './openapi';
import { ORDER_ROUTES } from './orders';
import { PAYMENT_ROUTES } from './payments';
import { PROFILE_ROUTES } from './profiles';
import { STAFF_ROUTES } from './staff-routes';
import { TICKET_ROUTES } from './tickets';
import { USER_ROUTES } from './user';
import { ACCOUNT_DATA_ROUTES } from './account-data';
import { WAITING_LIST_ROUTES } from './waiting-list';

/** /api/…: always mounted, before the /api/* 404 */
export const API_ROUTES: readonly RouteDefinition[] = [
  CSRF_COOKIE_ROUTE,
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...ACCOUNT_DATA_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PROFILE_ROUTES,
  ...EVENT_ROUTES,
  ...CART_ROUTES,
  ...ANSWER_ROUTES,
  ...ORDER_ROUTES,
  ...TICKET_ROUTES,
  ...GIFT_CARD_ROUTES,
  ...PAYMENT_ROUTES,
  ...WAITING_LIST_ROUTES,
  ...STAFF_ROUTES,
  OPENAPI_ROUTE,
];

export { DEV_CHECKOUT_ROUTES, DEV_CLOCK_ROUTES, DEV_MAIL_ROUTES, GRAPHQL_ROUTES };

/**
 * Every documented endpoint: the API, GraphQL, and the developer pages (mounted only outside
 * production, the outbox only with MAIL_OUTBOX, the checkout only with the test provider: server/app.ts).
 */
export const DOCUMENTED_ROUTES: readonly RouteDefinition[] = [
  ...API_ROUTES,
  ...GRAPHQL_ROUTES,
  ...DEV_MAIL_ROUTES,
  ...DEV_CHECKOUT_ROUTES,
  ...DEV_CLOCK_ROUTES,
];
