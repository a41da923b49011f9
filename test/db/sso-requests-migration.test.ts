// Migration 20261203_0101: the enterprise sign-in requests table, which holds OpenID Connect
// requests as well as SAML's, is renamed sso_requests with its indexes and constraints, keeping
// every row; going down gives the old names back, rows and all.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261203_0101_sso_requests');

const step = (to: 'up' | 'down') => migration.step(to);
/** The table's own index and constraint names. */
const namesOf = async (table: string) => {
  const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table} order by 1`.execute(migration.db);
  const constraints = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = ${table}::regclass order by 1`.execute(
    migration.db,
  );
  return { indexes: indexes.rows.map((r) => r.name), constraints: constraints.rows.map((r) => r.name) };
};

const tableExists = async (table: string) =>
  (await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(migration.db)).rows[0]!.found !== null;

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
    await migration.db.insertInto('applications').values({ id: 'app-1', name: 'App', type: 'Traditional' }).execute();
    await migration.db.insertInto('sso_connectors').values({ id: 'sso-1', provider_name: 'OIDC', connector_name: 'Acme' }).execute();
    await migration.db
      .insertInto('interactions')
      .values({ id: 'int-1', client_id: 'app-1', params: JSON.stringify({}), expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await migration.db
      .insertInto('sso_saml_requests')
      .values({ ...request, expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();

    await step('up');
    expect(await tableExists('sso_saml_requests')).toBe(false);
    expect(
      await migration.db
        .selectFrom('sso_requests')
        .select(Object.keys(request) as never[])
        .execute(),
    ).toEqual([request]);
    expect(await namesOf('sso_requests')).toEqual({
      indexes: ['sso_requests_expires_idx', 'sso_requests_interaction_idx', 'sso_requests_pkey'],
      constraints: ['sso_requests_interaction_id_fkey', 'sso_requests_pkey', 'sso_requests_sso_connector_id_fkey'],
    });
    // The foreign keys still do their work: a request goes with its interaction.
    await migration.db
      .insertInto('sso_requests')
      .values({ ...request, id: 'req-2', expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await migration.db.deleteFrom('interactions').where('id', '=', 'int-1').execute();
    expect(await migration.db.selectFrom('sso_requests').select('id').execute()).toEqual([]);
  });

  it('goes down to the old names with the rows', async () => {
    await migration.db
      .insertInto('interactions')
      .values({ id: 'int-1', client_id: 'app-1', params: JSON.stringify({}), expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await migration.db
      .insertInto('sso_requests')
      .values({ ...request, expires_at: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await step('down');
    expect(await tableExists('sso_requests')).toBe(false);
    expect(await migration.db.selectFrom('sso_saml_requests').select('id').execute()).toEqual([{ id: 'req-1' }]);
    expect((await namesOf('sso_saml_requests')).indexes).toEqual([
      'sso_saml_requests_expires_idx',
      'sso_saml_requests_interaction_idx',
      'sso_saml_requests_pkey',
    ]);
  });
});
