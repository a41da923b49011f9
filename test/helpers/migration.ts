// A database migrated up to just before one migration, for the test of that migration: the test
// fills it as older code would have, then steps the migration up (and down) and reads the result.
// One per file: its beforeAll opens a fresh empty database, its afterAll drops it.
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface MigrationUnderTest {
  /** The open database (valid once beforeAll ran). */
  readonly db: Kysely<any>;
  migrator(): Migrator;
  /** Runs exactly this migration up, or the last one down, and checks that it alone ran. */
  step(to: 'up' | 'down'): Promise<void>;
}

export function useDatabaseBefore(migration: string): MigrationUnderTest {
  if (!(migration in migrations)) throw new Error(`no migration ${migration}`);
  const before = Object.keys(migrations)
    .filter((name) => name < migration)
    .sort();
  let database: TestDatabase | undefined;
  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const under: MigrationUnderTest = {
    get db() {
      if (!opened) throw new Error('the database opens in beforeAll');
      return opened.db as Kysely<any>;
    },
    migrator: () => new Migrator({ db: under.db, provider: { getMigrations: async () => migrations } }),
    async step(to) {
      const { error, results } = to === 'up' ? await under.migrator().migrateTo(migration) : await under.migrator().migrateDown();
      if (error) throw error;
      expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([`${migration} Success`]);
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, pgliteTemplate: database.pgliteTemplate });
    const { error } = await under.migrator().migrateTo(before[before.length - 1]!);
    if (error) throw error;
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });
  return under;
}
