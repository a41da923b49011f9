// Migration 20261204_1304: applications stored before it do not require pushed authorization
// requests; pushed requests are kept per client and go with their application; down removes both.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const MIGRATION = '20261204_1304_pushed_authorization_requests';
const migration = useDatabaseBefore(MIGRATION);

describe('migration 20261204_1304 (pushed authorization requests)', () => {
  it('leaves existing applications free of PAR, ties pushed requests to their application, and steps down', async () => {
    const { db } = migration;
    await db
      .insertInto('applications')
      .values([
        { id: 'web', name: 'web', type: 'Traditional' },
        { id: 'spa', name: 'spa', type: 'SPA' },
      ])
      .execute();
    await migration.step('up');
    const rows = await db.selectFrom('applications').select(['id', 'require_pushed_authorization_requests']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'spa', require_pushed_authorization_requests: false },
      { id: 'web', require_pushed_authorization_requests: false },
    ]);

    const pushed = (clientId: string) => ({
      digest: randomBytes(32),
      client_id: clientId,
      parameters: JSON.stringify({ client_id: clientId }),
      expires_at: new Date(Date.now() + 60_000),
    });
    await db
      .insertInto('pushed_authorization_requests')
      .values([pushed('web'), pushed('spa')])
      .execute();
    await expect(db.insertInto('pushed_authorization_requests').values(pushed('nobody')).execute()).rejects.toThrow();
    await db.deleteFrom('applications').where('id', '=', 'web').execute();
    expect(await db.selectFrom('pushed_authorization_requests').select('client_id').execute()).toEqual([{ client_id: 'spa' }]);

    await migration.step('down');
    const columns = await db.selectFrom('applications').selectAll().where('id', '=', 'spa').executeTakeFirstOrThrow();
    expect(columns).not.toHaveProperty('require_pushed_authorization_requests');
    await expect(db.selectFrom('pushed_authorization_requests').selectAll().execute()).rejects.toThrow();
  });
});
