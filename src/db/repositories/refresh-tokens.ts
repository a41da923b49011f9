// Refresh tokens, stored by SHA-256 digest. Each is used once: using it rotates it.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function insertRefreshToken(db: Db, digest: Buffer, grantId: string, ttlSeconds: number, dpopJkt: string | null): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ digest, grant_id: grantId, dpop_jkt: dpopJkt, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .execute();
}

/**
 * Marks the token used, atomically: of two concurrent uses only one gets true; a later use is
 * then detected as reuse (rotated). Run in the transaction that stores its successor.
 */
export async function consumeRefreshToken(db: Db, digest: Buffer): Promise<boolean> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: sql`now()` })
    .where('digest', '=', digest)
    .where('rotated_at', 'is', null)
    .returning('grant_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface StoredRefreshToken {
  grantId: string;
  /** Neither rotated nor expired. */
  usable: boolean;
  rotated: boolean;
  expired: boolean;
  expiresAt: Date;
  createdAt: Date;
  /** The DPoP key (RFC 7638 thumbprint) it is bound to; null: unbound. */
  dpopJkt: string | null;
}

/** The token's grant and state, without using it (refresh grant, introspection, revocation). */
export async function findRefreshToken(db: Db, digest: Buffer): Promise<StoredRefreshToken | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select([
      'grant_id',
      'expires_at',
      'created_at',
      'dpop_jkt',
      sql<boolean>`rotated_at is not null`.as('rotated'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('digest', '=', digest)
    .executeTakeFirst();
  return (
    row && {
      grantId: row.grant_id,
      usable: !row.rotated && !row.expired,
      rotated: row.rotated,
      expired: row.expired,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
      dpopJkt: row.dpop_jkt,
    }
  );
}

/** Housekeeping: expired refresh tokens (rotated ones are kept until then, for reuse detection). */
export async function purgeExpiredRefreshTokens(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
