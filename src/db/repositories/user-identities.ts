// What a user signs in with besides social identities: the count of their enterprise SSO
// identities, and a lock on the user's row for a change that must leave a way to sign in.
import type { Db } from '../database.js';

/** Locks the user's row until the transaction ends (two unlinks at once cannot both remove "the other one"). */
export async function lockUserRow(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function countUserSsoIdentities(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_sso_identities')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
