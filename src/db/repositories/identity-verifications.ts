// Account API proofs of identity (migrations 20261124_0101, 20261206_0100): one row per factor
// given again in a session — the password (a first factor, named by the logto-verification-id
// header), or a TOTP, backup code or a code to the user's email or phone (the second factor,
// which counts for the whole session while it lasts). Expiry is the domain clock's: the caller gives the end and the time to compare with.
import type { Db } from '../database.js';

export type IdentityVerificationMethod = 'password' | 'totp' | 'backup_code' | 'email_code' | 'phone_code';

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

/** The methods of this session's live second-factor proofs (a TOTP, a backup code, a code to an address). */
export async function liveSecondFactorMethods(db: Db, userId: string, sessionId: string, now: Date): Promise<IdentityVerificationMethod[]> {
  const rows = await db
    .selectFrom('identity_verifications')
    .select('method')
    .distinct()
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('method', '<>', 'password')
    .where('expires_at', '>', now)
    .execute();
  return rows.map((row) => row.method);
}
