import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Record a JWT access token as revoked until it would have expired anyway. */
export async function revokeTokenJti(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export async function isTokenJtiRevoked(db: Db, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

/** Housekeeping: expired entries can never match a valid token again. */
export async function purgeExpiredRevocations(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
