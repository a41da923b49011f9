// Vitest global setup, once per run before any worker: builds the console the console tests
// drive, and the migrated database templates every test app starts from (templates.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import buildConsole from './build-console.js';
import buildServer, { BUILT_TEMPLATE_PROCESS } from './build-server.js';
import { pgliteEmptyTemplate, pgliteTemplate, postgresTemplate, templateKey } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-directory tarball. */
    pgliteTemplate: string;
    /** Path of a PGlite data-directory tarball with no migration applied. */
    pgliteEmptyTemplate: string;
    /** Name of the migrated Postgres template database ('' when no Postgres server answered). */
    postgresTemplate: string;
  }
}

/**
 * Set by `.ci/run` after test/helpers/prepare.ts has built everything once: its PGlite and Postgres
 * runs then start at the same time, and neither may rebuild the compiled server or the console
 * under the other's running tests. The templates are safe to ask for again: they are found, not made.
 */
const prepared = process.env.TEST_SETUP_PREPARED === '1';

export default async function setup(project: Pick<TestProject, 'provide'>): Promise<void> {
  const key = templateKey();
  const [pglite, pgliteEmpty, , postgres] = await Promise.all([
    pgliteTemplate(),
    pgliteEmptyTemplate(),
    // The compiled server that tests start as child processes, and its own PGlite template (its
    // key is the migrations' code as that process runs it).
    prepared ? undefined : buildServer().then(() => promisify(execFile)(process.execPath, [BUILT_TEMPLATE_PROCESS])),
    // The PGlite run uses local Postgres too (tests behind a TCP relay), but a machine without a
    // Postgres server still runs the PGlite suite: those tests then fail on their own.
    postgresTemplate(key).catch((error: unknown) => {
      if (process.env.TEST_DATABASE === 'postgres') throw error;
      return '';
    }),
    prepared ? undefined : buildConsole(),
  ]);
  project.provide('pgliteTemplate', pglite);
  project.provide('pgliteEmptyTemplate', pgliteEmpty);
  project.provide('postgresTemplate', postgres);
}
