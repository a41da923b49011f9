// The verified-token memo skips only the signature check of a token this process verified
// before: expiry, not-before, issuer and audience are still checked on every presentation, and
// anything else (a changed byte, another issuer) goes through full verification and its errors.
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyAccessToken } from '../../src/oidc/access-token.js';
import { UnknownKeyError } from '../../src/oidc/keys.js';
import type { KeyStore } from '../../src/services.js';
import { VerifiedTokenMemo } from '../../src/oidc/verified-token-memo.js';
import { systemClock } from '../../src/domain/clock.js';

const ISSUER = 'https://issuer.example/oidc';
const AUD = 'https://api.example';
let privateKey: CryptoKey;
let publicKey: CryptoKey;
let jwk: Record<string, unknown>;

beforeAll(async () => {
  ({ privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true }));
  jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
});
afterEach(() => vi.useRealTimers());

/** A key store that counts how often a verification key is looked up (once per full verification). */
function keyStore(capacity: number): KeyStore & { lookups: number } {
  const store = {
    lookups: 0,
    signing: { kid: 'k1', key: privateKey },
    signingFor: (alg: string) => (alg === 'ES256' ? { kid: 'k1', key: privateKey } : undefined),
    algorithms: ['ES256'],
    verificationKey(header: { kid?: string }) {
      store.lookups++;
      if (header.kid !== 'k1') throw new UnknownKeyError('unknown kid');
      return publicKey;
    },
    jwks: { keys: [jwk] },
    verified: new VerifiedTokenMemo(capacity),
  };
  return store;
}

const now = () => Math.floor(Date.now() / 1000);
function sign(claims: Record<string, unknown> = {}) {
  return new SignJWT({
    sub: 'user-1',
    client_id: 'app',
    scope: 'read',
    iss: ISSUER,
    aud: AUD,
    iat: now(),
    exp: now() + 3600,
    jti: crypto.randomUUID(),
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'k1' })
    .sign(privateKey);
}

describe('verified-token memo', () => {
  it('verifies a token once, then answers from the memo with the same claims', async () => {
    const keys = keyStore(10);
    const token = await sign();
    const first = await verifyAccessToken(keys, systemClock, ISSUER, token, AUD);
    expect(keys.lookups).toBe(1);
    const again = await verifyAccessToken(keys, systemClock, ISSUER, token, AUD);
    expect(keys.lookups).toBe(1);
    expect(again).toEqual(first);
    // Callers get their own copy: changing it does not change what the next caller sees.
    (again as Record<string, unknown>).scope = 'admin';
    expect((await verifyAccessToken(keys, systemClock, ISSUER, token, AUD)).scope).toBe('read');
  });

  it('refuses a remembered token once it expires, with the full verification error', async () => {
    const keys = keyStore(10);
    const token = await sign({ exp: now() + 60 });
    await verifyAccessToken(keys, systemClock, ISSUER, token);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    await expect(verifyAccessToken(keys, systemClock, ISSUER, token)).rejects.toMatchObject({ fault: 'expired' });
    expect(keys.verified.size).toBe(0);
  });

  it('checks the audience on every presentation', async () => {
    const keys = keyStore(10);
    const token = await sign();
    await verifyAccessToken(keys, systemClock, ISSUER, token, AUD);
    await expect(verifyAccessToken(keys, systemClock, ISSUER, token, 'https://other.example')).rejects.toMatchObject({
      fault: 'claim',
      claim: 'aud',
    });
  });

  it('checks the issuer on every presentation', async () => {
    const keys = keyStore(10);
    const token = await sign();
    await verifyAccessToken(keys, systemClock, ISSUER, token);
    await expect(verifyAccessToken(keys, systemClock, 'https://elsewhere.example/oidc', token)).rejects.toMatchObject({ claim: 'iss' });
  });

  it('does not take a token with one byte changed for the remembered one', async () => {
    const keys = keyStore(10);
    const token = await sign();
    await verifyAccessToken(keys, systemClock, ISSUER, token);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = `${h}.${p}.${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    await expect(verifyAccessToken(keys, systemClock, ISSUER, flipped)).rejects.toMatchObject({ fault: 'signature' });
    // A payload forged to match nothing we signed, under the real header and signature.
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, iat: now(), exp: now() + 60 })).toString('base64url')}.${s}`;
    await expect(verifyAccessToken(keys, systemClock, ISSUER, forged)).rejects.toMatchObject({ fault: 'signature' });
  });

  it('never remembers a token that failed verification', async () => {
    const keys = keyStore(10);
    await expect(verifyAccessToken(keys, systemClock, ISSUER, await sign({ nbf: now() + 600 }))).rejects.toMatchObject({ fault: 'not_yet_valid' });
    await expect(verifyAccessToken(keys, systemClock, ISSUER, await sign({ iss: 'https://evil.example' }))).rejects.toMatchObject({ claim: 'iss' });
    expect(keys.verified.size).toBe(0);
  });

  it('holds at most its capacity, dropping the oldest first; capacity 0 turns it off', async () => {
    const keys = keyStore(2);
    const [a, b, c] = [await sign(), await sign(), await sign()];
    for (const t of [a, b, c]) await verifyAccessToken(keys, systemClock, ISSUER, t);
    expect(keys.verified.size).toBe(2);
    expect(keys.lookups).toBe(3);
    await verifyAccessToken(keys, systemClock, ISSUER, c);
    expect(keys.lookups).toBe(3);
    await verifyAccessToken(keys, systemClock, ISSUER, a);
    expect(keys.lookups).toBe(4);

    const off = keyStore(0);
    await verifyAccessToken(off, systemClock, ISSUER, a);
    await verifyAccessToken(off, systemClock, ISSUER, a);
    expect(off.lookups).toBe(2);
    expect(off.verified.size).toBe(0);
  });
});
