// Verification of a token presented for exchange (subject_token or actor_token): one of our
// own JWT access tokens, checked by verifyAccessToken (ES256 pinned, our keys, iss, typ, exp).
// Each failure becomes invalid_grant with a description that says which check failed, without
// echoing anything from the token itself.
import type { Clock } from '../domain/clock.js';
import { InvalidAccessTokenError, verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import { invalidGrant, type OAuthError } from './errors.js';
import type { KeyStore } from '../services.js';

type Param = 'subject_token' | 'actor_token';

function describe(param: Param, error: InvalidAccessTokenError): OAuthError {
  switch (error.fault) {
    case 'expired':
      return invalidGrant(`${param} has expired`);
    case 'algorithm':
      return invalidGrant(`${param} is not signed with ES256, the only algorithm this issuer uses`);
    case 'unknown_key':
    case 'signature':
      return invalidGrant(`${param} was not signed by this issuer`);
    case 'issuer':
      return invalidGrant(`${param} was not issued by this issuer`);
    case 'typ':
      return invalidGrant(`${param} is not a JWT access token (its typ must be at+jwt)`);
    case 'not_yet_valid':
      return invalidGrant(`${param} is not valid yet`);
    case 'claim':
      return error.claim ? invalidGrant(`${param} lacks a valid ${error.claim} claim`) : invalidGrant(`${param} has a claim of the wrong type or value`);
    case 'malformed':
      return invalidGrant(`${param} is not a valid JWT`);
  }
}

export async function verifyPresentedToken(keys: KeyStore, clock: Clock, issuer: string, token: string, param: Param): Promise<VerifiedAccessToken> {
  try {
    return await verifyAccessToken(keys, clock, issuer, token);
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) throw describe(param, error);
    throw error;
  }
}
