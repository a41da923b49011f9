import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface VerificationCode {
  id: string;
  owner: string;
  identifierType: 'email' | 'phone';
  identifierValue: string;
  codeDigest: Buffer;
  attempts: number;
  expiresAt: Date;
  verifiedAt: Date | null;
  consumedAt: Date | null;
}

const columns = ['id', 'owner', 'identifier_type', 'identifier_value', 'code_digest', 'attempts', 'expires_at', 'verified_at', 'consumed_at'] as const;

type Row = {
  id: string;
  owner: string;
  identifier_type: 'email' | 'phone';
  identifier_value: string;
  code_digest: Buffer | Uint8Array;
  attempts: number;
  expires_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
};

function toCode(r: Row): VerificationCode {
  return {
    id: r.id,
    owner: r.owner,
    identifierType: r.identifier_type,
    identifierValue: r.identifier_value,
    // PGlite returns Uint8Array for bytea, pg returns Buffer.
    codeDigest: Buffer.from(r.code_digest),
    attempts: r.attempts,
    expiresAt: r.expires_at,
    verifiedAt: r.verified_at,
    consumedAt: r.consumed_at,
  };
}

export async function insertVerificationCode(
  db: Db,
  v: { id: string; owner: string; identifierType: 'email' | 'phone'; identifierValue: string; codeDigest: Buffer; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      id: v.id,
      owner: v.owner,
      identifier_type: v.identifierType,
      identifier_value: v.identifierValue,
      code_digest: v.codeDigest,
      expires_at: v.expiresAt,
    })
    .execute();
}

export async function findVerificationCode(db: Db, id: string): Promise<VerificationCode | undefined> {
  const row = await db.selectFrom('verification_codes').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toCode(row);
}

/** Counts one attempt atomically, only while attempts remain and the code is live (at `now`, the domain clock's) and unverified. */
export async function takeAttempt(db: Db, id: string, maxAttempts: number, now: Date): Promise<VerificationCode | undefined> {
  const row = await db
    .updateTable('verification_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(columns)
    .executeTakeFirst();
  return row && toCode(row);
}

export async function markVerified(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('verification_codes').set({ verified_at: at }).where('id', '=', id).execute();
}

/** Single use: true only for the one caller that consumed a verified, unconsumed record. */
export async function consumeVerification(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', id)
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function purgeExpiredVerificationCodes(db: Db, olderThanSeconds: number): Promise<void> {
  await db
    .deleteFrom('verification_codes')
    .where('expires_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
}
