// Browser sessions: a signed `tessera_session` cookie holding the session's random secret; the
// sessions table keeps only its SHA-256 digest (a copy of the database gives no usable cookie).
// The row is the truth (sign-out, a password change and suspension end it for every instance at
// once); its id is the public `sid` of tokens, never a cookie value.
import type { Request, Response } from 'express';
import type { Db } from '../db/database.js';
import { revokeUserGrants } from '../db/repositories/oidc-grants.js';
import { endSession, endUserSessions, findActiveSessionBySecret, insertSession, type Session } from '../db/repositories/sessions.js';
import { findUserById } from '../db/repositories/users.js';
import { newId, newSecret, sha256 } from '../domain/ids.js';
import { onUserSuspended } from '../domain/users.js';
import type { Services } from '../services.js';
import { clearCookie, readSignedCookie, setSignedCookie } from './cookies.js';

export const SESSION_COOKIE = 'tessera_session';
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

export type { Session };

/** A session just created: its secret goes into the cookie, once, and is stored nowhere. */
export interface NewSession extends Session {
  secret: string;
}

// Suspension ends the user's sessions and revokes every grant (refresh tokens and the access
// tokens issued under them), in the suspension's own transaction.
async function endSessionsOfSuspendedUser(db: Db, userId: string): Promise<void> {
  await endUserSessions(db, userId);
  await revokeUserGrants(db, userId);
}

let suspensionWired = false;
/** Start-up wiring (src/start.ts): suspending a user ends their sessions. Once per process. */
export function wireSessionSuspension(): void {
  if (suspensionWired) return;
  suspensionWired = true;
  onUserSuspended(endSessionsOfSuspendedUser);
}

/** The active session this browser's cookie names (by its secret's digest), if any. */
async function cookieSession(services: Services, req: Request): Promise<Session | undefined> {
  const secret = await readSignedCookie(services, req, SESSION_COOKIE);
  return secret ? findActiveSessionBySecret(services.db, sha256(secret)) : undefined;
}

/** The signed-in session of this browser, if its cookie is valid and the session still active. */
export async function currentSession(services: Services, req: Request): Promise<Session | undefined> {
  const session = await cookieSession(services, req);
  if (!session) return undefined;
  const user = await findUserById(services.db, session.userId);
  return user && !user.isSuspended ? session : undefined;
}

/** The id of this browser's active session (to end it when a new sign-in replaces it). */
export async function browserSessionId(services: Services, req: Request): Promise<string | undefined> {
  return (await cookieSession(services, req))?.id;
}

export async function createSession(db: Db, userId: string): Promise<NewSession> {
  const secret = newSecret();
  const session = await insertSession(db, newId(), userId, sha256(secret), SESSION_TTL_SECONDS);
  return { ...session, secret };
}

export function setSessionCookie(services: Services, res: Response, session: NewSession): Promise<void> {
  return setSignedCookie(services, res, SESSION_COOKIE, session.secret, SESSION_TTL_SECONDS);
}

/** Ends the browser's session (if any) and clears its cookie; returns the ended session id. */
export async function endBrowserSession(services: Services, req: Request, res: Response): Promise<string | undefined> {
  const id = await browserSessionId(services, req);
  if (id) await endSession(services.db, id);
  clearCookie(services, res, SESSION_COOKIE);
  return id;
}
