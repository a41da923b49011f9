// The ids (`jti`) of DPoP proofs already accepted (RFC 9449 §11.1), per key: each is kept until
// its proof is too old to be accepted, so a second presentation is refused on every instance.
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Records a proof's id; false when it was recorded before (a replay). One insert: two racing requests cannot both succeed. */
export async function recordDpopProofJti(db: Db, jkt: string, jti: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('dpop_proof_jtis')
    .values({ jkt, jti, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['jkt', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

export async function purgeExpiredDpopProofJtis(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('dpop_proof_jtis')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
