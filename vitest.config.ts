import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node resolves `graphql` to its CommonJS build (no exports map), as do @graphql-tools and
  // Apollo; Vite would pick the .mjs build and create a second graphql realm.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the console and the migrated database templates once per run (global-setup.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    // Browser tests start an app and Chromium, and sign in, before their first test.
    hookTimeout: 120_000,
    // expect.poll waits on what a server round trip or a browser repaint changes; vitest's 1 s
    // default is less than one such round trip takes on a CI host at load 10 (a console test
    // failed that way). No test uses expect.poll to claim a product timing: those set their own.
    expect: { poll: { timeout: 15_000 } },
    // Each file starts its own apps on databases of its own, so files run in parallel, one
    // worker per core (TEST_WORKERS overrides). A worker keeps its modules from one file to the
    // next (isolate: false): evaluating the app's module graph again for every file cost ~3 s of
    // CPU per file, about a tenth of the suite. Files share no state through modules: each
    // starts, and stops, what it uses.
    pool: 'forks',
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
    fileParallelism: true,
    isolate: false,
  },
});
