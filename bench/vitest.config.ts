import { defineConfig } from 'vitest/config';

// `npm run bench:checks`: what the bench relies on and what the start flags do to V8, checked in
// child processes. Not part of `npm test`: these read V8's own traces and timings, which belong
// with the bench, not with the product's behaviour.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['bench/checks/**/*.test.ts'],
    testTimeout: 180_000,
    pool: 'forks',
    // One at a time: each measures a child process, and a neighbour's load would be in its figures.
    fileParallelism: false,
  },
});
