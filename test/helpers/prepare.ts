// Runs the test suite's global setup once, outside Vitest (`npx tsx test/helpers/prepare.ts`):
// `.ci/run` does this before it starts its PGlite and Postgres runs side by side with
// TEST_SETUP_PREPARED=1, so that the compiled server, the console and the database templates are
// built by one process, not raced for by two.
import setup from './global-setup.js';

await setup({ provide: () => undefined });
console.log('test setup prepared: compiled server, console, database templates');
