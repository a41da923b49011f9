// Browser sessions: a signed `tessera_session` cookie naming a row of the sessions table.
// The row is the truth (sign-out and suspension end it for every instance at once).
import type { Request, Response } from 'express';
import type { Db } from '../db/database.js';
import { revokeUserGrants } from '../db/repositories/oidc-grants.js';
import { endSession, endUserSessions, findActiveSession, insertSession, type Session } from '../db/repositories/sessions.js';
import { findUserById } from '../db/repositories/users.js';
import { newId } from '../domain/ids.js';
import { onUserSuspended } from '../domain/users.js';
import type { Services } from '../services.js';
import { clearCookie, readSignedCookie, setSignedCookie } from './cookies.js';

export const SESSION_COOKIE = 'tessera_session';
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

export type { Session };

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

/** The signed-in session of this browser, if its cookie is valid and the session still active. */
export async function currentSession(services: Services, req: Request): Promise<Session | undefined> {
  const id = await readSignedCookie(services, req, SESSION_COOKIE);
  if (!id) return undefined;
  const session = await findActiveSession(services.db, id);
  if (!session) return undefined;
  const user = await findUserById(services.db, session.userId);
  return user && !user.isSuspended ? session : undefined;
}

export function createSession(db: Db, userId: string): Promise<Session> {
  return insertSession(db, newId(), userId, SESSION_TTL_SECONDS);
}

export function setSessionCookie(services: Services, res: Response, session: Session): Promise<void> {
  return setSignedCookie(services, res, SESSION_COOKIE, session.id, SESSION_TTL_SECONDS);
}

/** Ends the browser's session (if any) and clears its cookie; returns the ended session id. */
export async function endBrowserSession(services: Services, req: Request, res: Response): Promise<string | undefined> {
  const id = await readSignedCookie(services, req, SESSION_COOKIE);
  if (id) await endSession(services.db, id);
  clearCookie(services, res, SESSION_COOKIE);
  return id;
}
