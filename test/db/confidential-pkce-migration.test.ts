// Migration 20261203_0201: PKCE is optional by default for confidential applications from now on;
// those stored before the setting existed had it on, and keep it on (pinned), while a stored
// choice and public applications are left as they are.
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const MIGRATION = '20261203_0201_confidential_pkce_pinned';
const migration = useDatabaseBefore(MIGRATION);

describe('migration 20261203_0201 (confidential applications keep PKCE they had by default)', () => {
  it('pins requirePkce on for confidential applications without the setting, and only for them', async () => {
    const apps = [
      { id: 'web-old', type: 'Traditional', custom_client_metadata: JSON.stringify({ allowTokenExchange: true }) },
      { id: 'm2m-old', type: 'MachineToMachine', custom_client_metadata: JSON.stringify({}) },
      { id: 'web-off', type: 'Traditional', custom_client_metadata: JSON.stringify({ requirePkce: false }) },
      { id: 'spa', type: 'SPA', custom_client_metadata: JSON.stringify({}) },
    ];
    const { db } = migration;
    await db
      .insertInto('applications')
      .values(apps.map((a) => ({ ...a, name: a.id })))
      .execute();
    await migration.step('up');
    const rows = await db.selectFrom('applications').select(['id', 'custom_client_metadata']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.custom_client_metadata]))).toEqual({
      'm2m-old': { requirePkce: true },
      spa: {},
      'web-off': { requirePkce: false },
      'web-old': { allowTokenExchange: true, requirePkce: true },
    });
  });
});
