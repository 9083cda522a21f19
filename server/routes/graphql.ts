// /graphql: the CMS content over GraphQL (GET with ?query=, POST with a JSON body), for the widgets.
// production: the schema is not handed to strangers (introspection off); the widgets' queries are written out
import { createHandler } from 'graphql-http/lib/use/fetch';
import type { Deps } from '../context';
import { graphqlLib } from '../graphql/graphql-lib';
import { parseWithLimits, queryLimitsRule } from '../graphql/limits';
import { rootValue, schema } from '../graphql/schema';
import { defineRoute } from '../http/route';
import { E, err, json, ref, str } from '../openapi/parts';
import { texts } from '../texts';

type GraphqlHandler = (request: Request) => Promise<Response>;
const handlers = new WeakMap<Deps, GraphqlHandler>();

/** One handler per app (its content, clock and mode). */
function graphqlOf(deps: Deps): GraphqlHandler {
  let handler = handlers.get(deps);
  if (!handler) {
    handler = createHandler({
      schema,
      rootValue: rootValue(deps.content, deps.now),
      parse: parseWithLimits,
      validationRules: deps.production ? [queryLimitsRule, graphqlLib.NoSchemaIntrospectionCustomRule] : [queryLimitsRule],
    });
    handlers.set(deps, handler);
  }
  return handler;
}

const result = { description: 'GraphQL result', ...json(ref('GraphQLResult')) };

/**
 * graphql-http answers a request it cannot take (a body that is not JSON, an Accept without JSON) with
 * an empty body; the API's errors are JSON with a Dutch message (docs/rules.md "§8 Error catalogue").
 */
const EMPTY_REFUSALS: Record<number, string> = { 415: texts.graphqlNotJson, 406: texts.graphqlNotAcceptable };
async function answer(deps: Deps, request: Request): Promise<Response> {
  const res = await graphqlOf(deps)(request);
  const message = EMPTY_REFUSALS[res.status];
  if (!message || (res.headers.get('content-type') ?? '').includes('json')) return res;
  return Response.json({ message }, { status: res.status });
}
const refused = {
  '406': err('Accept asks for no JSON: {"message":"Vraag het GraphQL-antwoord als JSON op, …"}'),
  '415': err('POST body that is not JSON: {"message":"Stuur je GraphQL-vraag als JSON, …"}'),
};

export const GRAPHQL_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/graphql',
    id: 'graphqlGet',
    summary: 'CMS content (GraphQL over HTTP, query in ?query=)',
    access: 'public',
    query: [{ name: 'query', required: true }],
    responses: { '200': result, '400': E[400], '406': refused['406'] },
    handle: (c, { deps }) => answer(deps, c.req.raw),
  }),
  defineRoute({
    method: 'post',
    path: '/graphql',
    id: 'graphqlPost',
    summary: 'CMS content (GraphQL over HTTP)',
    access: 'public',
    requestBody: json({ type: 'object', required: ['query'], properties: { query: str, variables: { type: 'object' } } }),
    responses: { '200': result, '400': E[400], '413': E[413], ...refused },
    handle: (c, { deps }) => answer(deps, c.req.raw),
  }),
];
