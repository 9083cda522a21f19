import { Client, fetchExchange } from '@urql/core';
import { graphqlUrl } from '../config';

let client: Client | null = null;

/** The urql client for the CMS (POST /graphql). Created on first use so the page's <meta> is read. */
export function cms(): Client {
  client ??= new Client({
    url: graphqlUrl(),
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: { credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache' } },
  });
  return client;
}

/** Runs a query and returns its data, throwing a readable error on failure. */
export async function cmsQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await cms().query<T>(query, variables).toPromise();
  if (result.error) {
    // a network failure becomes a TypeError so the error catalogue can say what to do
    if (result.error.networkError) throw new TypeError(result.error.networkError.message);
    throw new Error(result.error.message);
  }
  if (!result.data) throw new Error('Empty CMS answer');
  return result.data;
}
