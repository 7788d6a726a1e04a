import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: path.resolve(import.meta.dirname, '$1') },
      // `server-only` throws outside React Server Components; tests run server code directly.
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js') },
    ],
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // As in playwright.config.ts: on CI a failed test runs once more, and a test that passes
    // only on the second try is still reported (flaky) so it gets fixed.
    retry: process.env.CI ? 1 : 0,
  },
});
