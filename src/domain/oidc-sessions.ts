// Browser sessions: one row per sign-in, named by a random secret that only the browser's cookie
// holds (the row keeps its SHA-256 digest). The row is the truth: sign-out, a password change and
// suspension end it for every instance at once; its id is the public `sid` of tokens.
import type { Db } from '../db/database.js';
import { revokeUserGrants } from '../db/repositories/oidc-grants.js';
import { endUserSessions, findActiveSessionBySecret, insertSession, isSessionActive, type Session } from '../db/repositories/sessions.js';
import { newId, newSecret, sha256 } from './ids.js';
import { activeUser } from './user-standing.js';

export type { Session };
export { endSession } from '../db/repositories/sessions.js';

export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

/** A session just created: its secret goes into the cookie, once, and is stored nowhere. */
export interface NewSession extends Session {
  secret: string;
}

export async function startSession(db: Db, userId: string): Promise<NewSession> {
  const secret = newSecret();
  const session = await insertSession(db, newId(), userId, sha256(secret), SESSION_TTL_SECONDS);
  return { ...session, secret };
}

/** The session this cookie secret names, while it has neither ended nor expired. */
export function activeSessionOfSecret(db: Db, secret: string): Promise<Session | undefined> {
  return findActiveSessionBySecret(db, sha256(secret));
}

/** The session, as long as its user may still be signed in (exists, not suspended). */
export async function signedInSession(db: Db, session: Session): Promise<Session | undefined> {
  return (await activeUser(db, session.userId)) ? session : undefined;
}

/**
 * Whether the sign-in session a token names (`sid`) is still active: sign-out and suspension end
 * sessions, and a token from an ended session must not be honoured although its `exp` has not
 * passed. Undefined when the token names no session (nothing to check).
 */
export async function sessionActivity(db: Db, sid: unknown): Promise<boolean | undefined> {
  if (typeof sid !== 'string' || !sid) return undefined;
  return isSessionActive(db, sid);
}

/**
 * Suspension ends the user's sessions and revokes every grant (refresh tokens and the access
 * tokens issued under them), in the suspension's own transaction.
 */
export async function endSessionsOfSuspendedUser(db: Db, userId: string): Promise<void> {
  await endUserSessions(db, userId);
  await revokeUserGrants(db, userId);
}
