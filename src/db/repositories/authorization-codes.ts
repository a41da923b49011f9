// Authorization codes, stored by SHA-256 digest and redeemable once.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface AuthorizationCode {
  grantId: string;
  redirectUri: string;
  codeChallenge: string | null;
  /** RFC 9449 §10: the thumbprint of the DPoP key that must redeem it; null: any or none. */
  dpopJkt: string | null;
  expired: boolean;
}

export async function insertAuthorizationCode(
  db: Db,
  digest: Buffer,
  fields: { grantId: string; redirectUri: string; codeChallenge: string | null; dpopJkt: string | null; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('authorization_codes')
    .values({
      digest,
      grant_id: fields.grantId,
      redirect_uri: fields.redirectUri,
      code_challenge: fields.codeChallenge,
      dpop_jkt: fields.dpopJkt,
      expires_at: sql<Date>`now() + make_interval(secs => ${fields.ttlSeconds})`,
    })
    .execute();
}

export interface StoredAuthorizationCode extends AuthorizationCode {
  consumed: boolean;
}

/** Reads a code without using it: the token endpoint validates the whole request first. */
export async function findAuthorizationCode(db: Db, digest: Buffer): Promise<StoredAuthorizationCode | undefined> {
  const row = await db
    .selectFrom('authorization_codes')
    .select([
      'grant_id',
      'redirect_uri',
      'code_challenge',
      'dpop_jkt',
      sql<boolean>`consumed_at is not null`.as('consumed'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('digest', '=', digest)
    .executeTakeFirst();
  return (
    row && {
      grantId: row.grant_id,
      redirectUri: row.redirect_uri,
      codeChallenge: row.code_challenge,
      dpopJkt: row.dpop_jkt,
      expired: row.expired,
      consumed: row.consumed,
    }
  );
}

/**
 * Marks the code consumed, atomically: of two concurrent redemptions only one gets true. Run in
 * the transaction that records what the redemption issued.
 */
export async function consumeAuthorizationCode(db: Db, digest: Buffer): Promise<boolean> {
  const row = await db
    .updateTable('authorization_codes')
    .set({ consumed_at: sql`now()` })
    .where('digest', '=', digest)
    .where('consumed_at', 'is', null)
    .returning('grant_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Housekeeping: a code past its expiry can no longer be redeemed, so reuse detection is moot. */
export async function purgeExpiredAuthorizationCodes(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('authorization_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
