// The building blocks of an operation: answers, errors and who may call it, and the operation of a route definition.
import type { Access, Method, RouteDefinition } from '../http/route';
import { componentOf, type ComponentName, type Schema } from './components';

export const str: Schema = { type: 'string' };
export const ref = (name: ComponentName): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

export const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
export const form = (schema: Schema) => ({ content: { 'application/x-www-form-urlencoded': { schema } } });
export const html = { content: { 'text/html': { schema: str } } };
/** a `{ data }` answer */
export const ok = (description: string, schema: Schema) => ({
  description,
  ...json({ type: 'object', required: ['data'], properties: { data: schema } }),
});
export const err = (description: string) => ({ description, ...json(ref('Error')) });
export const noContent = (description: string) => ({ description });
export const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });

// The errors, shared by the operations that can give them.
export const E = {
  400: err('GraphQL request that cannot be run (no or a malformed query)'),
  401: err('Not logged in: {"message":"Je bent niet ingelogd."}'),
  403: err('A parent account at a staff call: {"message":"Alleen voor medewerkers. …"}'),
  404: (what: string) => err(what),
  409: err('A checkout of this cart is already running, or a newer checkout replaced this one'),
  413: err('Body over 100 KB'),
  419: err('CSRF token missing or wrong (X-XSRF-TOKEN must echo the XSRF-TOKEN cookie)'),
  422: err('Validation errors per field, or a body that cannot be read (Dutch messages)'),
  429: err(
    'Too many failed logins: 5 per e-mail address + IP per minute, 30 per IP per 15 minutes across addresses, or for one account across all IPs after 10 in 15 minutes a wait that doubles per failure (2 s up to 60 s); Retry-After header (seconds)',
  ),
  '429.register': err(
    'Too many registrations from this IP: REGISTRATIONS_PER_HOUR (default 10) an hour, counted for every valid form, address in use or not; Retry-After header (seconds)',
  ),
  '429.reset': err(
    'Too many wrong reset links: 5 per e-mail address + IP per minute, or 30 per IP per 15 minutes, reset-token-check and reset-password counted together; Retry-After header (seconds)',
  ),
  429.1: err(
    'Too many wrong gift-card codes from this IP: 10 per 15 minutes, counted together for the cart and the balance check; Retry-After header (seconds)',
  ),
  502: err('The payment provider could not start the payment'),
  503: err('The payment provider could not be reached; the provider retries'),
};
/** what every call with a body can answer besides its own answers */
export const withBody = { '413': E[413], '419': E[419], '422': E[422] };

export type { Access, Method } from '../http/route';

/** One operation as the OpenAPI document gives it (document.ts). */
export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  access: Access;
  parameters?: object[];
  requestBody?: object;
  responses: Record<string, object>;
}

/**
 * The operation of a route definition (server/http/route.ts): the path's {names} become its path
 * parameters; its body schema names its component (sent as JSON) unless `requestBody` says it by hand.
 */
export function routeOperation(route: RouteDefinition): Operation {
  const { method, path, id, summary, access, query = [], body, requestBody, responses } = route;
  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map((match) => pathParam(match[1]!)),
    ...query.map(({ required = false, ...param }) => ({ ...param, in: 'query', required, schema: str })),
  ];
  const request = requestBody ?? (body ? json(ref(componentOf(body))) : undefined);
  return {
    method,
    path,
    operationId: id,
    summary,
    access,
    ...(parameters.length > 0 && { parameters }),
    ...(request !== undefined && { requestBody: request }),
    responses,
  };
}
