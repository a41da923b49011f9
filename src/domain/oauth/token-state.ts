// What makes one of our access tokens stand, beyond what the JWT says by itself (signature,
// issuer and expiry are the protocol layer's, src/oidc/access-token.ts): not revoked (by jti,
// or its grant revoked), its session not ended (by sid), its user neither suspended nor deleted,
// its client application not deleted. Userinfo, introspection and the Management API guard ask
// here; every read goes through the directory cache (src/db/cache), so a repeated check of the
// same token costs no database round trip.
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { findApplicationCredentialsCached, type ApplicationCredentials } from '../../db/repositories/applications.js';
import { grantRevocationKey } from '../../db/repositories/oidc-grants.js';
import { revokeTokenJti } from '../../db/repositories/revoked-tokens.js';
import { isSessionActive } from '../../db/repositories/sessions.js';
import { loadSubjectState } from '../../db/repositories/token-exchange-subject.js';
import { PERSONAL_ACCESS_TOKEN_CLAIM, personalAccessTokenStanding } from './personal-access-tokens.js';

/** The claims of a verified access token that its standing depends on. */
export interface TokenClaims {
  sub: string;
  client_id?: unknown;
  jti?: unknown;
  sid?: unknown;
  grant_id?: unknown;
  /** The personal access token it was exchanged from (domain/oauth/personal-access-tokens.ts). */
  pat_id?: unknown;
}

export type Standing = { ok: true; application: ApplicationCredentials['application'] | undefined } | { ok: false; reason: string };

/** A client_credentials token is about the client itself (sub = client_id): no user, no session. */
export const isClientToken = (token: TokenClaims) => token.sub === token.client_id && typeof token.sid !== 'string';

/** Everything that can end a verified token before its `exp`, checked together. */
export async function tokenStanding(db: Db, clock: Clock, token: TokenClaims): Promise<Standing> {
  const jtis = [token.jti, grantRevocationKey(token.grant_id)].filter((j): j is string => typeof j === 'string');
  const clientToken = isClientToken(token);
  const patId = token[PERSONAL_ACCESS_TOKEN_CLAIM];
  const [state, sessionActive, application, pat] = await Promise.all([
    loadSubjectState(db, { userId: token.sub, jtis }),
    typeof token.sid === 'string' ? isSessionActive(db, token.sid, clock.now()) : undefined,
    typeof token.client_id === 'string' ? findApplicationCredentialsCached(db, token.client_id) : undefined,
    typeof patId === 'string' ? personalAccessTokenStanding(db, patId, clock.now()) : undefined,
  ]);
  if (state.revokedJtis.length) return { ok: false, reason: 'the access token has been revoked' };
  if (pat && !pat.ok)
    return {
      ok: false,
      reason: `the personal access token this access token was exchanged from has ${pat.refused === 'expired' ? 'expired' : 'been deleted'}`,
    };
  if (sessionActive === false) return { ok: false, reason: 'the session of this access token has ended' };
  if (!clientToken && (!state.userExists || state.isSuspended)) return { ok: false, reason: 'the user is no longer active' };
  if (typeof token.client_id === 'string' && !application) return { ok: false, reason: 'the application of this access token no longer exists' };
  return { ok: true, application: application?.application };
}

/**
 * Revocation of an access token (RFC 7009) by the client it was issued to; another client's
 * token is left alone. Its id is remembered until the token would have expired anyway.
 */
export async function revokeAccessToken(db: Db, clientId: string, token: { jti?: unknown; exp?: number; client_id?: unknown }): Promise<void> {
  if (typeof token.jti === 'string' && token.jti && token.exp && token.client_id === clientId) {
    await revokeTokenJti(db, token.jti, new Date(token.exp * 1000));
  }
}
