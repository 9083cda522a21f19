// An endpoint written once (docs/architecture.md "add an endpoint"): one `defineRoute` value is the
// Hono route (mountRoutes), the body's validation with its contract schema (parseBody, a 422 with
// Dutch messages per field) and the OpenAPI operation (server/openapi/document.ts reads the same
// value). Nothing is keyed by a 'METHOD /path' string elsewhere.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { AppEnv, Deps } from '../context';
import { parseBody } from './body';
import { requireStaffId, requireUserId } from './session';

export type Method = 'get' | 'post' | 'put' | 'delete';
/**
 * public: anyone, no cookie needed (`security: []`); csrf: a session cookie from /api/csrf-cookie and
 * the X-XSRF-TOKEN header, no login; user: logged in (GET) or logged in + X-XSRF-TOKEN (other methods).
 * staff: as user, and the account's role is staff (401 without a login, 403 for a parent).
 * The CSRF check itself is app-wide middleware (http/session.ts); `user` and `staff` are checked here, before the handler.
 */
export type Access = 'public' | 'csrf' | 'user' | 'staff';

/** A query parameter: a string, optional unless `required` */
export interface QueryParam {
  name: string;
  required?: boolean;
  description?: string;
  example?: string;
}

type Body<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler gets besides Hono's context: the parsed body, the path's parameters, the parent. */
export interface RouteInput<A extends Access, S> {
  deps: Deps;
  /** the body, parsed with the route's `body` schema (undefined without one) */
  body: Body<S>;
  /** the path's `{names}` */
  params: Record<string, string>;
  /** the logged-in account (checked before the handler runs for `user` and `staff`), else the session's, if any */
  userId: A extends 'user' | 'staff' ? number : number | null;
}

export interface RouteDefinition<A extends Access = Access, S extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  method: Method;
  /** OpenAPI style: '/api/events/{uuid}/stock' */
  path: `/${string}`;
  /** the OpenAPI operationId */
  id: string;
  summary: string;
  access: A;
  /** a contract schema (a component in server/openapi/components.ts) the JSON or form body is parsed with */
  body?: S;
  /** a request body documented by hand, for what the body schema cannot say (the webhook's form) */
  requestBody?: object;
  query?: QueryParam[];
  /** every answer it gives, besides those its access adds (document.ts) */
  responses: Record<string, object>;
  /** runs after the access check and before the body is read: a 404 for another parent's item comes before a 422 */
  guard?: (c: Context<AppEnv>, input: Omit<RouteInput<A, S>, 'body'>) => unknown;
  /** wraps every method on this path (registered with app.use before the route): the stock's Cache-Control */
  middleware?: MiddlewareHandler<AppEnv>;
  handle: (c: Context<AppEnv>, input: RouteInput<A, S>) => Response | Promise<Response>;
}

/** Types the handler's input from `access` and `body`; the value itself is returned as it is. */
export function defineRoute<A extends Access, S extends v.GenericSchema | undefined = undefined>(
  route: RouteDefinition<A, S>,
): RouteDefinition<A, S> {
  return route;
}

/** '/api/events/{uuid}/stock' → '/api/events/:uuid/stock' */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers every route on `app`, in order, with its access check and body parsing before the handler. */
export function mountRoutes(app: Hono<AppEnv>, deps: Deps, routes: readonly RouteDefinition[]): void {
  for (const route of routes) {
    if (route.middleware) app.use(honoPath(route.path), route.middleware);
    app.on(route.method.toUpperCase(), honoPath(route.path), async (c) => {
      // the webhook, GraphQL and the developer pages have no session (server/app.ts)
      const userId =
        route.access === 'staff' ? requireStaffId(c) : route.access === 'user' ? requireUserId(c) : (c.get('session')?.userId ?? null);
      const params = c.req.param() as Record<string, string>;
      if (route.guard) await route.guard(c, { deps, params, userId } as Omit<RouteInput<Access, never>, 'body'>);
      const body = route.body ? await parseBody(c, route.body) : undefined;
      return route.handle(c, { deps, body, params, userId } as RouteInput<Access, never>);
    });
  }
}
