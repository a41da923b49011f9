// Authorization codes (RFC 6749 §4.1.2, PKCE RFC 7636): a one-time code for a grant, bound to
// the redirect URI and the code challenge of the authorization request. Stored by SHA-256
// digest; redeemed once, by a request that passed every check.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import {
  consumeAuthorizationCode,
  findAuthorizationCode,
  insertAuthorizationCode,
  type StoredAuthorizationCode,
} from '../../db/repositories/authorization-codes.js';
import { findGrantState } from '../../db/repositories/oidc-grants.js';
import { newSecret, sha256 } from '../ids.js';
import { grantRefusal, recordGrant, revokeReplayedGrant, type GrantState, type OidcGrant, type PresentedGrant } from './oidc-grants.js';

export type { StoredAuthorizationCode };

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
  request: { redirectUri: string; codeChallenge: string | null; dpopJkt?: string | null | undefined },
): Promise<string> {
  const { id: grantId } = await recordGrant(db, grant);
  const code = newSecret();
  await insertAuthorizationCode(db, sha256(code), {
    grantId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    dpopJkt: request.dpopJkt ?? null,
    ttlSeconds: CODE_TTL_SECONDS,
  });
  return code;
}

/**
 * Why this unconsumed code cannot be redeemed by this request (expired, another redirect URI,
 * PKCE not satisfied), or undefined when it can. Reuse (a consumed code) is the caller's to
 * handle first: it revokes the grant.
 */
function codeRedemptionRefusal(
  code: StoredAuthorizationCode,
  redirectUri: string,
  codeVerifier: string | null | undefined,
  dpopJkt: string | undefined,
): string | undefined {
  if (code.expired) return 'the authorization code has expired';
  // RFC 9449 §10: a code bound by dpop_jkt is redeemed only with a proof by that key.
  if (code.dpopJkt && code.dpopJkt !== dpopJkt) return 'the authorization code is bound to another DPoP key (dpop_jkt)';
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

export const AUTHORIZATION_CODE_REUSED = 'the authorization code was already used; tokens issued with it are revoked';

/** A code that passed its checks, used up by the digest computed once (PresentedGrant). */
class PresentedCode implements PresentedGrant {
  constructor(
    readonly state: GrantState,
    private readonly digest: Buffer,
  ) {}

  consume(trx: Db): Promise<boolean> {
    return consumeAuthorizationCode(trx, this.digest);
  }
}

/**
 * The authorization_code grant's rules for the code `clientId` presented: the grant it stands
 * for, to be used up when the tokens are recorded (recordGrantIssue), or why it is refused. A
 * code is redeemed once, by the client it was issued to, with the same redirect URI and PKCE
 * verifier, while its grant stands; a used code presented again revokes the grant.
 */
export async function redeemAuthorizationCode(
  db: Db,
  clientId: string,
  request: { code: string; redirectUri: string; codeVerifier: string | undefined; dpopJkt: string | undefined },
): Promise<PresentedGrant | { refused: string }> {
  const digest = sha256(request.code);
  const code = await findAuthorizationCode(db, digest);
  if (!code) return { refused: 'the authorization code is invalid' };
  const state = await findGrantState(db, code.grantId);
  if (!state || state.grant.clientId !== clientId) return { refused: 'the authorization code was issued to another client' };
  if (code.consumed) {
    await revokeReplayedGrant(db, code.grantId);
    return { refused: AUTHORIZATION_CODE_REUSED };
  }
  const refused = codeRedemptionRefusal(code, request.redirectUri, request.codeVerifier, request.dpopJkt) ?? grantRefusal(state);
  if (refused) return { refused };
  return new PresentedCode(state, digest);
}
