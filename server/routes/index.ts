// Every endpoint defined with defineRoute (server/http/route.ts), in the order they are mounted; the
// OpenAPI document (server/openapi/document.ts) is made from the same list.
import type { RouteDefinition } from '../http/route';
import { CART_ROUTES } from './cart';
import { STAFF_ROUTES } from './staff-routes';

export const API_ROUTES: readonly RouteDefinition[] = [...CART_ROUTES, ...STAFF_ROUTES];
