// Migration 20261205_2200: an interaction may belong to a SAML application instead of an OIDC
// client (never both), SAML applications get idpInitiatedSignIn (off), waiting SAML sign-ins go
// with their application; down removes the SAML interactions and the new columns and table.
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261205_2200_saml_sign_ins');

describe('migration 20261205_2200 (SAML sign-ins)', () => {
  it('adds the SAML requester of interactions, the IdP-initiated flag and waiting sign-ins, and steps down', async () => {
    const { db } = migration;
    await db.insertInto('applications').values({ id: 'web', name: 'web', type: 'Traditional' }).execute();
    await db.insertInto('saml_applications').values({ id: 'wiki', name: 'wiki' }).execute();
    const interaction = (id: string, extra: Record<string, unknown>) => ({ id, params: '{}', data: '{}', expires_at: new Date(Date.now() + 60_000), ...extra });
    await db
      .insertInto('interactions')
      .values(interaction('oidc', { client_id: 'web' }))
      .execute();
    await migration.step('up');

    expect(await db.selectFrom('saml_applications').select('idp_initiated_sign_in').executeTakeFirstOrThrow()).toEqual({ idp_initiated_sign_in: false });
    await db
      .insertInto('interactions')
      .values(interaction('saml', { saml_application_id: 'wiki' }))
      .execute();
    await expect(
      db
        .insertInto('interactions')
        .values(interaction('both', { client_id: 'web', saml_application_id: 'wiki' }))
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('saml_sign_ins')
      .values({ id: 's1', application_id: 'wiki', request_id: '_r1', expires_at: new Date(Date.now() + 60_000) })
      .execute();
    await db.deleteFrom('saml_applications').where('id', '=', 'wiki').execute();
    expect(await db.selectFrom('saml_sign_ins').select('id').execute()).toEqual([]);
    expect((await db.selectFrom('interactions').select('id').execute()).map((r) => r.id)).toEqual(['oidc']);

    await db.insertInto('saml_applications').values({ id: 'wiki2', name: 'wiki2' }).execute();
    await db
      .insertInto('interactions')
      .values(interaction('saml2', { saml_application_id: 'wiki2' }))
      .execute();
    await migration.step('down');
    expect((await db.selectFrom('interactions').select('id').execute()).map((r) => r.id)).toEqual(['oidc']);
    await expect(db.selectFrom('saml_sign_ins').select('id').execute()).rejects.toThrow();
  });
});
