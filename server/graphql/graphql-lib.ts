// graphql is published as both CommonJS and ESM without an exports map. graphql-http's ESM build
// ends up with the CommonJS copy, while a bundler-style resolver (vitest) hands us the ESM copy;
// two copies break graphql's instanceof checks. Loading it the CommonJS way gives everyone one copy.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

export const graphqlLib = load('graphql') as typeof import('graphql');
