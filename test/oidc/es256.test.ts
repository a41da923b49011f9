// Our ES256 tokens are ordinary JWS that jose verifies against our JWKS, and every access token we
// check is verified by a library (fast-jwt on node:crypto, never parsed by hand), the algorithm
// pinned before a key is chosen: every refusal says which check failed.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken, verifyAccessToken } from '../../src/oidc/access-token.js';
import { signEs256 } from '../../src/oidc/es256.js';
import { UnknownKeyError } from '../../src/oidc/keys.js';
import type { KeyStore } from '../../src/services.js';
import { VerifiedTokenMemo } from '../../src/oidc/verified-token-memo.js';
import { systemClock } from '../../src/domain/clock.js';

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
    signingFor: (alg) => (alg === 'ES256' ? { kid: 'k1', key: privateKey } : undefined),
    algorithms: ['ES256'],
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
    const minted = await mintAccessToken(keys, systemClock, ISSUER, { sub: 'user-1', aud: AUD, clientId: 'app', scope: 'read write', ttlSeconds: 600 });
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

  it('carries the extra claims, and a standard claim of the same name cannot be replaced by one', async () => {
    const minted = await mintAccessToken(keys, systemClock, ISSUER, {
      sub: 'user-1',
      aud: AUD,
      clientId: 'app',
      scope: 'read',
      ttlSeconds: 600,
      extra: { sid: 'session-1', organization_id: 'org-1', act: { sub: 'svc' }, iss: 'https://evil.example', sub: 'someone-else', jti: 'chosen' },
    });
    const { payload } = await jwtVerify(minted.token, createLocalJWKSet(keys.jwks), { issuer: ISSUER, audience: AUD });
    expect(payload).toMatchObject({ sid: 'session-1', organization_id: 'org-1', act: { sub: 'svc' }, iss: ISSUER, sub: 'user-1', jti: minted.jti });
    expect(minted.jti).not.toBe('chosen');
  });

  it('verifies a valid token to the claims jose reads from it', async () => {
    const token = await sign({});
    const { payload } = await jwtVerify(token, publicKey, { issuer: ISSUER, audience: AUD, typ: 'at+jwt' });
    expect(await verifyAccessToken(keys, systemClock, ISSUER, token, AUD)).toEqual(payload);
  });

  it('names the signing key of the moment in each minted header, across a key change', async () => {
    const other = await generateKeyPair('ES256', { extractable: true });
    const rotated: KeyStore = { ...keys, signing: { kid: 'k2', key: other.privateKey } };
    const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    const mint = (store: KeyStore) => mintAccessToken(store, systemClock, ISSUER, { sub: 'user-1', aud: AUD, clientId: 'app', scope: 'read', ttlSeconds: 60 });
    expect(headerOf((await mint(keys)).token)).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: 'k1' });
    const second = await mint(rotated);
    expect(headerOf(second.token)).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: 'k2' });
    await jwtVerify(second.token, other.publicKey, { issuer: ISSUER, typ: 'at+jwt' });
    expect(headerOf((await mint(keys)).token)).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: 'k1' });
  });

  it('still refuses every wrong header after it has decoded many headers, its own and others', async () => {
    // More distinct headers than verifyAccessToken keeps decoded, each verified or refused alone.
    for (let i = 0; i < 40; i++) {
      const token = await sign({}, { kid: i % 2 ? 'k1' : `other-${i}`, x: i });
      if (i % 2) await expect(verifyAccessToken(keys, systemClock, ISSUER, token, AUD)).resolves.toMatchObject({ sub: 'user-1' });
      else await expect(verifyAccessToken(keys, systemClock, ISSUER, token, AUD)).rejects.toMatchObject({ fault: 'unknown_key' });
    }
    const good = await sign({});
    await verifyAccessToken(keys, systemClock, ISSUER, good, AUD);
    const unsecured = new UnsecuredJWT({ sub: 'user-1' }).setIssuer(ISSUER).setIssuedAt().setExpirationTime('1h').encode();
    await expect(verifyAccessToken(keys, systemClock, ISSUER, unsecured, AUD)).rejects.toMatchObject({ fault: 'algorithm' });
    // A known header on a tampered payload is still checked by signature.
    const [h, , sig] = good.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, iat: now(), exp: now() + 60 })).toString('base64url')}.${sig}`;
    await expect(verifyAccessToken(keys, systemClock, ISSUER, forged, AUD)).rejects.toMatchObject({ fault: 'signature' });
    await expect(verifyAccessToken(keys, systemClock, ISSUER, good, AUD)).resolves.toMatchObject({ sub: 'user-1' });
  });

  const refusals: Array<[string, () => Promise<string>, string, string?]> = [
    ['alg none', async () => new UnsecuredJWT({ sub: 'user-1' }).setIssuer(ISSUER).setIssuedAt().setExpirationTime('1h').encode(), 'algorithm'],
    [
      'HS256 keyed with our public key',
      async () => {
        const raw = new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey)));
        return sign({}, { alg: 'HS256' }, raw);
      },
      'algorithm',
    ],
    [
      'signed by another key with our kid',
      async () => sign({}, {}, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey as unknown as CryptoKey),
      'signature',
    ],
    ['unknown kid', async () => sign({}, { kid: 'other' }), 'unknown_key'],
    ['typ JWT', async () => sign({}, { typ: 'JWT' }), 'typ'],
    ['wrong issuer', async () => sign({ iss: 'https://evil.example' }), 'issuer'],
    ['expired', async () => sign({ exp: now() - 1 }), 'expired'],
    ['not yet valid', async () => sign({ nbf: now() + 600 }), 'not_yet_valid'],
    ['no sub', async () => sign({ sub: undefined }), 'claim'],
    ['a sub that is not a string', async () => sign({ sub: 42 }), 'claim'],
    ['garbage', async () => 'not.a.jwt', 'malformed'],
    ['wrong audience', async () => sign({}), 'claim', 'https://other-api.example'],
    [
      'an unknown crit header',
      async () =>
        signEs256(
          { alg: 'ES256', typ: 'at+jwt', kid: 'k1', crit: ['x'], x: 1 },
          { sub: 'user-1', iss: ISSUER, aud: AUD, iat: now(), exp: now() + 60 },
          privateKey,
        ),
      'malformed',
    ],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await sign({})).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, iat: now(), exp: now() + 60 })).toString('base64url')}.${s}`;
      },
      'signature',
    ],
  ];

  for (const [name, make, fault, audience] of refusals) {
    it(`refuses ${name} (${fault})`, async () => {
      const token = await make();
      await expect(verifyAccessToken(keys, systemClock, ISSUER, token, audience ?? AUD)).rejects.toMatchObject({ name: 'InvalidAccessTokenError', fault });
    });
  }
});
