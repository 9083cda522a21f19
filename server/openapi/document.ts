// GET /api/openapi.json: the API of this server (OpenAPI 3.1). server/API.md explains the same in
// prose, with the demo codes. The schemas come from the contract (components.ts); an operation is its
// route definition (server/http/route.ts, listed in server/routes/index.ts): a new endpoint adds nothing here.
// test/server/openapi.test.ts validates the document, and every JSON answer the API tests receive
// is checked against its operation's schema (test/server/helpers.ts), so the two cannot drift.
import { SCHEMAS } from './components';
import { DOCUMENTED_ROUTES } from '../routes';
import { E, routeOperation, type Access, type Method, type Operation } from './parts';

/** A function, not a constant: GET /api/openapi.json is itself a route of that list (an import circle). */
export const operations = (): Operation[] => DOCUMENTED_ROUTES.map(routeOperation);

const SECURITY: Record<Access, (method: Method) => object[]> = {
  public: () => [],
  csrf: () => [{ session: [], xsrf: [] }],
  user: (method) => (method === 'get' ? [{ session: [] }] : [{ session: [], xsrf: [] }]),
  staff: (method) => (method === 'get' ? [{ session: [] }] : [{ session: [], xsrf: [] }]),
};

const userErrors = (method: Method) => (method === 'get' ? { '401': E[401] } : { '401': E[401], '419': E[419] });

export function openApiDocument(baseUrl: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const { method, path, access, responses, ...rest } of operations()) {
    const extra =
      access === 'user'
        ? userErrors(method)
        : access === 'staff'
          ? { ...userErrors(method), '403': E[403] }
          : access === 'csrf'
            ? { '419': E[419] }
            : {};
    (paths[path] ??= {})[method] = { ...rest, security: SECURITY[access](method), responses: { ...responses, ...extra } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sport event shop – reference backend',
      version: '1.0.0',
      description:
        'Laravel-style JSON API: cookie session `shop_session` (started by GET /api/csrf-cookie, login or register), `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN` on POST/PUT/PATCH/DELETE (else 419). Success bodies are `{data}`; errors `{message, errors?}`. Money is a number_format string. See server/API.md.',
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
      schemas: SCHEMAS,
    },
    paths,
  };
}
