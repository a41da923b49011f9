// A fresh database per test app, copied from the migrated template the global setup made
// (templates.ts): PGlite in memory by default; with TEST_DATABASE=postgres a new database on the
// local Postgres server (TEST_POSTGRES_URL), dropped afterwards. `{ empty: true }` gives a
// database with no migrations applied, for the tests of migrating itself.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { TemplateBlob } from '../../src/db/pglite-template.js';
import { postgresAdminUrl } from './templates.js';

export const usePostgres = process.env.TEST_DATABASE === 'postgres';

/**
 * Whether this run takes the tests that use the local Postgres server whatever TEST_DATABASE
 * says (a database outage on a cluster of its own, a hang through a relay): yes unless
 * TEST_FIXED_POSTGRES=off. CI's PGlite run sets it, so that they run once, in its Postgres run,
 * rather than twice alike.
 */
export const runsFixedPostgresTests = process.env.TEST_FIXED_POSTGRES !== 'off';

export interface TestDatabase {
  /** DATABASE_URL for the app (undefined → PGlite). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite: the data directory a new database is loaded from (migrated, or as initdb left it with `empty`). */
  pgliteTemplate?: Blob | undefined;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** PGlite on disk here instead of in memory (a restart keeps it). */
  dataDir?: string;
  /** No migrations applied (the default is a copy of the migrated template). */
  empty?: boolean;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// Read once per worker: every in-memory database of the worker loads from the same bytes.
const pgliteTemplateBlobs = new Map<'pgliteTemplate' | 'pgliteEmptyTemplate', Blob>();
function pgliteTemplateBlob(which: 'pgliteTemplate' | 'pgliteEmptyTemplate'): Blob {
  let blob = pgliteTemplateBlobs.get(which);
  if (!blob) pgliteTemplateBlobs.set(which, (blob = new TemplateBlob(readFileSync(inject(which)))));
  return blob;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!usePostgres) {
    return {
      databaseUrl: undefined,
      dataDir: options.dataDir ?? 'memory://',
      pgliteTemplate: pgliteTemplateBlob(options.empty ? 'pgliteEmptyTemplate' : 'pgliteTemplate'),
      drop: async () => {},
    };
  }
  const local = await createLocalPostgresDatabase(options);
  return { databaseUrl: local.url.toString(), dataDir: 'memory://', drop: local.drop };
}

/**
 * A fresh database on the local Postgres server whatever TEST_DATABASE says: for tests that need
 * a server over a socket (a TCP relay in front of it), in the PGlite suite too.
 */
export async function createLocalPostgresDatabase(options: { empty?: boolean } = {}): Promise<{ url: URL; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const template = options.empty ? '' : inject('postgresTemplate');
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return { url: new URL(withDatabase(postgresAdminUrl, name)), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
