// Digests of users' earlier passwords (the password policy's history rule), newest first.
import type { Db } from '../database.js';

export async function listPasswordHistory(db: Db, userId: string, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.password_hash);
}

export async function insertPasswordHistory(db: Db, row: { id: string; userId: string; passwordHash: string }): Promise<void> {
  await db.insertInto('password_history').values({ id: row.id, user_id: row.userId, password_hash: row.passwordHash }).execute();
}

/** Keeps a user's newest `keep` digests (none when `keep` is 0). */
export async function trimPasswordHistory(db: Db, userId: string, keep: number): Promise<void> {
  const kept = db
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(keep, 0));
  await db.deleteFrom('password_history').where('user_id', '=', userId).where('id', 'not in', kept).execute();
}

/** Forgets every kept digest (the history rule was turned off). */
export async function clearPasswordHistory(db: Db): Promise<void> {
  await db.deleteFrom('password_history').execute();
}
