// Browser sessions over HTTP: a signed `tessera_session` cookie holding the session's random
// secret; the sessions table keeps only its SHA-256 digest (a copy of the database gives no usable
// cookie). What a session is and what ends it is src/domain/oauth/oidc-sessions.ts; its id is the
// public `sid` of tokens, never a cookie value.
import type { Request, Response } from 'express';
import {
  activeSessionOfSecret,
  endSession,
  endSessionsOfSuspendedUser,
  sessionsEnded,
  signedInSession,
  type NewSession,
  type Session,
} from '../domain/oauth/oidc-sessions.js';
import { onUserSessionsEnded, onUserSuspended } from '../domain/directory/users.js';
import type { Services } from '../services.js';
import { clearCookie, readSignedCookie, setSignedCookie } from './cookies.js';

export const SESSION_COOKIE = 'tessera_session';

export type { NewSession, Session };
/** Creates a session (src/domain/oauth/oidc-sessions.ts); its cookie is set with setSessionCookie. */
export { startSession as createSession } from '../domain/oauth/oidc-sessions.js';

let suspensionWired = false;
/**
 * Start-up wiring (src/start.ts): suspending a user ends their sessions, and sessions a password
 * change or a deletion ended get their back-channel logouts. Once per process.
 */
export function wireSessionSuspension(): void {
  if (suspensionWired) return;
  suspensionWired = true;
  onUserSuspended(endSessionsOfSuspendedUser);
  onUserSessionsEnded(sessionsEnded);
}

/** The active session this browser's cookie names (by its secret's digest), if any. */
async function cookieSession(services: Services, req: Request): Promise<Session | undefined> {
  const secret = await readSignedCookie(services, req, SESSION_COOKIE);
  return secret ? activeSessionOfSecret(services.db, services.clock, secret) : undefined;
}

/** The signed-in session of this browser, if its cookie is valid and the session still active. */
export async function currentSession(services: Services, req: Request): Promise<Session | undefined> {
  const session = await cookieSession(services, req);
  return session && signedInSession(services.db, session);
}

/** The id of this browser's active session (to end it when a new sign-in replaces it). */
export async function browserSessionId(services: Services, req: Request): Promise<string | undefined> {
  return (await cookieSession(services, req))?.id;
}

/** The cookie lives as long as its session (the lifetime configured when it started). */
export function setSessionCookie(services: Services, res: Response, session: NewSession): Promise<void> {
  const seconds = Math.max(Math.ceil((session.expiresAt.getTime() - services.clock.now().getTime()) / 1000), 0);
  return setSignedCookie(services, res, SESSION_COOKIE, session.secret, seconds);
}

/** Ends the browser's session (if any) and clears its cookie; returns the ended session id. */
export async function endBrowserSession(services: Services, req: Request, res: Response): Promise<string | undefined> {
  const id = await browserSessionId(services, req);
  // One transaction: the session ends if and only if its back-channel logouts are queued.
  if (id) await services.db.transaction().execute((trx) => endSession(trx, id));
  clearCookie(services, res, SESSION_COOKIE);
  return id;
}
