// Signing keys: ES256 keys kept in the database (sealed at rest when KEY_ENCRYPTION_KEY is set:
// format `enc:v1:` of src/domain/envelope.ts); the newest active key signs, every active key
// verifies and is published in the JWKS. A KeyStore is an immutable snapshot of the active keys,
// imported once into CryptoKeys, so neither signing nor verification imports a key per request;
// rotation builds a new KeyStore and swaps it in (src/oidc/key-rotation.ts).
import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/database.js';
import { openSecret, type KeyEncryptionKey } from '../domain/envelope.js';
import { newId } from '../domain/ids.js';
import { listActiveSigningKeys, type SigningKeyRow } from '../domain/oauth/signing-key-store.js';
import { ensureSigningKey, type NewSigningKey } from '../domain/oauth/signing-keys.js';
import type { KeyStore, VerifiedTokens } from '../services.js';
import { VerifiedTokenMemo } from './verified-token-memo.js';

type CryptoKey = webcrypto.CryptoKey;

export const SIGNING_ALG = 'ES256';

export class UnknownKeyError extends Error {
  readonly code = 'ERR_UNKNOWN_KID';
}

/** A new ES256 key pair with a fresh kid (not stored). */
export async function newSigningKeyPair(): Promise<NewSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = newId(16);
  return {
    kid,
    alg: SIGNING_ALG,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG },
  };
}

/** The kids a KeyStore verifies. */
export const kidsOf = (keys: KeyStore): string[] => keys.jwks.keys.map((k) => k.kid!);

/** A KeyStore of these active keys, newest first (the first signs); `memo` is its verified-token memo. */
export async function buildKeyStore(rows: SigningKeyRow[], kek: KeyEncryptionKey, memo: VerifiedTokens): Promise<KeyStore> {
  const current = rows[0];
  if (!current) throw new Error('no active signing key');
  const privateJwk = JSON.parse(openSecret(current.privateKey, kek, 'enc:v1:')) as JWK;
  const signingKey = (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey;
  const publicKeys = new Map<string, CryptoKey>();
  for (const row of rows) publicKeys.set(row.id, (await importJWK(row.publicJwk as JWK, SIGNING_ALG)) as CryptoKey);
  const jwks = { keys: rows.map((r) => r.publicJwk as JWK) };
  return {
    signing: { kid: current.id, key: signingKey },
    verificationKey(header) {
      const key = header.kid ? publicKeys.get(header.kid) : undefined;
      if (!key) throw new UnknownKeyError('token was not signed by a key of this issuer');
      return key;
    },
    jwks,
    verified: memo,
  };
}

/** Start-up: makes the first key when there is none (one among instances starting together), then loads. */
export async function loadKeyStore(db: Db, kek: KeyEncryptionKey, memoCapacity = 0): Promise<KeyStore> {
  await db.transaction().execute((trx) => ensureSigningKey(trx, newSigningKeyPair, kek));
  return buildKeyStore(await listActiveSigningKeys(db), kek, new VerifiedTokenMemo(memoCapacity));
}
