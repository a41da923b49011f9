// The counters behind the throttles against guessing (src/domain/sign-in/throttles.ts). Whether a subject
// is held off is read through the directory cache (a client id's is asked on every token request
// with a secret; a hold set anywhere is notified, migration 20261129_0301); counting a failure
// locks the subject's row for the caller's transaction, so that failures arriving at several
// instances at once are all counted, against the hold in force, and exactly one of them trips the
// throttle. Times are the domain clock's `now`, passed in.
import type { Db } from '../database.js';
import { cacheOf, cachedRead } from '../cache/index.js';

export interface ThrottleRow {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
  trips: number;
}

/** When the subject's last hold ends (or ended), null when it was never held: the caller compares with its clock. */
export function findThrottleHold(db: Db, key: string): Promise<Date | null> {
  return cachedRead<Date | null>(db, 'throttleHolds', key, '', async () => {
    const row = await db.selectFrom('auth_throttles').select('blocked_until').where('key', '=', key).executeTakeFirst();
    return row?.blocked_until ?? null;
  });
}

/**
 * This process just set a hold (committed): it forgets what it cached at once rather than on its
 * own NOTIFY, a few milliseconds later, which every instance gets.
 */
export function forgetThrottleHold(db: Db, key: string): void {
  cacheOf(db)?.invalidate(`auth_throttles:${key}`);
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
