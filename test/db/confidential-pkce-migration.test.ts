// Migration 20261203_0201: PKCE is optional by default for confidential applications from now on;
// those stored before the setting existed had it on, and keep it on (pinned), while a stored
// choice and public applications are left as they are.
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

const MIGRATION = '20261203_0201_confidential_pkce_pinned';
const before = Object.keys(migrations)
  .filter((name) => name < MIGRATION)
  .sort();

let database: TestDatabase;
let opened: Awaited<ReturnType<typeof openDatabase>>;
let db: Kysely<any>;
const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  db = opened.db;
  const { error } = await migrator().migrateTo(before[before.length - 1]!);
  if (error) throw error;
});
afterAll(async () => {
  await opened?.close();
  await database?.drop();
});

describe('migration 20261203_0201 (confidential applications keep PKCE they had by default)', () => {
  it('pins requirePkce on for confidential applications without the setting, and only for them', async () => {
    const apps = [
      { id: 'web-old', type: 'Traditional', custom_client_metadata: JSON.stringify({ allowTokenExchange: true }) },
      { id: 'm2m-old', type: 'MachineToMachine', custom_client_metadata: JSON.stringify({}) },
      { id: 'web-off', type: 'Traditional', custom_client_metadata: JSON.stringify({ requirePkce: false }) },
      { id: 'spa', type: 'SPA', custom_client_metadata: JSON.stringify({}) },
    ];
    await db
      .insertInto('applications')
      .values(apps.map((a) => ({ ...a, name: a.id })))
      .execute();
    const { error, results } = await migrator().migrateTo(MIGRATION);
    if (error) throw error;
    expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([`${MIGRATION} Success`]);
    const rows = await db.selectFrom('applications').select(['id', 'custom_client_metadata']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.custom_client_metadata]))).toEqual({
      'm2m-old': { requirePkce: true },
      spa: {},
      'web-off': { requirePkce: false },
      'web-old': { allowTokenExchange: true, requirePkce: true },
    });
  });
});
