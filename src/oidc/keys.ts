// Signing keys: one current key per algorithm of KEY_ALGORITHMS (ES256 for access tokens, RS256
// for ID tokens by default, PS256, ES384 and EdDSA where an application asks), kept in the database (sealed at rest when KEY_ENCRYPTION_KEY is set:
// format `enc:v1:` of src/domain/envelope.ts); the newest active key of each algorithm signs with
// it, every active key verifies and is published in the JWKS. A KeyStore is an immutable snapshot of the active keys,
// imported once into CryptoKeys, so neither signing nor verification imports a key per request;
// rotation builds a new KeyStore and swaps it in (src/oidc/key-rotation.ts).
import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/database.js';
import { openSecret, type KeyEncryptionKey } from '../domain/envelope.js';
import { newId } from '../domain/ids.js';
import { listActiveSigningKeys, type SigningKeyRow } from '../domain/oauth/signing-key-store.js';
import { ensureSigningKeys, type NewSigningKey } from '../domain/oauth/signing-keys.js';
import { KEY_ALGORITHMS, type KeyAlgorithm } from '../domain/signing-algorithms.js';
import type { KeyPairSource, KeyStore, VerifiedTokens } from '../services.js';
import { VerifiedTokenMemo } from './verified-token-memo.js';

type CryptoKey = webcrypto.CryptoKey;

/** Access tokens: ES256, the cheapest to sign and verify on the token endpoint's hot path. */
export const SIGNING_ALG = 'ES256';

export class UnknownKeyError extends Error {
  readonly code = 'ERR_UNKNOWN_KID';
}

/** Fresh key material of `alg`: what a server's signing keys are made of. */
export const generateSigningKeyPair: KeyPairSource = (alg) =>
  generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' || alg === 'PS256' ? { modulusLength: 2048 } : {}),
    ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}),
  });

/** A new key pair of `alg` with a fresh kid (not stored), its material from `keyPairs`. */
export async function newSigningKeyPair(alg: KeyAlgorithm = SIGNING_ALG, keyPairs: KeyPairSource = generateSigningKeyPair): Promise<NewSigningKey> {
  const { privateKey, publicKey } = await keyPairs(alg);
  const kid = newId(16);
  return {
    kid,
    alg,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg },
  };
}

/** The kids a KeyStore verifies. */
export const kidsOf = (keys: KeyStore): string[] => keys.jwks.keys.map((k) => k.kid!);

/**
 * A KeyStore of these active keys, newest first: the newest key of each algorithm signs with
 * it, every key verifies what it signed, and only with its own algorithm (a header naming
 * another algorithm for a key's kid is not ours: no algorithm confusion). `memo` is its
 * verified-token memo.
 */
export async function buildKeyStore(rows: SigningKeyRow[], kek: KeyEncryptionKey, memo: VerifiedTokens): Promise<KeyStore> {
  const signers = new Map<string, { kid: string; key: CryptoKey }>();
  for (const row of rows) {
    if (signers.has(row.alg)) continue;
    const privateJwk = JSON.parse(openSecret(row.privateKey, kek, 'enc:v1:')) as JWK;
    signers.set(row.alg, { kid: row.id, key: (await importJWK(privateJwk, row.alg)) as CryptoKey });
  }
  const accessSigner = signers.get(SIGNING_ALG);
  if (!accessSigner) throw new Error(`no active ${SIGNING_ALG} signing key`);
  const publicKeys = new Map<string, { alg: string; key: CryptoKey }>();
  for (const row of rows) publicKeys.set(row.id, { alg: row.alg, key: (await importJWK(row.publicJwk as JWK, row.alg)) as CryptoKey });
  const jwks = { keys: rows.map((r) => r.publicJwk as JWK) };
  return {
    signing: accessSigner,
    signingFor: (alg) => signers.get(alg),
    algorithms: [...signers.keys()].sort(),
    verificationKey(header) {
      const entry = header.kid ? publicKeys.get(header.kid) : undefined;
      if (!entry || entry.alg !== header.alg) throw new UnknownKeyError('token was not signed by a key of this issuer');
      return entry.key;
    },
    jwks,
    verified: memo,
  };
}

/**
 * Start-up: makes a key of each algorithm that has none (one among instances starting together:
 * a database from before RS256 gets its RSA key at its next start), then loads.
 */
export async function loadKeyStore(db: Db, kek: KeyEncryptionKey, memoCapacity = 0, keyPairs: KeyPairSource = generateSigningKeyPair): Promise<KeyStore> {
  await db.transaction().execute((trx) => ensureSigningKeys(trx, KEY_ALGORITHMS, (alg: KeyAlgorithm) => newSigningKeyPair(alg, keyPairs), kek));
  return buildKeyStore(await listActiveSigningKeys(db), kek, new VerifiedTokenMemo(memoCapacity));
}
