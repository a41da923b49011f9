// Migration 20261204_1305 (DPoP): existing applications and API resources keep working as before
// (both switches default to false), existing refresh tokens and codes stay unbound, and a proof's
// id can be recorded once per key; going down removes all of it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261204_1305_dpop');

const columnsOf = async (table: string) =>
  (
    await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = ${table} order by 1`.execute(migration.db)
  ).rows.map((r) => r.name);

describe('migration 20261204_1305 (DPoP)', () => {
  it('adds the switches off for existing rows, the key columns empty, and the proof id table', async () => {
    await migration.db.insertInto('applications').values({ id: 'app-1', name: 'App', type: 'SPA' }).execute();
    await migration.db.insertInto('resources').values({ id: 'res-1', name: 'API', indicator: 'https://api.example.com' }).execute();

    await migration.step('up');
    expect(await migration.db.selectFrom('applications').select(['id', 'require_dpop']).execute()).toEqual([{ id: 'app-1', require_dpop: false }]);
    expect(await migration.db.selectFrom('resources').select(['id', 'dpop_bound_access_tokens_required']).execute()).toEqual([
      { id: 'res-1', dpop_bound_access_tokens_required: false },
    ]);
    expect(await columnsOf('refresh_tokens')).toContain('dpop_jkt');
    expect(await columnsOf('authorization_codes')).toContain('dpop_jkt');

    const expiresAt = new Date('2030-01-01T00:00:00Z');
    await migration.db.insertInto('dpop_proof_jtis').values({ jkt: 'k1', jti: 'j1', expires_at: expiresAt }).execute();
    // The same id under another key is another proof; under the same key it is a replay.
    await migration.db.insertInto('dpop_proof_jtis').values({ jkt: 'k2', jti: 'j1', expires_at: expiresAt }).execute();
    await expect(migration.db.insertInto('dpop_proof_jtis').values({ jkt: 'k1', jti: 'j1', expires_at: expiresAt }).execute()).rejects.toThrow();
  });

  it('goes down without them', async () => {
    await migration.step('down');
    expect(await columnsOf('applications')).not.toContain('require_dpop');
    expect(await columnsOf('resources')).not.toContain('dpop_bound_access_tokens_required');
    expect(await columnsOf('refresh_tokens')).not.toContain('dpop_jkt');
    expect(await columnsOf('dpop_proof_jtis')).toEqual([]);
  });
});
