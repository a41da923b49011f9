// JWT access tokens (RFC 9068): signed with our cached ES256 key, verified against our own
// public keys with the algorithm pinned (no `alg: none`, no HS256-with-public-key confusion).
import { randomUUID } from 'node:crypto';
import { jwtVerify, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { signEs256 } from './es256.js';
import { SIGNING_ALG, type KeyStore } from './keys.js';

export const ACCESS_TOKEN_TYP = 'at+jwt';

export interface AccessTokenClaims {
  sub: string;
  aud: string;
  clientId: string;
  scope: string;
  ttlSeconds: number;
  /** Extra claims (organization_id, act, …). */
  extra?: Record<string, unknown>;
}

export interface MintedToken {
  token: string;
  jti: string;
  expiresIn: number;
}

export async function mintAccessToken(keys: KeyStore, issuer: string, claims: AccessTokenClaims): Promise<MintedToken> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  // node:crypto signs synchronously: the WebCrypto job jose would run costs 2–3× more per token.
  const token = signEs256(
    { alg: SIGNING_ALG, typ: ACCESS_TOKEN_TYP, kid: keys.signing.kid },
    {
      ...claims.extra,
      client_id: claims.clientId,
      scope: claims.scope,
      iss: issuer,
      sub: claims.sub,
      aud: claims.aud,
      iat: now,
      exp: now + claims.ttlSeconds,
      jti,
    },
    keys.signing.key,
  );
  return { token, jti, expiresIn: claims.ttlSeconds };
}

export interface VerifiedAccessToken extends JWTPayload {
  sub: string;
  client_id?: string;
  scope?: string;
  jti?: string;
}

/**
 * Verify one of our access tokens: signature by one of our keys (ES256 only), `typ: at+jwt`,
 * issuer, expiry and, when given, audience. Throws jose errors (with a stable `code`) or
 * UnknownKeyError.
 */
export async function verifyAccessToken(
  keys: KeyStore,
  issuer: string,
  token: string,
  audience?: string,
): Promise<VerifiedAccessToken> {
  const now = Math.floor(Date.now() / 1000);
  // A token this process verified before: its signature, header and claims cannot have changed;
  // what can (the clock, the audience asked for) is checked again. Anything doubtful falls through.
  const memo = keys.verified.lookup(token, now);
  if (memo && memo.issuer === issuer && stillValid(memo.claims, now, audience)) return memo.claims as VerifiedAccessToken;
  // Parsing and checking the JWS is jose's job, never ours: one verifier for every token, with
  // the algorithm pinned. What it verified is remembered for the token's next use.
  const { payload } = await jwtVerify(token, (header) => keys.verificationKey(header), {
    algorithms: [SIGNING_ALG],
    issuer,
    typ: ACCESS_TOKEN_TYP,
    ...(audience ? { audience } : {}),
    requiredClaims: ['sub', 'exp', 'iat'],
    currentDate: new Date(now * 1000),
  });
  keys.verified.remember(token, issuer, payload);
  return payload as VerifiedAccessToken;
}

/** The time- and audience-dependent checks of jwtVerify, for a remembered token. */
function stillValid(claims: Record<string, unknown>, now: number, audience: string | undefined): boolean {
  const { exp, nbf, aud } = claims;
  if (typeof exp !== 'number' || !(exp > now)) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return false;
  return audience === undefined || aud === audience || (Array.isArray(aud) && aud.includes(audience));
}

export function scopeList(scope: string | undefined | null): string[] {
  return (scope ?? '').split(' ').filter(Boolean);
}
