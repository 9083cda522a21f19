import * as v from 'valibot';
import type { GraphQLField, GraphQLOutputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsQuerySchemas } from '../../shared/contract/cms';
import { graphqlLib } from '../../server/graphql/graphql-lib';
import { schema } from '../../server/graphql/schema';
import { startServer, type AnyJson, type TestServer } from './helpers';

// The CMS shapes are written once (shared/contract/cms.ts) and the widgets check every answer with them.
// Here they are held against the server's GraphQL type definitions (every field, its nullability, lists
// and scalars) and against the real /graphql answers for every field of every root query.

type Node = v.GenericSchema & { type: string; wrapped?: Node; item?: Node; entries?: Record<string, Node> };
const SCALARS: Record<string, string> = { String: 'string', ID: 'string', Int: 'number', Float: 'number', Boolean: 'boolean' };

/** Differences between a contract schema and a GraphQL output type, as 'path: what' lines. */
function compare(path: string, shape: Node, type: GraphQLOutputType): string[] {
  const nullable = shape.type === 'nullable';
  if (nullable === graphqlLib.isNonNullType(type)) return [`${path}: nullable in ${nullable ? 'the contract' : 'GraphQL'} only`];
  const inner = nullable ? shape.wrapped! : shape;
  const gqlType = graphqlLib.isNonNullType(type) ? type.ofType : type;
  if (graphqlLib.isListType(gqlType))
    return inner.type === 'array' ? compare(`${path}[]`, inner.item!, gqlType.ofType) : [`${path}: a list in GraphQL only`];
  if (graphqlLib.isObjectType(gqlType)) {
    if (inner.type !== 'object') return [`${path}: an object in GraphQL only`];
    const fields: Record<string, GraphQLField<unknown, unknown>> = gqlType.getFields();
    const names = new Set([...Object.keys(fields), ...Object.keys(inner.entries!)]);
    return [...names].flatMap((name) => {
      const field = fields[name];
      const entry = inner.entries![name];
      if (!field || !entry) return [`${path}.${name}: only in ${field ? 'GraphQL' : 'the contract'}`];
      return compare(`${path}.${name}`, entry, field.type);
    });
  }
  const scalar = graphqlLib.isScalarType(gqlType) ? SCALARS[gqlType.name] : undefined;
  return scalar === inner.type ? [] : [`${path}: ${String(gqlType)} in GraphQL, ${inner.type} in the contract`];
}

/** The selection of every field of a contract shape, e.g. '{ alt sources { width url } }'. */
function selection(shape: Node): string {
  const inner = shape.type === 'nullable' ? shape.wrapped! : shape.type === 'array' ? shape.item! : shape;
  if (inner.type === 'nullable' || inner.type === 'array') return selection(inner);
  if (inner.type !== 'object') return '';
  return `{ ${Object.entries(inner.entries!)
    .map(([name, entry]) => `${name} ${selection(entry)}`.trim())
    .join(' ')} }`;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the CMS contract (shared/contract/cms.ts) and the GraphQL server', () => {
  it('has the root fields, fields, nullability, lists and scalars of the type definitions', () => {
    const query = schema.getQueryType()!.getFields();
    expect(Object.keys(CmsQuerySchemas).sort()).toEqual(Object.keys(query).sort());
    const differences = Object.entries(CmsQuerySchemas).flatMap(([name, shape]) => compare(name, shape as Node, query[name]!.type));
    expect(differences).toEqual([]);
  });

  it('finds a difference where there is one (the comparison can fail)', () => {
    const wrong = v.object({
      footerTitle: v.nullable(v.string()),
      footerLinks: v.array(v.object({ footerLink: v.object({ title: v.string() }) })),
    });
    expect(compare('footerNavigation', wrong as Node, schema.getQueryType()!.getFields().footerNavigation!.type)).toEqual([
      'footerNavigation.footerTitle: nullable in the contract only',
      'footerNavigation.footerLinks[].footerLink.url: only in GraphQL',
    ]);
  });

  it('every root query, asking every field, answers in the contract shape', async () => {
    const ids = ((await gql('{ events { external_id } }')).data.events as { external_id: string }[]).map((e) => e.external_id);
    expect(ids.length).toBeGreaterThan(0);
    const slug = ((await gql('{ events { slug } }')).data.events as { slug: string }[])[0]!.slug;
    for (const [name, shape] of Object.entries(CmsQuerySchemas)) {
      const argsByQuery: Record<string, string> = {
        event: `(slug: ${JSON.stringify(slug)})`,
        eventsByExternalIds: `(ids: ${JSON.stringify(ids)})`,
        fieldInstructions: '(form: "profile")',
      };
      const args = argsByQuery[name] ?? '';
      const body = await gql(`{ ${name}${args} ${selection(shape as Node)} }`);
      expect(body.errors, name).toBeUndefined();
      const result = v.safeParse(shape, body.data[name]);
      expect(result.success ? [] : v.flatten(result.issues).nested, name).toEqual([]);
      if (Array.isArray(body.data[name])) expect(body.data[name].length, name).toBeGreaterThan(0);
    }
  });
});

async function gql(query: string): Promise<AnyJson> {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query }),
  });
  return response.json();
}
