// The OIDC provider's signing keys: the newest active key signs, the others stay published in
// the JWKS so that tokens they signed keep verifying until those keys are retired. Every change
// runs under one advisory lock (callers open the transaction), so instances starting together
// on an empty database make one key between them, and concurrent rotations keep the limit.
// Private keys are sealed at rest with KEY_ENCRYPTION_KEY when it is set (`enc:v1:`).
import type { Db } from '../../db/database.js';
import { insertSigningKey, listActiveSigningKeys, lockSigningKeys, retireSigningKeys } from '../../db/repositories/signing-keys.js';
import { sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError, notFound } from '../errors.js';

/** Active keys at most: the signing key and the one before it (still verifying its tokens). */
export const MAX_ACTIVE_SIGNING_KEYS = 2;

/** A freshly generated key pair (the protocol layer makes it; see src/oidc/keys.ts). */
export interface NewSigningKey {
  kid: string;
  alg: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

/** What the Management API shows of a key: never its private material. */
export interface SigningKeySummary {
  id: string;
  algorithm: string;
  /** The newest active key signs; the others only verify what they signed. */
  status: 'signing' | 'verifying';
  createdAt: Date;
}

async function insert(trx: Db, key: NewSigningKey, kek: KeyEncryptionKey): Promise<void> {
  await insertSigningKey(trx, {
    id: key.kid,
    alg: key.alg,
    privateKey: sealSecret(JSON.stringify(key.privateJwk), kek, 'enc:v1:'),
    publicJwk: key.publicJwk,
  });
}

/** The active keys, the signing key first. */
export async function listSigningKeys(db: Db): Promise<SigningKeySummary[]> {
  return (await listActiveSigningKeys(db)).map((k, i) => ({ id: k.id, algorithm: k.alg, status: i === 0 ? 'signing' : 'verifying', createdAt: k.createdAt }));
}

/** First start: stores `key` when there is no active key (in a transaction). Returns whether it did. */
export async function ensureSigningKey(trx: Db, key: () => Promise<NewSigningKey>, kek: KeyEncryptionKey): Promise<boolean> {
  await lockSigningKeys(trx);
  if ((await listActiveSigningKeys(trx)).length > 0) return false;
  await insert(trx, await key(), kek);
  return true;
}

/** `key` becomes the signing key; the oldest keys beyond the limit are retired (in a transaction). */
export async function rotateSigningKey(trx: Db, key: NewSigningKey, kek: KeyEncryptionKey): Promise<SigningKeySummary[]> {
  await lockSigningKeys(trx);
  await insert(trx, key, kek);
  const active = await listActiveSigningKeys(trx);
  await retireSigningKeys(
    trx,
    active.slice(MAX_ACTIVE_SIGNING_KEYS).map((k) => k.id),
  );
  return listSigningKeys(trx);
}

/** Retires a key that no longer signs: it leaves the JWKS and its tokens stop verifying (in a transaction). */
export async function deleteSigningKey(trx: Db, id: string): Promise<void> {
  await lockSigningKeys(trx);
  const active = await listActiveSigningKeys(trx);
  if (active[0]?.id === id) {
    throw new DomainError('oidc.key_in_use', 'the current signing key cannot be deleted; rotate first', { id });
  }
  if (!active.some((k) => k.id === id)) throw notFound('signing key', id);
  await retireSigningKeys(trx, [id]);
}
