// A fresh database per test app: PGlite in memory by default; with TEST_DATABASE=postgres a
// new database on the local Postgres server (TEST_POSTGRES_URL), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const usePostgres = process.env.TEST_DATABASE === 'postgres';
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** DATABASE_URL for the app (undefined → PGlite). */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  if (!usePostgres) return { databaseUrl: undefined, dataDir: options.dataDir ?? 'memory://', drop: async () => {} };
  const local = await createLocalPostgresDatabase();
  return { databaseUrl: local.url.toString(), dataDir: 'memory://', drop: local.drop };
}

/**
 * A fresh database on the local Postgres server whatever TEST_DATABASE says: for tests that need
 * a server over a socket (a TCP relay in front of it), in the PGlite suite too.
 */
export async function createLocalPostgresDatabase(): Promise<{ url: URL; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: new URL(withDatabase(adminUrl, name)), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
