// Migration 20261209_0100: administrators' test sign-ins. connector_tests is created, and an
// enterprise request may now name no interaction (a test's); every sign-in's request is kept.
// Down drops the tests and their interaction-less requests, and makes the interaction required again.
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261209_0100_connector_tests');

describe('migration 20261209_0100 (connector test sign-ins)', () => {
  const expiresAt = new Date('2030-01-01T00:00:00Z');
  const request = { sso_connector_id: 'sso-oidc', redirect_uri: 'https://id.example.com/connector-test/callback', nonce: 'n', expires_at: expiresAt };
  const ids = async () => (await migration.db.selectFrom('sso_requests').select('id').orderBy('id').execute()).map((r) => r.id);

  it('keeps sign-in requests, takes requests of no interaction, and steps down', async () => {
    const { db } = migration;
    await db.insertInto('applications').values({ id: 'app-1', name: 'App', type: 'Traditional' }).execute();
    await db.insertInto('sso_connectors').values({ id: 'sso-oidc', provider_name: 'OIDC', connector_name: 'Acme OIDC' }).execute();
    await db
      .insertInto('interactions')
      .values({ id: 'int-1', client_id: 'app-1', params: JSON.stringify({}), expires_at: expiresAt })
      .execute();
    await db
      .insertInto('sso_requests')
      .values({ ...request, id: 'sign-in', interaction_id: 'int-1', state: 's1' })
      .execute();
    // Before: every request names an interaction.
    await expect(
      db
        .insertInto('sso_requests')
        .values({ ...request, id: 'test', interaction_id: null, state: 's2' })
        .execute(),
    ).rejects.toThrow();

    await migration.step('up');
    await db
      .insertInto('sso_requests')
      .values({ ...request, id: 'test', interaction_id: null, state: 's2' })
      .execute();
    await db
      .insertInto('connector_tests')
      .values({
        id: 't1',
        kind: 'sso',
        connector_id: 'sso-oidc',
        authorization_uri: 'https://idp.example.com/authorize',
        state: 's2',
        sso_request_id: 'test',
        expires_at: expiresAt,
      })
      .execute();
    await expect(
      db
        .insertInto('connector_tests')
        .values({ id: 't2', kind: 'other', connector_id: 'x', authorization_uri: 'u', state: 's', expires_at: expiresAt })
        .execute(),
    ).rejects.toThrow();
    expect(await ids()).toEqual(['sign-in', 'test']);
    // A request taken by housekeeping takes its test with it.
    await db.deleteFrom('sso_requests').where('id', '=', 'test').execute();
    expect(await db.selectFrom('connector_tests').select('id').execute()).toEqual([]);
    await db
      .insertInto('sso_requests')
      .values({ ...request, id: 'test', interaction_id: null, state: 's2' })
      .execute();

    await migration.step('down');
    expect(await ids()).toEqual(['sign-in']);
    await expect(
      db
        .insertInto('sso_requests')
        .values({ ...request, id: 'test', interaction_id: null, state: 's3' })
        .execute(),
    ).rejects.toThrow();
    await expect(db.selectFrom('connector_tests').select('id').execute()).rejects.toThrow();
  });
});
