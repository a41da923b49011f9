import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function getSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('system_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: sql`now()` }))
    .execute();
}

/** When a setting was last written, or undefined when it is not set. */
export async function settingWrittenAt(db: Db, key: string): Promise<Date | undefined> {
  const row = await db.selectFrom('system_settings').select('updated_at').where('key', '=', key).executeTakeFirst();
  return row ? new Date(row.updated_at) : undefined;
}

/** Insert unless present; returns whichever value won (safe when instances start together). */
export async function ensureSetting<T>(db: Db, key: string, value: T): Promise<T> {
  await db
    .insertInto('system_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting<T>(db, key)) as T;
}

/** Replaces the value only if it still is `from` (a concurrent writer wins); true when replaced. */
export async function replaceSetting(db: Db, key: string, from: unknown, to: unknown): Promise<boolean> {
  const result = await db
    .updateTable('system_settings')
    .set({ value: JSON.stringify(to), updated_at: sql`now()` })
    .where('key', '=', key)
    .where('value', '=', sql`${JSON.stringify(from)}::jsonb`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a setting; true when there was one. */
export async function deleteSetting(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('system_settings').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
