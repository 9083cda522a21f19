import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // component and store tests opt into the DOM with a `// @vitest-environment happy-dom` docblock
    setupFiles: ['test/setup.ts'],
    testTimeout: 15000,
  },
});
