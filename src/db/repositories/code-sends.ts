// The send log behind the per-recipient send-rate limit (a rolling window).
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Serializes senders to one recipient until the caller's transaction ends (across instances). */
export async function lockRecipient(trx: Db, recipient: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`code-send:${recipient}`}, 0))`.execute(trx);
}

export async function countRecentSends(trx: Db, recipient: string, windowSeconds: number): Promise<number> {
  const row = await trx
    .selectFrom('verification_code_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', recipient)
    .where('sent_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordSend(trx: Db, recipient: string): Promise<void> {
  await trx.insertInto('verification_code_sends').values({ recipient }).execute();
}

/** Drops entries that can no longer count against the recipient. */
export async function purgeOldSends(trx: Db, recipient: string, windowSeconds: number): Promise<void> {
  await trx
    .deleteFrom('verification_code_sends')
    .where('recipient', '=', recipient)
    .where('sent_at', '<=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .execute();
}

/** Housekeeping across all recipients. */
export async function purgeSendsOlderThan(db: Db, seconds: number): Promise<void> {
  await db
    .deleteFrom('verification_code_sends')
    .where('sent_at', '<=', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .execute();
}
