// GET /api/openapi.json: the API of this server (OpenAPI 3.1). server/API.md explains the same in
// prose, with the demo codes. The schemas come from the contract (components.ts); an operation's
// metadata (operationId, who may call it, body, every answer it gives) is one entry keyed 'METHOD /path'
// in account-operations.ts, other-operations.ts or rush-operations.ts: a new endpoint adds its entry there.
// test/server/openapi.test.ts validates the document, and every JSON answer the API tests receive
// is checked against its operation's schema (test/server/helpers.ts), so the two cannot drift.
import { ACCOUNT_OPERATIONS } from './account-operations';
import { SCHEMAS } from './components';
import { OTHER_OPERATIONS } from './other-operations';
import { RUSH_OPERATIONS } from './rush-operations';
import { API_ROUTES } from '../routes';
import { E, operationList, routeOperation, type Access, type Method, type Operation } from './parts';

export const OPERATIONS: Operation[] = [
  ...API_ROUTES.map(routeOperation),
  ...[ACCOUNT_OPERATIONS, OTHER_OPERATIONS, RUSH_OPERATIONS].flatMap(operationList),
];

const SECURITY: Record<Access, (method: Method) => object[]> = {
  public: () => [],
  csrf: () => [{ session: [], xsrf: [] }],
  user: (method) => (method === 'get' ? [{ session: [] }] : [{ session: [], xsrf: [] }]),
  staff: (method) => (method === 'get' ? [{ session: [] }] : [{ session: [], xsrf: [] }]),
};

const userErrors = (method: Method) => (method === 'get' ? { '401': E[401] } : { '401': E[401], '419': E[419] });

export function openApiDocument(baseUrl: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const { method, path, access, responses, ...rest } of OPERATIONS) {
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
