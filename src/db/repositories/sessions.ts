// Browser sessions: one row per sign-in; ended by sign-out, a password change, suspension or
// expiry. The row keeps a SHA-256 digest of the cookie's secret, never the secret. Start, end of
// life and "is it still active" are on the domain clock (passed in as dates), which max_age and
// expiry read; ended_at only records when, and stays the database's.
import { sql } from 'kysely';
import { cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';

export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** How the user signed in (RFC 8176 values; empty for sessions started before they were recorded). */
  amr: string[];
  /** The client IP and user agent of the sign-in that started it (migration 20261204_1405); null before. */
  ip: string | null;
  userAgent: string | null;
}

/** Where a sign-in came from, as the request said it. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

const sessionColumns = ['id', 'user_id', 'created_at', 'expires_at', 'amr', 'ip', 'user_agent'] as const;

export async function insertSession(
  db: Db,
  id: string,
  userId: string,
  secretDigest: Buffer,
  createdAt: Date,
  expiresAt: Date,
  amr: readonly string[] = [],
  origin: SessionOrigin = { ip: null, userAgent: null },
): Promise<Session> {
  const row = await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      secret_digest: secretDigest,
      created_at: createdAt,
      expires_at: expiresAt,
      amr: JSON.stringify(amr),
      ip: origin.ip,
      user_agent: origin.userAgent,
    })
    .returning(sessionColumns)
    .executeTakeFirstOrThrow();
  return toSession(row);
}

/** The session whose cookie secret has this digest, if it has neither ended nor expired. */
export async function findActiveSessionBySecret(db: Db, secretDigest: Buffer, now: Date): Promise<Session | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('secret_digest', '=', secretDigest)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && toSession(row);
}

/**
 * For token checks (token exchange, introspection, userinfo): has this session neither ended
 * nor expired? Read through the NOTIFY-invalidated cache (migration 0012) on the request-serving
 * handle, so repeated exchanges of a signed-in user's token do not query the database.
 */
export async function isSessionActive(db: Db, sid: string, now: Date): Promise<boolean> {
  const state = await cachedRead<SessionEnd>(db, 'sessions', sid, '', () => querySessionEnd(db, sid));
  return state.exists && !state.ended && state.expiresAtMs > now.getTime();
}

interface SessionEnd {
  exists: boolean;
  ended: boolean;
  expiresAtMs: number;
}

async function querySessionEnd(db: Db, id: string): Promise<SessionEnd> {
  const row = await db.selectFrom('sessions').select(['ended_at', 'expires_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return { exists: false, ended: true, expiresAtMs: 0 };
  return { exists: true, ended: row.ended_at !== null, expiresAtMs: new Date(row.expires_at).getTime() };
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  amr: string[];
  ip: string | null;
  user_agent: string | null;
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    amr: row.amr,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/** A user's sessions that have neither ended nor expired, newest first (never the secret's digest). */
export async function listActiveUserSessions(db: Db, userId: string, now: Date): Promise<Session[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSession);
}

/** Every user's active sessions, newest first, one page (keyset on created_at, id, or offset), with their count. */
export async function listActiveSessions(db: Db, now: Date, page: PageRequest, userId?: string) {
  let base = db.selectFrom('sessions').where('ended_at', 'is', null).where('expires_at', '>', now);
  if (userId !== undefined) base = base.where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    paginate(base.select(sessionColumns), 'sessions', page).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toSession), page, Number(count.n));
}

/** One of the user's sessions while it has neither ended nor expired; `forUpdate` locks the row. */
export async function findActiveUserSession(db: Db, userId: string, id: string, now: Date, forUpdate = false): Promise<Session | undefined> {
  let query = db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toSession(row);
}

/** A session a statement just ended: whom it signed in (a back-channel logout names them). */
export interface EndedSession {
  id: string;
  userId: string;
}

/** Ends the session if it has not ended yet; returns it when this call ended it. */
export async function endSession(db: Db, id: string): Promise<EndedSession | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ ended_at: sql`now()` })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id };
}

/** Ends every session of the user, but `exceptId` when given (the one making a change); returns those it ended. */
export async function endUserSessions(db: Db, userId: string, exceptId?: string): Promise<EndedSession[]> {
  let update = db
    .updateTable('sessions')
    .set({ ended_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (exceptId !== undefined) update = update.where('id', '<>', exceptId);
  const rows = await update.returning(['id', 'user_id']).execute();
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** The user's sessions that have not ended (a deletion's back-channel logouts are queued before its rows go). */
export async function listOpenUserSessions(db: Db, userId: string): Promise<EndedSession[]> {
  const rows = await db.selectFrom('sessions').select(['id', 'user_id']).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** Housekeeping: sessions over for a day (their grants and tokens go with them, by cascade). */
export async function purgeOldSessions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where(sql<Date>`coalesce(ended_at, expires_at)`, '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
