import { Client, fetchExchange } from '@urql/core';
import { graphqlUrl } from '../config';

// Loaded only when a widget first asks the CMS something (see client.ts): pages that never query the
// CMS, like the login page, do not pay for urql (docs/architecture.md "The bundle": urql stays out of the shared chunk).
let client: Client | null = null;

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
