// Is one of our JWT access tokens still good? Signature, issuer, `typ` and expiry (jose), then
// what a JWT cannot say by itself (tokenStanding): revoked (by jti, or its grant revoked),
// session ended (by sid), user suspended or deleted, client application deleted. Userinfo,
// introspection and the Management API guard use it; every read goes through the directory cache
// (src/db/cache), so a repeated check of the same token costs no database round trip.
import type { Db } from '../db/database.js';
import { findApplicationCredentialsCached, type ApplicationCredentials } from '../db/repositories/applications.js';
import { grantRevocationKey } from '../db/repositories/oidc-grants.js';
import { isSessionActive } from '../db/repositories/sessions.js';
import { loadSubjectState } from '../db/repositories/token-exchange-subject.js';
import { findUserById, type User } from '../db/repositories/users.js';
import { verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import type { KeyStore } from './keys.js';

export type StandingToken = VerifiedAccessToken & { sid?: unknown; grant_id?: unknown };

export type Standing =
  | { ok: true; application: ApplicationCredentials['application'] | undefined }
  | { ok: false; reason: string };

/** A client_credentials token is about the client itself (sub = client_id): no user, no session. */
export const isClientToken = (token: StandingToken) => token.sub === token.client_id && typeof token.sid !== 'string';

/** Everything that can end a verified token before its `exp`, checked together. */
export async function tokenStanding(db: Db, token: StandingToken): Promise<Standing> {
  const jtis = [token.jti, grantRevocationKey(token.grant_id)].filter((j): j is string => typeof j === 'string');
  const clientToken = isClientToken(token);
  const [state, sessionActive, application] = await Promise.all([
    loadSubjectState(db, { userId: token.sub, jtis }),
    typeof token.sid === 'string' ? isSessionActive(db, token.sid) : undefined,
    typeof token.client_id === 'string' ? findApplicationCredentialsCached(db, token.client_id) : undefined,
  ]);
  if (state.revokedJtis.length) return { ok: false, reason: 'the access token has been revoked' };
  if (sessionActive === false) return { ok: false, reason: 'the session of this access token has ended' };
  if (!clientToken && (!state.userExists || state.isSuspended)) return { ok: false, reason: 'the user is no longer active' };
  if (typeof token.client_id === 'string' && !application) return { ok: false, reason: 'the application of this access token no longer exists' };
  return { ok: true, application: application?.application };
}

export type TokenStatus =
  | { active: true; token: StandingToken & { sid?: string }; user?: User }
  | { active: false; reason: string };

export async function accessTokenStatus(db: Db, keys: KeyStore, issuer: string, raw: string): Promise<TokenStatus> {
  let token: StandingToken & { sid?: string };
  try {
    token = await verifyAccessToken(keys, issuer, raw);
  } catch {
    return { active: false, reason: 'the access token is invalid or expired' };
  }
  const standing = await tokenStanding(db, token);
  if (!standing.ok) return { active: false, reason: standing.reason };
  if (isClientToken(token)) return { active: true, token };
  const user = await findUserById(db, token.sub);
  if (!user || user.isSuspended) return { active: false, reason: 'the user is no longer active' };
  return { active: true, token, user };
}
