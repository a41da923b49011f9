import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node resolves `graphql` to its CommonJS build (no exports map), as do @graphql-tools and
  // Apollo; Vite would pick the .mjs build and create a second graphql realm.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    // Browser tests start an app and Chromium, and sign in, before their first test.
    hookTimeout: 120_000,
    // Each file starts its own app and database; two cores make two workers the sweet spot.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
});
