// Account API proofs of identity (migration 20261124_0101): one row per password given again.
// Expiry is the domain clock's: the caller gives the end and the time to compare with.
import type { Db } from '../database.js';

export interface IdentityVerification {
  id: string;
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export async function insertIdentityVerification(db: Db, id: string, userId: string, sessionId: string, expiresAt: Date): Promise<IdentityVerification> {
  const row = await db
    .insertInto('identity_verifications')
    .values({ id, user_id: userId, session_id: sessionId, method: 'password', expires_at: expiresAt })
    .returning(['id', 'user_id', 'session_id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, userId: row.user_id, sessionId: row.session_id, expiresAt: row.expires_at };
}

/** The proof if it belongs to this user and session and has not expired. */
export async function findValidIdentityVerification(
  db: Db,
  id: string,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<IdentityVerification | undefined> {
  const row = await db
    .selectFrom('identity_verifications')
    .select(['id', 'user_id', 'session_id', 'expires_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, sessionId: row.session_id, expiresAt: row.expires_at };
}
