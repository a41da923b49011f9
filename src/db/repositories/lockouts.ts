// Per-identifier failure counters behind lockout. Each write is one atomic statement so that
// concurrent failures on several instances are all counted.
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

/** Adds one failure; a window that has run out starts again at this failure. Returns the count. */
export async function addFailure(db: Db, key: string, windowSeconds: number): Promise<number> {
  const fresh = sql<boolean>`identifier_lockouts.window_started_at > now() - make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('identifier_lockouts')
    .values({ key, failures: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`case when ${fresh} then identifier_lockouts.failures + 1 else 1 end`,
        window_started_at: sql`case when ${fresh} then identifier_lockouts.window_started_at else now() end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/**
 * Locks the identifier when its count reached `maxAttempts`, restarting the count. Returns the
 * lock's end only to the one caller that set it (so the lockout event fires once).
 */
export async function lockWhenReached(db: Db, key: string, maxAttempts: number, durationSeconds: number): Promise<Date | undefined> {
  const row = await db
    .updateTable('identifier_lockouts')
    .set({
      locked_until: sql`now() + make_interval(secs => ${durationSeconds})`,
      failures: 0,
      window_started_at: sql`now()`,
    })
    .where('key', '=', key)
    .where('failures', '>=', maxAttempts)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/** A success forgets earlier failures (never called while locked: the caller checked first). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('identifier_lockouts').where('key', '=', key).execute();
}

/** Housekeeping: counters whose window and lock are both long over. */
export async function purgeReleasedLockouts(db: Db, windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('identifier_lockouts')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
}
