import type { Db } from '../database.js';

export interface SigningKeyRow {
  id: string;
  alg: string;
  privateKey: string;
  publicJwk: Record<string, unknown>;
  createdAt: Date;
}

export async function listActiveSigningKeys(db: Db): Promise<SigningKeyRow[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['id', 'alg', 'private_key', 'public_jwk', 'created_at'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, alg: r.alg, privateKey: r.private_key, publicJwk: r.public_jwk, createdAt: r.created_at }));
}

export async function insertSigningKey(
  db: Db,
  key: { id: string; alg: string; privateKey: string; publicJwk: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ id: key.id, alg: key.alg, private_key: key.privateKey, public_jwk: JSON.stringify(key.publicJwk), retired_at: null })
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
    .where('private_key', 'not like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
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
