import type { Db } from '../database.js';

/** Idempotent: the built-in API resource whose access tokens the Account API accepts. */
export async function upsertAccountResource(db: Db, id: string, indicator: string): Promise<string> {
  await db
    .insertInto('resources')
    .values({ id, name: 'Account API', indicator })
    .onConflict((oc) => oc.column('indicator').doNothing())
    .execute();
  const row = await db.selectFrom('resources').select('id').where('indicator', '=', indicator).executeTakeFirstOrThrow();
  return row.id;
}
