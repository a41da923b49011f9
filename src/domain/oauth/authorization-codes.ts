// Authorization codes (RFC 6749 §4.1.2, PKCE RFC 7636): a one-time code for a grant, bound to
// the redirect URI and the code challenge of the authorization request. Stored by SHA-256
// digest; redeemed once, by a request that passed every check.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { insertAuthorizationCode, type StoredAuthorizationCode } from '../../db/repositories/authorization-codes.js';
import { newSecret, sha256 } from '../ids.js';
import { recordGrant, type OidcGrant } from './oidc-grants.js';

export type { StoredAuthorizationCode };
// The token endpoint reads and uses up a code by the digest it computed once.
export { consumeAuthorizationCode, findAuthorizationCode } from '../../db/repositories/authorization-codes.js';

export const CODE_TTL_SECONDS = 120;

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function pkceMatches(challenge: string, verifier: string): boolean {
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/**
 * A grant for what the user allowed and a one-time code for it; returns the code (stored only
 * as its digest), for the client's redirect URI.
 */
export async function issueAuthorizationCode(
  db: Db,
  grant: Omit<OidcGrant, 'id'>,
  request: { redirectUri: string; codeChallenge: string | null },
): Promise<string> {
  const { id: grantId } = await recordGrant(db, grant);
  const code = newSecret();
  await insertAuthorizationCode(db, sha256(code), {
    grantId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    ttlSeconds: CODE_TTL_SECONDS,
  });
  return code;
}

/**
 * Why this unconsumed code cannot be redeemed by this request (expired, another redirect URI,
 * PKCE not satisfied), or undefined when it can. Reuse (a consumed code) is the caller's to
 * handle first: it revokes the grant.
 */
export function codeRedemptionRefusal(code: StoredAuthorizationCode, redirectUri: string, codeVerifier: string | null | undefined): string | undefined {
  if (code.expired) return 'the authorization code has expired';
  if (code.redirectUri !== redirectUri) return 'redirect_uri does not match the authorization request';
  if (code.codeChallenge) {
    if (!codeVerifier) return 'code_verifier is required';
    if (!VERIFIER.test(codeVerifier) || !pkceMatches(code.codeChallenge, codeVerifier)) {
      return 'code_verifier does not match the code_challenge';
    }
  } else if (codeVerifier) {
    return 'code_verifier given but the authorization request had no code_challenge';
  }
  return undefined;
}
