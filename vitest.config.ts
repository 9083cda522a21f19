import { defineConfig } from 'vitest/config';

// Projects: `npx vitest run --project client` runs the front end's tests alone (in seconds),
// `--project server` the API over real HTTP and SQLite and the demo site, `--project repo` the rest
// (lint boundaries, docs/rules.md); `npx vitest run` runs all of them.
const CLIENT = ['test/widgets/**/*.test.{ts,tsx}', 'test/shared/**/*.test.{ts,tsx}'];
const SERVER = ['test/server/**/*.test.ts', 'test/demo-pages/**/*.test.ts'];

export default defineConfig({
  test: {
    globals: true,
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 15000,
    projects: [
      {
        extends: true,
        // widgets and shared/; component and store tests opt into the DOM with a `// @vitest-environment happy-dom` docblock
        test: { name: 'client', include: CLIENT, environment: 'node' },
      },
      {
        extends: true,
        // the reference backend and the demo site, in Node
        test: { name: 'server', include: SERVER, environment: 'node' },
      },
      {
        extends: true,
        // every other test (lint boundaries, docs/rules.md, scripts), so that no new test folder is left out
        test: {
          name: 'repo',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...CLIENT, ...SERVER, 'test/e2e/**', 'node_modules/**'],
          environment: 'node',
        },
      },
    ],
  },
});
