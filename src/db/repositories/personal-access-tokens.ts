// Personal access tokens: rows by user and name, and the lookup of a presented value by its digest.
import { cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';

export interface PersonalAccessTokenRow {
  id: string;
  userId: string;
  name: string;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = ['id', 'user_id', 'name', 'expires_at', 'created_at', 'updated_at'] as const;

type Row = { id: string; user_id: string; name: string; expires_at: Date | null; created_at: Date; updated_at: Date };

function toToken(r: Row): PersonalAccessTokenRow {
  return { id: r.id, userId: r.user_id, name: r.name, expiresAt: r.expires_at, createdAt: r.created_at, updatedAt: r.updated_at };
}

export async function insertPersonalAccessToken(
  db: Db,
  token: { id: string; userId: string; name: string; valueDigest: string; expiresAt: Date | null },
): Promise<PersonalAccessTokenRow> {
  const row = await db
    .insertInto('personal_access_tokens')
    .values({ id: token.id, user_id: token.userId, name: token.name, value_digest: token.valueDigest, expires_at: token.expiresAt })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toToken(row);
}

export async function listPersonalAccessTokens(db: Db, userId: string): Promise<PersonalAccessTokenRow[]> {
  const rows = await db
    .selectFrom('personal_access_tokens')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toToken);
}

export async function renamePersonalAccessToken(db: Db, userId: string, name: string, newName: string): Promise<PersonalAccessTokenRow | undefined> {
  const row = await db
    .updateTable('personal_access_tokens')
    .set({ name: newName, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .returning(columns)
    .executeTakeFirst();
  return row && toToken(row);
}

export async function deletePersonalAccessToken(db: Db, userId: string, name: string): Promise<boolean> {
  const result = await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findPersonalAccessTokenByDigest(db: Db, valueDigest: string): Promise<PersonalAccessTokenRow | undefined> {
  const row = await db.selectFrom('personal_access_tokens').select(columns).where('value_digest', '=', valueDigest).executeTakeFirst();
  return row && toToken(row);
}

/** What the tokens exchanged from a personal access token depend on: that it exists, and its expiry. */
export interface PersonalAccessTokenStanding {
  exists: boolean;
  /** Epoch milliseconds, or null for a token that never expires. */
  expiresAt: number | null;
}

/**
 * Through the directory cache on the request-serving handle (one entry per token id, dropped by the
 * NOTIFY of its deletion or changed expiry on every instance, migration 20261129_4201).
 */
export function findPersonalAccessTokenStanding(db: Db, id: string): Promise<PersonalAccessTokenStanding> {
  return cachedRead(db, 'personalAccessTokens', id, '', async () => {
    const row = await db.selectFrom('personal_access_tokens').select('expires_at').where('id', '=', id).executeTakeFirst();
    return { exists: row !== undefined, expiresAt: row?.expires_at ? row.expires_at.getTime() : null };
  });
}
