// Per-subject failure counters behind lockout (a subject is a user, or an identifier that names
// no user). Each write is one atomic statement so that concurrent attempts on several instances
// are all counted, and an attempt is reserved before its secret is checked. The time is the
// domain clock's `now`, passed in, not the database's now(): the lock's length is a rule, and a
// test moves that clock instead of sleeping through the lock.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function findActiveLock(db: Db, key: string, now: Date): Promise<Date | undefined> {
  const row = await db.selectFrom('identifier_lockouts').select('locked_until').where('key', '=', key).where('locked_until', '>', now).executeTakeFirst();
  return row?.locked_until ?? undefined;
}

export interface Reservation {
  /** This attempt's number in the window; it may be checked only when <= maxAttempts. */
  attempt: number;
  /** Set while a lock is in force: nothing was counted. */
  lockedUntil: Date | undefined;
}

/**
 * Counts one attempt before it is checked, in one statement (the row lock of the upsert orders
 * concurrent callers): refused while locked; a window that has run out starts again at this
 * attempt; numbers past `maxAttempts` are refused by the caller (kept at maxAttempts + 1).
 */
export async function reserveAttempt(db: Db, key: string, maxAttempts: number, windowSeconds: number, now: Date): Promise<Reservation> {
  const at = sql<Date>`${now}::timestamptz`;
  const locked = sql<boolean>`coalesce(identifier_lockouts.locked_until > ${at}, false)`;
  const stale = sql<boolean>`identifier_lockouts.window_started_at <= ${at} - make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('identifier_lockouts')
    .values({ key, failures: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${locked} then identifier_lockouts.failures
          when ${stale} then 1
          else least(identifier_lockouts.failures + 1, ${maxAttempts + 1}::integer) end`,
        window_started_at: sql<Date>`case when not ${locked} and ${stale} then ${at} else identifier_lockouts.window_started_at end`,
        locked_until: sql<Date | null>`case when ${locked} then identifier_lockouts.locked_until else null end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { attempt: row.failures, lockedUntil: row.locked_until ?? undefined };
}

/**
 * Locks the subject (the failed attempt that used the last slot calls this), restarting the
 * count. Returns the lock's end only to the one caller that set it (so the lockout event fires
 * once); a success recorded meanwhile (row gone) sets nothing.
 */
export async function lock(db: Db, key: string, durationSeconds: number, now: Date): Promise<Date | undefined> {
  const row = await db
    .updateTable('identifier_lockouts')
    .set({
      locked_until: new Date(now.getTime() + durationSeconds * 1000),
      failures: 0,
      window_started_at: now,
    })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/** A success forgets earlier failures, but never lifts a lock another attempt has set meanwhile. */
export async function clearFailures(db: Db, key: string, now: Date): Promise<void> {
  await db
    .deleteFrom('identifier_lockouts')
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/** Housekeeping: counters whose window and lock are both long over. */
export async function purgeReleasedLockouts(db: Db, windowSeconds: number, now: Date): Promise<void> {
  await db
    .deleteFrom('identifier_lockouts')
    .where('window_started_at', '<', new Date(now.getTime() - windowSeconds * 1000))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
