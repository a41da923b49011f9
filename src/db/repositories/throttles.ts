// The counters behind the throttles against guessing (src/domain/throttles.ts). Reading whether a
// subject is held off is one primary-key lookup; counting a failure locks the subject's row for
// the caller's transaction, so that failures arriving at several instances at once are all counted
// and exactly one of them trips the throttle. Times are the domain clock's `now`, passed in.
import type { Db } from '../database.js';

export interface ThrottleRow {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
  trips: number;
}

/** When the subject's hold ends, if one is in force at `now`. */
export async function findThrottleBlock(db: Db, key: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('auth_throttles')
    .select('blocked_until')
    .where('key', '=', key)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row?.blocked_until ?? undefined;
}

/**
 * The subject's row, made when missing, locked until the transaction ends (the no-op update of
 * the upsert takes the row lock even when the row exists). A new row starts its window at `now`.
 */
export async function lockThrottleRow(trx: Db, key: string, now: Date): Promise<ThrottleRow> {
  const row = await trx
    .insertInto('auth_throttles')
    .values({ key, failures: 0, window_started_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
    .returning(['failures', 'window_started_at', 'blocked_until', 'trips'])
    .executeTakeFirstOrThrow();
  return { failures: row.failures, windowStartedAt: row.window_started_at, blockedUntil: row.blocked_until, trips: row.trips };
}

export async function saveThrottleRow(trx: Db, key: string, row: ThrottleRow): Promise<void> {
  await trx
    .updateTable('auth_throttles')
    .set({ failures: row.failures, window_started_at: row.windowStartedAt, blocked_until: row.blockedUntil, trips: row.trips })
    .where('key', '=', key)
    .execute();
}

/**
 * Housekeeping: rows whose window and hold both ended more than `seconds` ago can no longer count
 * (a hold that long over no longer makes the next one longer).
 */
export async function purgeIdleThrottles(db: Db, seconds: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - seconds * 1000);
  await db
    .deleteFrom('auth_throttles')
    .where('window_started_at', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', before)]))
    .execute();
}
