// The ids (`jti`) of client assertions already accepted (RFC 7523 §3 item 7): each is kept until
// its assertion expires, so a second presentation is refused.
import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Records a client assertion's id; false when it was recorded before (a replay). One insert: two
 * requests racing with the same assertion cannot both succeed.
 */
export async function recordClientAssertionJti(db: Db, clientId: string, jti: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('client_assertion_jtis')
    .values({ client_id: clientId, jti, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['client_id', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

export async function purgeExpiredClientAssertionJtis(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('client_assertion_jtis')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
