// Every endpoint defined with defineRoute (server/http/route.ts), in the order they are mounted; the
// OpenAPI document (server/openapi/document.ts) is made from the same list.
import type { RouteDefinition } from '../http/route';
import { CART_ROUTES } from './cart';
import { TICKET_ROUTES } from './tickets';

export const API_ROUTES: readonly RouteDefinition[] = [...CART_ROUTES, ...TICKET_ROUTES];
