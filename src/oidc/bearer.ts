// Bearer access tokens for the Management API (and, later, the Account API): verified against
// our own keys with issuer, audience, expiry and `typ` checked.
import type { Clock } from '../domain/clock.js';
import type { KeyStore } from '../services.js';
import { scopeList, verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import { boundKeyOf } from '../domain/oauth/dpop.js';

export type BearerCheck = { ok: true; token: VerifiedAccessToken; scopes: string[] } | { ok: false; status: 401 | 403; reason: string };

export function readBearer(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export async function checkBearer(
  keys: KeyStore,
  clock: Clock,
  issuer: string,
  audience: string,
  authorization: string | undefined,
  requiredScope?: string,
): Promise<BearerCheck> {
  const raw = readBearer(authorization);
  if (!raw) return { ok: false, status: 401, reason: 'a Bearer access token is required' };
  let token: VerifiedAccessToken;
  try {
    token = await verifyAccessToken(keys, clock, issuer, raw, audience);
  } catch {
    return { ok: false, status: 401, reason: 'the access token is invalid or expired' };
  }
  // A DPoP-bound token (RFC 9449) is not a bearer token: without its key's proof it is refused.
  if (boundKeyOf(token)) return { ok: false, status: 401, reason: 'the access token is DPoP-bound; this API takes Bearer tokens only' };
  const scopes = scopeList(token.scope);
  if (requiredScope && !scopes.includes(requiredScope)) {
    return { ok: false, status: 403, reason: `the access token lacks the "${requiredScope}" scope` };
  }
  return { ok: true, token, scopes };
}
