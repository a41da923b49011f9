// Signing keys: an ES256 key generated on first start and kept in the database (sealed at rest
// when KEY_ENCRYPTION_KEY is set: format `enc:v1:` of src/domain/envelope.ts). Keys are imported
// once into CryptoKeys and cached, so neither signing nor verification imports a key per request.
import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTHeaderParameters } from 'jose';
import type { Db } from '../db/database.js';
import { insertSigningKey, listActiveSigningKeys } from '../db/repositories/signing-keys.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../domain/envelope.js';
import { newId } from '../domain/ids.js';
import { VerifiedTokenMemo } from './verified-token-memo.js';

type CryptoKey = webcrypto.CryptoKey;

export const SIGNING_ALG = 'ES256';

export interface KeyStore {
  /** The key new tokens are signed with. */
  signing: { kid: string; key: CryptoKey };
  /** Public keys by kid, for verifying our own tokens without a JWKS round trip. */
  verificationKey(header: JWTHeaderParameters): CryptoKey;
  jwks: { keys: JWK[] };
  /** Tokens already verified against these keys (see verified-token-memo.ts). */
  verified: VerifiedTokenMemo;
}

export class UnknownKeyError extends Error {
  readonly code = 'ERR_UNKNOWN_KID';
}

async function generateSigningKey(db: Db, kek: KeyEncryptionKey): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = newId(16);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  await insertSigningKey(db, { id: kid, alg: SIGNING_ALG, privateKey: sealSecret(JSON.stringify(privateJwk), kek, 'enc:v1:'), publicJwk });
}

export async function loadKeyStore(db: Db, kek: KeyEncryptionKey, memoCapacity = 0): Promise<KeyStore> {
  let rows = await listActiveSigningKeys(db);
  if (rows.length === 0) {
    await generateSigningKey(db, kek);
    rows = await listActiveSigningKeys(db);
  }
  // Several instances may start on an empty database together: all of them pick the oldest key.
  const newestFirst = rows;
  const current = newestFirst[newestFirst.length - 1]!;
  const privateJwk = JSON.parse(openSecret(current.privateKey, kek, 'enc:v1:')) as JWK;
  const signingKey = (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey;
  const publicKeys = new Map<string, CryptoKey>();
  for (const row of rows) publicKeys.set(row.id, (await importJWK(row.publicJwk as JWK, SIGNING_ALG)) as CryptoKey);
  return {
    signing: { kid: current.id, key: signingKey },
    verificationKey(header) {
      const key = header.kid ? publicKeys.get(header.kid) : undefined;
      if (!key) throw new UnknownKeyError('token was not signed by a key of this issuer');
      return key;
    },
    jwks: { keys: rows.map((r) => r.publicJwk as JWK) },
    verified: new VerifiedTokenMemo(memoCapacity),
  };
}
