// Migration 20261203_1201: sso_requests.request_id, which holds an OpenID Connect request's nonce
// as well as a SAML AuthnRequest's ID, is renamed nonce, keeping every row (SAML's and OIDC's);
// going down gives the old name back, rows and all.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261203_1201_sso_requests_nonce');

const columnsOf = async () =>
  (
    await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'sso_requests' order by 1`.execute(migration.db)
  ).rows.map((r) => r.name);

describe('migration 20261203_1201 (sso_requests.request_id becomes nonce)', () => {
  const expiresAt = new Date('2030-01-01T00:00:00Z');
  const saml = { id: 'req-saml', sso_connector_id: 'sso-saml', interaction_id: 'int-1', redirect_uri: 'https://app.example.com/cb', state: 's1' };
  const oidc = { ...saml, id: 'req-oidc', sso_connector_id: 'sso-oidc', state: 's2', code_verifier: 'sealed-verifier' };

  it('renames the column and keeps every row, SAML’s and OIDC’s', async () => {
    await migration.db.insertInto('applications').values({ id: 'app-1', name: 'App', type: 'Traditional' }).execute();
    await migration.db
      .insertInto('sso_connectors')
      .values([
        { id: 'sso-saml', provider_name: 'SAML', connector_name: 'Acme SAML' },
        { id: 'sso-oidc', provider_name: 'OIDC', connector_name: 'Acme OIDC' },
      ])
      .execute();
    await migration.db
      .insertInto('interactions')
      .values({ id: 'int-1', client_id: 'app-1', params: JSON.stringify({}), expires_at: expiresAt })
      .execute();
    await migration.db
      .insertInto('sso_requests')
      .values([
        { ...saml, request_id: '_saml-authn-request-id', expires_at: expiresAt },
        { ...oidc, request_id: 'an-oidc-nonce', expires_at: expiresAt },
      ])
      .execute();

    await migration.step('up');
    const columns = await columnsOf();
    expect(columns).toContain('nonce');
    expect(columns).not.toContain('request_id');
    expect(await migration.db.selectFrom('sso_requests').select(['id', 'nonce', 'code_verifier', 'state']).orderBy('id').execute()).toEqual([
      { id: 'req-oidc', nonce: 'an-oidc-nonce', code_verifier: 'sealed-verifier', state: 's2' },
      { id: 'req-saml', nonce: '_saml-authn-request-id', code_verifier: null, state: 's1' },
    ]);
  });

  it('goes down to request_id with the rows', async () => {
    await migration.step('down');
    const columns = await columnsOf();
    expect(columns).toContain('request_id');
    expect(columns).not.toContain('nonce');
    expect(await migration.db.selectFrom('sso_requests').select(['id', 'request_id']).orderBy('id').execute()).toEqual([
      { id: 'req-oidc', request_id: 'an-oidc-nonce' },
      { id: 'req-saml', request_id: '_saml-authn-request-id' },
    ]);
  });
});
