// Refresh tokens, stored by SHA-256 digest. Each is used once: using it rotates it.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function insertRefreshToken(db: Db, digest: Buffer, grantId: string, ttlSeconds: number): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ digest, grant_id: grantId, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .execute();
}

export type Rotation =
  | { status: 'rotated'; grantId: string; expired: boolean }
  | { status: 'reused'; grantId: string }
  | { status: 'unknown' };

/** Marks the token used atomically: a second use (replay or theft) is detected as reuse. */
export async function rotateRefreshToken(db: Db, digest: Buffer): Promise<Rotation> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: sql`now()` })
    .where('digest', '=', digest)
    .where('rotated_at', 'is', null)
    .returning(['grant_id', sql<boolean>`expires_at <= now()`.as('expired')])
    .executeTakeFirst();
  if (row) return { status: 'rotated', grantId: row.grant_id, expired: row.expired };
  const used = await db.selectFrom('refresh_tokens').select('grant_id').where('digest', '=', digest).executeTakeFirst();
  return used ? { status: 'reused', grantId: used.grant_id } : { status: 'unknown' };
}

/** For introspection and revocation: the token's grant, and whether it is still usable itself. */
export async function findRefreshToken(
  db: Db,
  digest: Buffer,
): Promise<{ grantId: string; usable: boolean; expiresAt: Date; createdAt: Date } | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['grant_id', 'expires_at', 'created_at', sql<boolean>`rotated_at is null and expires_at > now()`.as('usable')])
    .where('digest', '=', digest)
    .executeTakeFirst();
  return row && { grantId: row.grant_id, usable: row.usable, expiresAt: row.expires_at, createdAt: row.created_at };
}

/** Housekeeping: expired refresh tokens (rotated ones are kept until then, for reuse detection). */
export async function purgeExpiredRefreshTokens(db: Db): Promise<number> {
  const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
