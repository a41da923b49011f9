// Migration 20261208_0200: application access control holds SAML applications' ids too. The
// foreign key to applications gives way to a trigger on each parent table, so a deleted
// application of either kind still takes its switch and rules with it; down keeps the OIDC
// applications' rows and puts the foreign key back.
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const MIGRATION = '20261208_0200_saml_application_access_control';
const migration = useDatabaseBefore(MIGRATION);

describe('migration 20261208_0200 (access control for SAML applications)', () => {
  it('accepts a SAML application id, cascades by trigger from both parents, and steps down', async () => {
    const { db } = migration;
    await db
      .insertInto('applications')
      .values([
        { id: 'web', name: 'web', type: 'Traditional' },
        { id: 'spa', name: 'spa', type: 'SPA' },
      ])
      .execute();
    await db.insertInto('users').values({ id: 'alice' }).execute();
    const rulesOf = async (id: string) =>
      (await db.selectFrom('application_access_rules').select('user_id').where('application_id', '=', id).execute()).map((r) => r.user_id);
    const allow = (id: string) =>
      Promise.all([
        db.insertInto('application_access_controls').values({ application_id: id, enabled: true }).execute(),
        db.insertInto('application_access_rules').values({ application_id: id, user_id: 'alice' }).execute(),
      ]);
    // Before: a SAML application's id is refused by the foreign key.
    await db.insertInto('saml_applications').values({ id: 'wiki', name: 'wiki' }).execute();
    await expect(db.insertInto('application_access_controls').values({ application_id: 'wiki', enabled: true }).execute()).rejects.toThrow();
    await allow('web');
    await allow('spa');

    await migration.step('up');
    await allow('wiki');
    expect(await rulesOf('wiki')).toEqual(['alice']);
    await db.deleteFrom('saml_applications').where('id', '=', 'wiki').execute();
    expect(await rulesOf('wiki')).toEqual([]);
    expect(await db.selectFrom('application_access_controls').select('application_id').where('application_id', '=', 'wiki').execute()).toEqual([]);
    await db.deleteFrom('applications').where('id', '=', 'spa').execute();
    expect(await rulesOf('spa')).toEqual([]);
    expect(await rulesOf('web')).toEqual(['alice']);

    await db.insertInto('saml_applications').values({ id: 'crm', name: 'crm' }).execute();
    await allow('crm');
    await migration.step('down');
    expect(await rulesOf('crm')).toEqual([]);
    expect(await rulesOf('web')).toEqual(['alice']);
    await expect(db.insertInto('application_access_controls').values({ application_id: 'crm', enabled: true }).execute()).rejects.toThrow();
    await db.deleteFrom('applications').where('id', '=', 'web').execute();
    expect(await rulesOf('web')).toEqual([]);
  });
});
