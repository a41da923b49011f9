// The OIDC provider's signing keys: the newest active key of each algorithm signs with it, the
// others stay published in the JWKS so that tokens they signed keep verifying until those keys are retired. Every change
// runs under one advisory lock (callers open the transaction), so instances starting together
// on an empty database make one key between them, and concurrent rotations keep the limit.
// Private keys are sealed at rest with KEY_ENCRYPTION_KEY when it is set (`enc:v1:`).
import type { Db } from '../../db/database.js';
import { insertSigningKey, listActiveSigningKeys, lockSigningKeys, retireSigningKeys } from '../../db/repositories/signing-keys.js';
import { sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError, notFound } from '../errors.js';

/** Active keys of one algorithm at most: its signing key and the one before it (still verifying its tokens). */
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

/** Whether each key (newest first) is the newest of its algorithm: the one that signs with it. */
function signingFlags(keys: ReadonlyArray<{ alg: string }>): boolean[] {
  const seen = new Set<string>();
  return keys.map((k) => !seen.has(k.alg) && Boolean(seen.add(k.alg)));
}

/** The active keys, newest first; the newest of each algorithm signs. */
export async function listSigningKeys(db: Db): Promise<SigningKeySummary[]> {
  const keys = await listActiveSigningKeys(db);
  const signing = signingFlags(keys);
  return keys.map((k, i) => ({ id: k.id, algorithm: k.alg, status: signing[i] ? 'signing' : 'verifying', createdAt: k.createdAt }));
}

/** Start-up: stores a key of each algorithm that has no active key (in a transaction). Returns how many it made. */
export async function ensureSigningKeys(
  trx: Db,
  algorithms: readonly string[],
  key: (alg: never) => Promise<NewSigningKey>,
  kek: KeyEncryptionKey,
): Promise<number> {
  await lockSigningKeys(trx);
  const present = new Set((await listActiveSigningKeys(trx)).map((k) => k.alg));
  let made = 0;
  for (const alg of algorithms) {
    if (present.has(alg)) continue;
    await insert(trx, await key(alg as never), kek);
    made += 1;
  }
  return made;
}

/** `key` becomes its algorithm's signing key; that algorithm's oldest keys beyond the limit are retired (in a transaction). */
export async function rotateSigningKey(trx: Db, key: NewSigningKey, kek: KeyEncryptionKey): Promise<SigningKeySummary[]> {
  await lockSigningKeys(trx);
  await insert(trx, key, kek);
  const sameAlgorithm = (await listActiveSigningKeys(trx)).filter((k) => k.alg === key.alg);
  await retireSigningKeys(
    trx,
    sameAlgorithm.slice(MAX_ACTIVE_SIGNING_KEYS).map((k) => k.id),
  );
  return listSigningKeys(trx);
}

/** Retires a key that no longer signs: it leaves the JWKS and its tokens stop verifying (in a transaction). */
export async function deleteSigningKey(trx: Db, id: string): Promise<void> {
  await lockSigningKeys(trx);
  const active = await listActiveSigningKeys(trx);
  const signing = signingFlags(active);
  if (active.some((k, i) => k.id === id && signing[i])) {
    throw new DomainError('oidc.key_in_use', 'the current signing key of its algorithm cannot be deleted; rotate first', { id });
  }
  if (!active.some((k) => k.id === id)) throw notFound('signing key', id);
  await retireSigningKeys(trx, [id]);
}
