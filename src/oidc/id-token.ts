// ID tokens (OIDC Core §2, §3.1.3.6) signed with the application's algorithm (RS256 unless it
// asks for another of KEY_ALGORITHMS), and the signature-only check of an `id_token_hint` (which may have expired:
// it only names who is logging out).
import { createHash } from 'node:crypto';
import { SignJWT, compactVerify } from 'jose';
import { epochSeconds, type Clock } from '../domain/clock.js';
import type { KeyStore } from '../services.js';
import { DEFAULT_ID_TOKEN_ALG, type KeyAlgorithm } from '../domain/signing-algorithms.js';

export const ID_TOKEN_TTL_SECONDS = 3600;

export interface IdTokenClaims {
  sub: string;
  clientId: string;
  authTime: Date;
  sessionId: string;
  nonce?: string | null;
  accessToken: string;
  extra?: Record<string, unknown>;
  /** The application's `idTokenSignedResponseAlg`. */
  alg?: KeyAlgorithm;
  /** The application's `idTokenTtl` (seconds); ID_TOKEN_TTL_SECONDS when not given. */
  ttlSeconds?: number;
}

/**
 * The hash of `at_hash` (OIDC Core §3.1.3.6): the one of the ID token's own algorithm, SHA-256 for
 * RS256, PS256 and ES256, SHA-384 for ES384, and SHA-512 for EdDSA with Ed25519 (as OIDC Core's
 * errata and the libraries that check it take it).
 */
const AT_HASH_DIGEST: Readonly<Record<KeyAlgorithm, 'sha256' | 'sha384' | 'sha512'>> = {
  RS256: 'sha256',
  PS256: 'sha256',
  ES256: 'sha256',
  ES384: 'sha384',
  EdDSA: 'sha512',
};

/** at_hash: the left half of the access token's digest by the ID token's algorithm's hash, base64url. */
export function atHash(accessToken: string, alg: KeyAlgorithm = DEFAULT_ID_TOKEN_ALG): string {
  const digest = createHash(AT_HASH_DIGEST[alg]).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

export async function mintIdToken(keys: KeyStore, clock: Clock, issuer: string, c: IdTokenClaims): Promise<string> {
  const now = epochSeconds(clock);
  const alg = c.alg ?? DEFAULT_ID_TOKEN_ALG;
  const signer = keys.signingFor(alg);
  if (!signer) throw new Error(`no active ${alg} signing key`);
  return new SignJWT({
    ...c.extra,
    auth_time: Math.floor(c.authTime.getTime() / 1000),
    at_hash: atHash(c.accessToken, alg),
    sid: c.sessionId,
    ...(c.nonce ? { nonce: c.nonce } : {}),
  })
    .setProtectedHeader({ alg, typ: 'JWT', kid: signer.kid })
    .setIssuer(issuer)
    .setSubject(c.sub)
    .setAudience(c.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + (c.ttlSeconds ?? ID_TOKEN_TTL_SECONDS))
    .sign(signer.key);
}

export interface IdTokenHint {
  sub: string;
  aud: string;
  sid?: string;
  /** When it was issued (seconds), if it says. */
  iat?: number;
}

/** Our signature and issuer; expiry deliberately not checked. Undefined when not ours. */
export async function readIdTokenHint(keys: KeyStore, issuer: string, token: string): Promise<IdTokenHint | undefined> {
  try {
    const { payload, protectedHeader } = await compactVerify(token, (header) => keys.verificationKey(header), {
      algorithms: [...keys.algorithms],
    });
    if (protectedHeader.typ === 'at+jwt') return undefined;
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (claims.iss !== issuer || typeof claims.sub !== 'string' || typeof aud !== 'string') return undefined;
    return {
      sub: claims.sub,
      aud,
      ...(typeof claims.sid === 'string' ? { sid: claims.sid } : {}),
      ...(typeof claims.iat === 'number' ? { iat: claims.iat } : {}),
    };
  } catch {
    return undefined;
  }
}
