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
