// The send log behind the per-recipient send-rate limit (a rolling window). The window is read at
// the domain clock's `now`, passed in, so that a test can move past it without sleeping.
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Serializes senders to one recipient until the caller's transaction ends (across instances). */
export async function lockRecipient(trx: Db, recipient: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`code-send:${recipient}`}, 0))`.execute(trx);
}

const windowStart = (now: Date, windowSeconds: number) => new Date(now.getTime() - windowSeconds * 1000);

export async function countRecentSends(trx: Db, recipient: string, windowSeconds: number, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('verification_code_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', recipient)
    .where('sent_at', '>', windowStart(now, windowSeconds))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordSend(trx: Db, recipient: string, now: Date): Promise<void> {
  await trx.insertInto('verification_code_sends').values({ recipient, sent_at: now }).execute();
}

/** Drops entries that can no longer count against the recipient. */
export async function purgeOldSends(trx: Db, recipient: string, windowSeconds: number, now: Date): Promise<void> {
  await trx.deleteFrom('verification_code_sends').where('recipient', '=', recipient).where('sent_at', '<=', windowStart(now, windowSeconds)).execute();
}

/** Housekeeping across all recipients. */
export async function purgeSendsOlderThan(db: Db, seconds: number, now: Date): Promise<void> {
  await db.deleteFrom('verification_code_sends').where('sent_at', '<=', windowStart(now, seconds)).execute();
}
