// Migration 20261203_0101: the enterprise sign-in requests table, which holds OpenID Connect
// requests as well as SAML's, is renamed sso_requests with its indexes and constraints, keeping
// every row; going down gives the old names back, rows and all.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

const MIGRATION = '20261203_0101_sso_requests';
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

const step = async (to: 'up' | 'down') => {
  const { error, results } = to === 'up' ? await migrator().migrateTo(MIGRATION) : await migrator().migrateDown();
  if (error) throw error;
  expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([`${MIGRATION} Success`]);
};

/** The table's own index and constraint names. */
const namesOf = async (table: string) => {
  const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table} order by 1`.execute(db);
  const constraints = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = ${table}::regclass order by 1`.execute(db);
  return { indexes: indexes.rows.map((r) => r.name), constraints: constraints.rows.map((r) => r.name) };
};

const tableExists = async (table: string) =>
  (await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(db)).rows[0]!.found !== null;

describe('migration 20261203_0101 (sso_saml_requests becomes sso_requests)', () => {
  const request = {
    id: 'req-1',
    sso_connector_id: 'sso-1',
    interaction_id: 'int-1',
    request_id: 'nonce-or-saml-id',
    redirect_uri: 'https://app.example.com/callback',
    state: 'st-1',
    code_verifier: 'sealed-verifier',
  };

  it('renames the table, its indexes and constraints, and keeps the rows', async () => {
    await db.insertInto('applications').values({ id: 'app-1', name: 'App', type: 'Traditional' }).execute();
    await db.insertInto('sso_connectors').values({ id: 'sso-1', provider_name: 'OIDC', connector_name: 'Acme' }).execute();
    await db
      .insertInto('interactions')
      .values({ id: 'int-1', client_id: 'app-1', params: JSON.stringify({}), expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await db
      .insertInto('sso_saml_requests')
      .values({ ...request, expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();

    await step('up');
    expect(await tableExists('sso_saml_requests')).toBe(false);
    expect(
      await db
        .selectFrom('sso_requests')
        .select(Object.keys(request) as never[])
        .execute(),
    ).toEqual([request]);
    expect(await namesOf('sso_requests')).toEqual({
      indexes: ['sso_requests_expires_idx', 'sso_requests_interaction_idx', 'sso_requests_pkey'],
      constraints: ['sso_requests_interaction_id_fkey', 'sso_requests_pkey', 'sso_requests_sso_connector_id_fkey'],
    });
    // The foreign keys still do their work: a request goes with its interaction.
    await db
      .insertInto('sso_requests')
      .values({ ...request, id: 'req-2', expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await db.deleteFrom('interactions').where('id', '=', 'int-1').execute();
    expect(await db.selectFrom('sso_requests').select('id').execute()).toEqual([]);
  });

  it('goes down to the old names with the rows', async () => {
    await db
      .insertInto('interactions')
      .values({ id: 'int-1', client_id: 'app-1', params: JSON.stringify({}), expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await db
      .insertInto('sso_requests')
      .values({ ...request, expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await step('down');
    expect(await tableExists('sso_requests')).toBe(false);
    expect(await db.selectFrom('sso_saml_requests').select('id').execute()).toEqual([{ id: 'req-1' }]);
    expect((await namesOf('sso_saml_requests')).indexes).toEqual([
      'sso_saml_requests_expires_idx',
      'sso_saml_requests_interaction_idx',
      'sso_saml_requests_pkey',
    ]);
  });
});
