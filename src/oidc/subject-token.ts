// Verification of a token presented for exchange (subject_token or actor_token): one of our
// own JWT access tokens, checked by verifyAccessToken (ES256 pinned, our keys, iss, typ, exp).
// Each failure becomes invalid_grant with a description that says which check failed, without
// echoing anything from the token itself.
import { verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import { invalidGrant, type OAuthError } from './errors.js';
import type { KeyStore } from './keys.js';

type Param = 'subject_token' | 'actor_token';

function describe(param: Param, error: { code?: unknown; claim?: unknown }): OAuthError | undefined {
  switch (error.code) {
    case 'ERR_JWT_EXPIRED':
      return invalidGrant(`${param} has expired`);
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return invalidGrant(`${param} is not signed with ES256, the only algorithm this issuer uses`);
    case 'ERR_UNKNOWN_KID':
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return invalidGrant(`${param} was not signed by this issuer`);
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (error.claim === 'iss') return invalidGrant(`${param} was not issued by this issuer`);
      if (error.claim === 'typ') return invalidGrant(`${param} is not a JWT access token (its typ must be at+jwt)`);
      if (error.claim === 'nbf') return invalidGrant(`${param} is not valid yet`);
      return invalidGrant(`${param} lacks a valid ${String(error.claim)} claim`);
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return invalidGrant(`${param} is not a valid JWT`);
    default:
      return undefined;
  }
}

export async function verifyPresentedToken(keys: KeyStore, issuer: string, token: string, param: Param): Promise<VerifiedAccessToken> {
  try {
    return await verifyAccessToken(keys, issuer, token);
  } catch (error) {
    const refusal = describe(param, (error ?? {}) as { code?: unknown; claim?: unknown });
    if (refusal) throw refusal;
    // Any other jose failure is still about the presented token, not about us.
    if (typeof (error as { code?: unknown })?.code === 'string' && String((error as { code: string }).code).startsWith('ERR_')) {
      throw invalidGrant(`${param} is not a valid access token of this issuer`);
    }
    throw error;
  }
}
