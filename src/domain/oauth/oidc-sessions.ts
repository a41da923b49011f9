// Browser sessions: one row per sign-in, named by a random secret that only the browser's cookie
// holds (the row keeps its SHA-256 digest). The row is the truth: sign-out, a password change and
// suspension end it for every instance at once; its id is the public `sid` of tokens.
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { listSessionGrants, revokeSessionGrants, revokeUserGrants } from '../../db/repositories/oidc-grants.js';
import {
  endSession as endSessionRow,
  endUserSessions,
  findActiveSessionBySecret,
  findActiveUserSession,
  insertSession,
  isSessionActive,
  listActiveSessions as listActiveSessionRows,
  listActiveUserSessions,
  type Session,
  type SessionOrigin,
} from '../../db/repositories/sessions.js';
import type { PageRequest } from '../../db/list-query.js';
import { findUserById } from '../../db/repositories/users.js';
import { DomainError, notFound } from '../errors.js';
import { newId, newSecret, sha256 } from '../ids.js';
import { activeUser } from '../directory/user-standing.js';
import { queueBackchannelLogouts, type EndedSession } from './backchannel-logout.js';
import { getOidcSessionConfig } from './oidc-configs.js';

export type { Session, SessionOrigin };
/**
 * Ends one sign-in session (sign-out, or a new sign-in replacing it): it stops being active at
 * once, and the applications signed in to through it that asked for back-channel logouts are
 * sent one. Run it in a transaction, so the notices are queued if and only if the end commits.
 */
export async function endSession(db: Db, id: string): Promise<void> {
  const ended = await endSessionRow(db, id);
  if (ended) await queueBackchannelLogouts(db, [ended]);
}

/** Back-channel logouts for sessions ended elsewhere (a password change, a deletion: src/domain/directory/users.ts). */
export function sessionsEnded(db: Db, sessions: readonly EndedSession[]): Promise<number> {
  return queueBackchannelLogouts(db, sessions);
}

// The request's own words, kept only to show an administrator where a session came from: bounded,
// so a client cannot store an arbitrarily long header with every sign-in.
const MAX_USER_AGENT = 512;
const MAX_IP = 64;
const bounded = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

function sessionOrigin(origin: SessionOrigin | undefined): SessionOrigin {
  return { ip: bounded(origin?.ip, MAX_IP), userAgent: bounded(origin?.userAgent, MAX_USER_AGENT) };
}

/** A session just created: its secret goes into the cookie, once, and is stored nowhere. */
export interface NewSession extends Session {
  secret: string;
}

/** Lasts the configured session lifetime (oidc-configs.ts). `amr`: how the user signed in (RFC 8176 values, authenticationMethods in sign-in-state.ts), for the session's ID tokens. */
export async function startSession(db: Db, clock: Clock, userId: string, amr: readonly string[] = [], origin?: SessionOrigin): Promise<NewSession> {
  const secret = newSecret();
  const now = clock.now();
  const session = await insertSession(
    db,
    newId(),
    userId,
    sha256(secret),
    now,
    new Date(now.getTime() + (await getOidcSessionConfig(db)).ttl * 1000),
    amr,
    sessionOrigin(origin),
  );
  return { ...session, secret };
}

/** The session this cookie secret names, while it has neither ended nor expired. */
export function activeSessionOfSecret(db: Db, clock: Clock, secret: string): Promise<Session | undefined> {
  return findActiveSessionBySecret(db, sha256(secret), clock.now());
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
export async function sessionActivity(db: Db, clock: Clock, sid: unknown): Promise<boolean | undefined> {
  if (typeof sid !== 'string' || !sid) return undefined;
  return isSessionActive(db, sid, clock.now());
}

/**
 * Suspension ends the user's sessions and revokes every grant (refresh tokens and the access
 * tokens issued under them), in the suspension's own transaction.
 */
export async function endSessionsOfSuspendedUser(db: Db, userId: string): Promise<void> {
  await queueBackchannelLogouts(db, await endUserSessions(db, userId));
  await revokeUserGrants(db, userId);
}

/** A client signed in to through a session: one grant issued through it. */
export interface SessionClient {
  grantId: string;
  applicationId: string;
  createdAt: Date;
  isRevoked: boolean;
}

/** A session as administrators see it: never its cookie secret or the secret's digest. */
export interface UserSessionView extends Session {
  clients: SessionClient[];
  lastActiveAt: Date;
}

const sessionNotFound = (sessionId: string) =>
  new DomainError('oidc.session_not_found', `session ${sessionId} was not found among the user's active sessions`, { id: sessionId }, ['sessionId']);

async function withClients(db: Db, sessions: Session[]): Promise<UserSessionView[]> {
  const grants = await listSessionGrants(
    db,
    sessions.map((s) => s.id),
  );
  return sessions.map((session) => {
    const own = grants.filter((g) => g.sessionId === session.id);
    // What Tessera records of a session's use: its sign-in, each client signed in to through it,
    // and each refresh under one of its grants (a page read with the cookie alone is not recorded).
    const times = [session.createdAt, ...own.flatMap((g) => [g.createdAt, ...(g.lastRefreshedAt ? [g.lastRefreshedAt] : [])])];
    return {
      ...session,
      clients: own.map((g) => ({ grantId: g.id, applicationId: g.clientId, createdAt: g.createdAt, isRevoked: g.revoked })),
      lastActiveAt: new Date(Math.max(...times.map((t) => t.getTime()))),
    };
  });
}

/** A user's active sessions (neither ended nor expired), newest first, with the clients signed in to through each. */
export async function listUserSessions(db: Db, clock: Clock, userId: string): Promise<UserSessionView[]> {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
  return withClients(db, await listActiveUserSessions(db, userId, clock.now()));
}

/**
 * Every user's active sessions (neither ended nor expired), newest first, one page, with the
 * clients signed in to through each: the console's global sessions view. `userId` narrows it to one user.
 */
export async function listActiveSessions(db: Db, clock: Clock, page: PageRequest, userId?: string) {
  const found = await listActiveSessionRows(db, clock.now(), page, userId);
  return { ...found, items: await withClients(db, found.items) };
}

/** One active session of the user; oidc.session_not_found for an unknown, ended, expired or another user's session. */
export async function getUserSession(db: Db, clock: Clock, userId: string, sessionId: string): Promise<UserSessionView> {
  const session = await findActiveUserSession(db, userId, sessionId, clock.now());
  if (!session) throw sessionNotFound(sessionId);
  const [view] = await withClients(db, [session]);
  return view!;
}

/**
 * Ends one session as sign-out does, and revokes the grants issued through it as suspension does
 * for all of a user's: its refresh tokens, the access tokens they issued and the tokens exchanged
 * from those stop working at once. Run in a transaction.
 */
export async function endSessionAndGrants(db: Db, sessionId: string): Promise<void> {
  await endSession(db, sessionId);
  await revokeSessionGrants(db, sessionId);
}

/** An administrator ends one of a user's active sessions (see endSessionAndGrants); returns its id. */
export async function revokeUserSession(db: Db, clock: Clock, userId: string, sessionId: string): Promise<string> {
  const session = await findActiveUserSession(db, userId, sessionId, clock.now(), true);
  if (!session) throw sessionNotFound(sessionId);
  await endSessionAndGrants(db, session.id);
  return session.id;
}
