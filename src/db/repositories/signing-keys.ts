import { sql } from 'kysely';
import type { Db } from '../database.js';
import { startsWithPattern } from '../like-patterns.js';

export interface SigningKeyRow {
  id: string;
  alg: string;
  privateKey: string;
  publicJwk: Record<string, unknown>;
  createdAt: Date;
}

/** The active keys, newest (the signing key) first. */
export async function listActiveSigningKeys(db: Db): Promise<SigningKeyRow[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['id', 'alg', 'private_key', 'public_jwk', 'created_at'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, alg: r.alg, privateKey: r.private_key, publicJwk: r.public_jwk, createdAt: r.created_at }));
}

/**
 * Serialises every change to the set of signing keys (first-start generation, rotation,
 * retirement) across instances until the caller's transaction ends. Must run in a transaction.
 */
export async function lockSigningKeys(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('tessera.signing_keys'))`.execute(trx);
}

export async function insertSigningKey(db: Db, key: { id: string; alg: string; privateKey: string; publicJwk: Record<string, unknown> }): Promise<void> {
  // clock_timestamp(), not now(): a transaction that waited for the lock must still date its
  // key after the keys committed while it waited, since the newest key is the signing key.
  await db
    .insertInto('signing_keys')
    .values({
      id: key.id,
      alg: key.alg,
      private_key: key.privateKey,
      public_jwk: JSON.stringify(key.publicJwk),
      created_at: sql<Date>`clock_timestamp()`,
      retired_at: null,
    })
    .execute();
}

/**
 * A page of signing keys (retired ones too) whose private key does not start with `prefix`, in
 * id order after `afterId`: the keys still stored in clear when `prefix` is the sealed format's.
 */
export async function listSigningKeysWithout(db: Db, prefix: string, afterId: string, limit: number): Promise<Array<{ id: string; privateKey: string }>> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['id', 'private_key'])
    .where('private_key', 'not like', startsWithPattern(prefix))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, privateKey: r.private_key }));
}

/**
 * Replaces a private key only while it still holds the value it was read with (`from`): a row
 * changed meanwhile (sealed by another instance) is left as it is. True when it was replaced.
 * One row at a time: an issuer has a handful of keys.
 */
export async function replaceSigningPrivateKey(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const result = await db.updateTable('signing_keys').set({ private_key: to }).where('id', '=', id).where('private_key', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Retires the given keys that are still active; returns how many were. */
export async function retireSigningKeys(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('signing_keys')
    .set({ retired_at: sql<Date>`clock_timestamp()` })
    .where('id', 'in', ids)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
