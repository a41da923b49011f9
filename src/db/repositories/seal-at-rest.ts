// The lock that serializes the start-up pass sealing secrets stored in clear (src/domain/instance/seal-at-rest.ts).
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Held until the caller's transaction ends: instances starting together run the pass one after another. */
export async function lockSealingPass(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended('tessera:seal-at-rest', 0))`.execute(trx);
}
