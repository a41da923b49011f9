// Account API proofs of identity (migrations 20261124_0101, 20261206_0100): one row per factor
// given again in a session — the password (a first factor, named by the logto-verification-id
// header), or a TOTP or backup code (the second factor, which counts for the whole session while
// it lasts). Expiry is the domain clock's: the caller gives the end and the time to compare with.
import type { Db } from '../database.js';

export type IdentityVerificationMethod = 'password' | 'totp' | 'backup_code';

export interface IdentityVerification {
  id: string;
  userId: string;
  sessionId: string;
  method: IdentityVerificationMethod;
  expiresAt: Date;
}

const COLUMNS = ['id', 'user_id', 'session_id', 'method', 'expires_at'] as const;
type Row = { id: string; user_id: string; session_id: string; method: IdentityVerificationMethod; expires_at: Date };
const fromRow = (row: Row): IdentityVerification => ({
  id: row.id,
  userId: row.user_id,
  sessionId: row.session_id,
  method: row.method,
  expiresAt: row.expires_at,
});

export async function insertIdentityVerification(
  db: Db,
  id: string,
  userId: string,
  sessionId: string,
  expiresAt: Date,
  method: IdentityVerificationMethod = 'password',
): Promise<IdentityVerification> {
  const row = await db
    .insertInto('identity_verifications')
    .values({ id, user_id: userId, session_id: sessionId, method, expires_at: expiresAt })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/** The password proof if it belongs to this user and session and has not expired. */
export async function findValidIdentityVerification(
  db: Db,
  id: string,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<IdentityVerification | undefined> {
  const row = await db
    .selectFrom('identity_verifications')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('method', '=', 'password')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** Whether this session holds a live proof of the user's second factor (a TOTP or backup code). */
export async function hasLiveSecondFactorVerification(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('identity_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('method', 'in', ['totp', 'backup_code'])
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
