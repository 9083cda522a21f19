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
    testTimeout: 15000,
    // two files at once on the 2-core machine (vitest's default is cores − 1, so one): much of the server's
    // test time waits on processes, sockets and timers, and a fork per file keeps their state apart
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // widgets and shared/; component and store tests opt into the DOM with a `// @vitest-environment happy-dom` docblock
        // (jest-dom's matchers, test/setup.ts, only here: no other test renders a DOM)
        test: { name: 'client', include: CLIENT, environment: 'node', setupFiles: ['test/setup.ts'] },
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
