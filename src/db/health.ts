// Database health for the readiness probe (/ready): only db/ builds SQL, so the probe's round
// trip lives here and app.ts asks a yes/no question.
import { sql } from 'kysely';
import type { Db } from './database.js';

/** Whether the database answers a trivial query; any failure (refused, timed out, closed) is no. */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
