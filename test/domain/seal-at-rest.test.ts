// The start-up pass that seals secrets stored in clear (src/domain/instance/seal-at-rest.ts), on a real
// database: several pages of rows, values already sealed (with this key or another) left as they
// are, and two instances running the pass at once sealing each value exactly once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { insertHook, rotateHookKey } from '../../src/db/repositories/hooks.js';
import { insertSigningKey } from '../../src/db/repositories/signing-keys.js';
import { openSecret, sealSecret } from '../../src/domain/envelope.js';
import { sealKey } from '../../src/domain/webhooks/hook-keys.js';
import { sealSecretsAtRest } from '../../src/domain/instance/seal-at-rest.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';

const kek = randomBytes(32);
const otherKek = randomBytes(32);
const USERS = 1_100; // more than two pages of the pass

let testDb: TestDatabase;
let first: Database;
let second: Database | undefined;

beforeAll(async () => {
  testDb = await createTestDatabase();
  first = await openDatabase(testDb);
  await migrateToLatest(first.db);
  // A second instance's own pool on Postgres; PGlite belongs to one process, so there the two
  // passes share it (and are serialized by its single connection).
  if (usePostgres) second = await openDatabase(testDb);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await testDb?.drop();
});

const hookFields = (n: number) => ({ name: `hook ${n}`, events: ['User.Created'], url: 'http://127.0.0.1:9/hook', headers: {}, enabled: true });

describe('sealSecretsAtRest', () => {
  it('does nothing without a key', async () => {
    const lines: string[] = [];
    expect(await sealSecretsAtRest(first.db, undefined, (l) => lines.push(l))).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('seals every clear value once, even with two instances at once, and leaves sealed ones alone', { timeout: 120_000 }, async () => {
    const db = first.db;
    const clearJwk = JSON.stringify({ kty: 'EC', crv: 'P-256', d: randomBytes(32).toString('base64url') });
    await insertSigningKey(db, { id: 'k-clear', alg: 'ES256', privateKey: clearJwk, publicJwk: { kty: 'EC' } });
    const sealedJwk = sealSecret(clearJwk, kek, 'enc:v1:');
    await insertSigningKey(db, { id: 'k-sealed', alg: 'ES256', privateKey: sealedJwk, publicJwk: { kty: 'EC' } });

    // h-clear: both keys in clear; h-half: current sealed, previous in clear; h-foreign: sealed
    // under another key (does not open here: left as it is).
    await insertHook(db, 'h-clear', 'whsec_clear_current', hookFields(1));
    await rotateHookKey(db, 'h-clear', 'whsec_clear_next', new Date(Date.now() + 60_000));
    await insertHook(db, 'h-half', 'whsec_half_previous', hookFields(2));
    await rotateHookKey(db, 'h-half', sealKey('whsec_half_current', 'h-half', kek), new Date(Date.now() + 60_000));
    const foreign = sealKey('whsec_foreign', 'h-foreign', otherKek);
    await insertHook(db, 'h-foreign', foreign, hookFields(3));

    const secretOf = (i: number) => `SECRET${String(i).padStart(6, '0')}`;
    const users = Array.from({ length: USERS }, (_, i) => ({
      id: `u${String(i).padStart(5, '0')}`,
      custom_data: '{}',
      profile: '{}',
      identities: '{}',
      mfa: JSON.stringify(i % 2 === 0 ? { totpSecret: secretOf(i), lastTotpStep: i } : { pendingTotpSecret: secretOf(i) }),
    }));
    await db.insertInto('users').values(users).execute();
    const foreignTotp = sealSecret('FOREIGNSECRET', otherKek, 'enc:v2:', 'totp:u-foreign');
    await db
      .insertInto('users')
      .values([
        { id: 'u-foreign', custom_data: '{}', profile: '{}', identities: '{}', mfa: JSON.stringify({ totpSecret: foreignTotp }) },
        { id: 'u-none', custom_data: '{}', profile: '{}', identities: '{}', mfa: JSON.stringify({ lastTotpStep: 3 }) },
      ])
      .execute();

    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const [a, b] = await Promise.all([sealSecretsAtRest(db, kek, log), sealSecretsAtRest((second ?? first).db, kek, log)]);
    expect(a!.signingKeys.sealed + b!.signingKeys.sealed).toBe(1);
    expect(a!.hookKeys.sealed + b!.hookKeys.sealed).toBe(2);
    expect(a!.totpSecrets.sealed + b!.totpSecrets.sealed).toBe(USERS);
    // Each kind is reported once, by the pass that found it in clear (the other finds nothing).
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(/SECRET|whsec_/);

    const keys = await db.selectFrom('signing_keys').select(['id', 'private_key']).orderBy('id').execute();
    expect(keys.find((k) => k.id === 'k-sealed')!.private_key).toBe(sealedJwk);
    const resealed = keys.find((k) => k.id === 'k-clear')!.private_key;
    expect(resealed).toMatch(/^enc:v1:/);
    expect(openSecret(resealed, kek, 'enc:v1:')).toBe(clearJwk);

    const hooks = Object.fromEntries((await db.selectFrom('hooks').select(['id', 'signing_key', 'previous_signing_key']).execute()).map((h) => [h.id, h]));
    expect(openSecret(hooks['h-clear']!.signing_key, kek, 'sealed:v1:', 'h-clear')).toBe('whsec_clear_next');
    expect(openSecret(hooks['h-clear']!.previous_signing_key!, kek, 'sealed:v1:', 'h-clear')).toBe('whsec_clear_current');
    expect(openSecret(hooks['h-half']!.signing_key, kek, 'sealed:v1:', 'h-half')).toBe('whsec_half_current');
    expect(openSecret(hooks['h-half']!.previous_signing_key!, kek, 'sealed:v1:', 'h-half')).toBe('whsec_half_previous');
    expect(hooks['h-foreign']).toMatchObject({ signing_key: foreign, previous_signing_key: null });

    const rows = await db.selectFrom('users').select(['id', 'mfa']).orderBy('id').execute();
    const byId = new Map(rows.map((r) => [r.id, r.mfa]));
    for (let i = 0; i < USERS; i += 1) {
      const id = `u${String(i).padStart(5, '0')}`;
      const mfa = byId.get(id)!;
      const field = i % 2 === 0 ? 'totpSecret' : 'pendingTotpSecret';
      // Opens once to the clear value: sealed exactly once, bound to its user.
      expect(openSecret(mfa[field] as string, kek, 'enc:v2:', `totp:${id}`)).toBe(secretOf(i));
      if (i % 2 === 0) expect(mfa.lastTotpStep).toBe(i);
      expect(Object.keys(mfa)).toHaveLength(i % 2 === 0 ? 2 : 1);
    }
    expect(byId.get('u-foreign')).toEqual({ totpSecret: foreignTotp });
    expect(byId.get('u-none')).toEqual({ lastTotpStep: 3 });

    // Again: nothing left to seal.
    const again = await sealSecretsAtRest(db, kek, () => undefined);
    expect(again).toEqual({
      signingKeys: { found: 0, sealed: 0 },
      hookKeys: { found: 0, sealed: 0 },
      totpSecrets: { found: 0, sealed: 0 },
      cookieSecret: { found: 0, sealed: 0 },
      ssoSecrets: { found: 0, sealed: 0 },
    });
  });
});
