// Signing keys: an ES256 key generated on first start and kept in the database (encrypted at
// rest when KEY_ENCRYPTION_KEY is set). Keys are imported once into CryptoKeys and cached,
// so neither signing nor verification imports a key per request.
import { createCipheriv, createDecipheriv, randomBytes, type webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTHeaderParameters } from 'jose';
import type { Db } from '../db/database.js';
import { insertSigningKey, listActiveSigningKeys } from '../db/repositories/signing-keys.js';
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

function encrypt(plain: string, kek: Buffer | undefined): string {
  if (!kek) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `enc:v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

function decrypt(stored: string, kek: Buffer | undefined): string {
  if (!stored.startsWith('enc:v1:')) return stored;
  if (!kek) throw new Error('signing keys are encrypted: set KEY_ENCRYPTION_KEY');
  const raw = Buffer.from(stored.slice('enc:v1:'.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', kek, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

async function generateSigningKey(db: Db, kek: Buffer | undefined): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = newId(16);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  await insertSigningKey(db, { id: kid, alg: SIGNING_ALG, privateKey: encrypt(JSON.stringify(privateJwk), kek), publicJwk });
}

export async function loadKeyStore(db: Db, kek: Buffer | undefined, memoCapacity = 0): Promise<KeyStore> {
  let rows = await listActiveSigningKeys(db);
  if (rows.length === 0) {
    await generateSigningKey(db, kek);
    rows = await listActiveSigningKeys(db);
  }
  // Several instances may start on an empty database together: all of them pick the oldest key.
  const newestFirst = rows;
  const current = newestFirst[newestFirst.length - 1]!;
  const privateJwk = JSON.parse(decrypt(current.privateKey, kek)) as JWK;
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
