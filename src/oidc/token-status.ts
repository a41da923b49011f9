// Is one of our JWT access tokens still good? Signature, issuer, `typ` and expiry (jose), then
// what a JWT cannot say by itself: revoked (by jti), session ended (by sid), user suspended
// or deleted. Userinfo and introspection use it; token exchange can too.
import type { Db } from '../db/database.js';
import { isTokenJtiRevoked } from '../db/repositories/revoked-tokens.js';
import { isSessionActive } from '../db/repositories/sessions.js';
import { findUserById, type User } from '../db/repositories/users.js';
import { verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import type { KeyStore } from './keys.js';

export type TokenStatus =
  | { active: true; token: VerifiedAccessToken & { sid?: string }; user?: User }
  | { active: false; reason: string };

export async function accessTokenStatus(db: Db, keys: KeyStore, issuer: string, raw: string): Promise<TokenStatus> {
  let token: VerifiedAccessToken & { sid?: string };
  try {
    token = await verifyAccessToken(keys, issuer, raw);
  } catch {
    return { active: false, reason: 'the access token is invalid or expired' };
  }
  if (token.jti && (await isTokenJtiRevoked(db, token.jti))) return { active: false, reason: 'the access token has been revoked' };
  // A client_credentials token is about the client itself (sub = client_id): no user, no session.
  if (token.sub === token.client_id && typeof token.sid !== 'string') return { active: true, token };
  // User tokens from a sign-in carry their session; tokens derived from them (token exchange)
  // should carry it on, and without one the user's state still decides.
  if (typeof token.sid === 'string' && !(await isSessionActive(db, token.sid))) {
    return { active: false, reason: 'the session of this access token has ended' };
  }
  const user = await findUserById(db, token.sub);
  if (!user || user.isSuspended) return { active: false, reason: 'the user is no longer active' };
  return { active: true, token, user };
}
