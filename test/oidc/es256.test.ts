// Our ES256 tokens are ordinary JWS that jose verifies, and every access token we check is
// verified by jose's jwtVerify (never parsed by hand): every refusal comes from jose, with its code.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken, verifyAccessToken } from '../../src/oidc/access-token.js';
import { signEs256 } from '../../src/oidc/es256.js';
import { UnknownKeyError, type KeyStore } from '../../src/oidc/keys.js';
import { VerifiedTokenMemo } from '../../src/oidc/verified-token-memo.js';

const ISSUER = 'https://issuer.example/oidc';
const AUD = 'https://api.example';
let keys: KeyStore;
let privateKey: CryptoKey;
let publicKey: CryptoKey;

beforeAll(async () => {
  ({ privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true }));
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  keys = {
    signing: { kid: 'k1', key: privateKey },
    verificationKey: (header) => {
      if (header.kid !== 'k1') throw new UnknownKeyError('unknown kid');
      return publicKey;
    },
    jwks: { keys: [jwk] },
    // Off: these tests are about the verification itself (the memo has its own tests).
    verified: new VerifiedTokenMemo(0),
  };
});

const now = () => Math.floor(Date.now() / 1000);

function sign(claims: Record<string, unknown>, header: Record<string, unknown> = {}, key: CryptoKey | Uint8Array = privateKey) {
  return new SignJWT({ sub: 'user-1', client_id: 'app', scope: 'read', iss: ISSUER, aud: AUD, iat: now(), exp: now() + 3600, ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'k1', ...header })
    .sign(key);
}

describe('ES256 on node:crypto', () => {
  it('mints tokens that jose verifies against the JWKS, with every RFC 9068 claim', async () => {
    const minted = await mintAccessToken(keys, ISSUER, { sub: 'user-1', aud: AUD, clientId: 'app', scope: 'read write', ttlSeconds: 600 });
    const { payload, protectedHeader } = await jwtVerify(minted.token, createLocalJWKSet(keys.jwks), {
      issuer: ISSUER,
      audience: AUD,
      typ: 'at+jwt',
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: 'k1' });
    expect(payload).toMatchObject({ sub: 'user-1', aud: AUD, client_id: 'app', scope: 'read write', jti: minted.jti });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it('verifies a valid token to the claims jose reads from it', async () => {
    const token = await sign({});
    const { payload } = await jwtVerify(token, publicKey, { issuer: ISSUER, audience: AUD, typ: 'at+jwt' });
    expect(await verifyAccessToken(keys, ISSUER, token, AUD)).toEqual(payload);
  });

  const refusals: Array<[string, () => Promise<string>, string, string?]> = [
    ['alg none', async () => new UnsecuredJWT({ sub: 'user-1' }).setIssuer(ISSUER).setIssuedAt().setExpirationTime('1h').encode(), 'ERR_JOSE_ALG_NOT_ALLOWED'],
    [
      'HS256 keyed with our public key',
      async () => {
        const raw = new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey)));
        return sign({}, { alg: 'HS256' }, raw);
      },
      'ERR_JOSE_ALG_NOT_ALLOWED',
    ],
    [
      'signed by another key with our kid',
      async () => sign({}, {}, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey as unknown as CryptoKey),
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
    ['unknown kid', async () => sign({}, { kid: 'other' }), 'ERR_UNKNOWN_KID'],
    ['typ JWT', async () => sign({}, { typ: 'JWT' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['wrong issuer', async () => sign({ iss: 'https://evil.example' }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['expired', async () => sign({ exp: now() - 1 }), 'ERR_JWT_EXPIRED'],
    ['not yet valid', async () => sign({ nbf: now() + 600 }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['wrong audience', async () => sign({}), 'ERR_JWT_CLAIM_VALIDATION_FAILED', 'https://other-api.example'],
    [
      'an unknown crit header',
      async () =>
        signEs256(
          { alg: 'ES256', typ: 'at+jwt', kid: 'k1', crit: ['x'], x: 1 },
          { sub: 'user-1', iss: ISSUER, aud: AUD, iat: now(), exp: now() + 60 },
          privateKey,
        ),
      'ERR_JOSE_NOT_SUPPORTED',
    ],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await sign({})).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, iat: now(), exp: now() + 60 })).toString('base64url')}.${s}`;
      },
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
  ];

  for (const [name, make, code, audience] of refusals) {
    it(`refuses ${name} (jose reports ${code})`, async () => {
      const token = await make();
      await expect(verifyAccessToken(keys, ISSUER, token, audience ?? AUD)).rejects.toMatchObject({ code });
    });
  }
});
