// Migration 20261204_1401: device authorization requests are kept per client, go with their
// application, take only the four statuses and unique codes; down removes the table.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const MIGRATION = '20261204_1401_device_codes';
const migration = useDatabaseBefore(MIGRATION);

describe('migration 20261204_1401 (device codes)', () => {
  it('ties device requests to their application, checks status and unique codes, and steps down', async () => {
    const { db } = migration;
    await db
      .insertInto('applications')
      .values([
        { id: 'tv', name: 'tv', type: 'Native' },
        { id: 'cli', name: 'cli', type: 'Traditional' },
      ])
      .execute();
    await migration.step('up');

    const request = (id: string, clientId: string, userCode = randomBytes(32)) => ({
      id,
      device_code_digest: randomBytes(32),
      user_code_digest: userCode,
      client_id: clientId,
      scope: 'openid',
      interval_seconds: 5,
      expires_at: new Date(Date.now() + 600_000),
    });
    await db
      .insertInto('device_codes')
      .values([request('a', 'tv'), request('b', 'cli')])
      .execute();
    const row = await db.selectFrom('device_codes').select(['status', 'resources', 'user_id', 'grant_id']).where('id', '=', 'a').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', resources: [], user_id: null, grant_id: null });
    await expect(db.insertInto('device_codes').values(request('c', 'nobody')).execute()).rejects.toThrow();
    const taken = randomBytes(32);
    await db
      .insertInto('device_codes')
      .values(request('d', 'tv', taken))
      .execute();
    await expect(
      db
        .insertInto('device_codes')
        .values(request('e', 'tv', taken))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('device_codes')
        .set({ status: 'lost' as never })
        .where('id', '=', 'a')
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('applications').where('id', '=', 'cli').execute();
    expect((await db.selectFrom('device_codes').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['a', 'd']);

    await migration.step('down');
    await expect(db.selectFrom('device_codes').selectAll().execute()).rejects.toThrow();
  });
});
