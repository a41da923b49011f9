// Is one of our JWT access tokens still good? Signature, issuer, `typ` and expiry (jose), then
// what a JWT cannot say by itself: its standing (src/domain/oauth/token-state.ts: revoked, session
// ended, user suspended or deleted, client application deleted). Userinfo, introspection and
// the Management API guard use it.
import type { Clock } from '../domain/clock.js';
import type { Db } from '../db/database.js';
import { isClientToken, tokenStanding } from '../domain/oauth/token-state.js';
import { activeUser, type User } from '../domain/directory/user-standing.js';
import { verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import type { KeyStore } from '../services.js';

export { isClientToken, tokenStanding, type Standing } from '../domain/oauth/token-state.js';

export type StandingToken = VerifiedAccessToken & { sid?: unknown; grant_id?: unknown };

export type TokenStatus = { active: true; token: StandingToken & { sid?: string }; user?: User } | { active: false; reason: string };

export async function accessTokenStatus(db: Db, keys: KeyStore, clock: Clock, issuer: string, raw: string): Promise<TokenStatus> {
  let token: StandingToken & { sid?: string };
  try {
    token = await verifyAccessToken(keys, clock, issuer, raw);
  } catch {
    return { active: false, reason: 'the access token is invalid or expired' };
  }
  const standing = await tokenStanding(db, clock, token);
  if (!standing.ok) return { active: false, reason: standing.reason };
  if (isClientToken(token)) return { active: true, token };
  const user = await activeUser(db, token.sub);
  if (!user) return { active: false, reason: 'the user is no longer active' };
  return { active: true, token, user };
}
