// Per-subject failure counters behind lockout (a subject is a user, or an identifier that names
// no user). Each write is one atomic statement so that concurrent attempts on several instances
// are all counted, and an attempt is reserved before its secret is checked.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function findActiveLock(db: Db, key: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('identifier_lockouts')
    .select('locked_until')
    .where('key', '=', key)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
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
export async function reserveAttempt(db: Db, key: string, maxAttempts: number, windowSeconds: number): Promise<Reservation> {
  const locked = sql<boolean>`coalesce(identifier_lockouts.locked_until > now(), false)`;
  const stale = sql<boolean>`identifier_lockouts.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('identifier_lockouts')
    .values({ key, failures: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${locked} then identifier_lockouts.failures
          when ${stale} then 1
          else least(identifier_lockouts.failures + 1, ${maxAttempts + 1}::integer) end`,
        window_started_at: sql<Date>`case when not ${locked} and ${stale} then now() else identifier_lockouts.window_started_at end`,
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
export async function lock(db: Db, key: string, durationSeconds: number): Promise<Date | undefined> {
  const row = await db
    .updateTable('identifier_lockouts')
    .set({
      locked_until: sql<Date>`now() + make_interval(secs => ${durationSeconds})`,
      failures: 0,
      window_started_at: sql<Date>`now()`,
    })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/** A success forgets earlier failures, but never lifts a lock another attempt has set meanwhile. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db
    .deleteFrom('identifier_lockouts')
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .execute();
}

/** Housekeeping: counters whose window and lock are both long over. */
export async function purgeReleasedLockouts(db: Db, windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('identifier_lockouts')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
}
