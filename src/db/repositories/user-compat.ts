// Per-user records of the compatible Management API: an administrator's "password expired" mark
// (naming the password hash it applies to, by digest) and the product's per-user flags.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function findPasswordExpiration(db: Db, userId: string): Promise<{ passwordHashDigest: Buffer; expiredAt: Date } | undefined> {
  const row = await db.selectFrom('user_password_expirations').select(['password_hash_digest', 'expired_at']).where('user_id', '=', userId).executeTakeFirst();
  // PGlite answers bytea as a Uint8Array, pg as a Buffer.
  return row && { passwordHashDigest: Buffer.from(row.password_hash_digest), expiredAt: row.expired_at };
}

export async function upsertPasswordExpiration(db: Db, userId: string, passwordHashDigest: Buffer): Promise<void> {
  await db
    .insertInto('user_password_expirations')
    .values({ user_id: userId, password_hash_digest: passwordHashDigest })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash_digest: passwordHashDigest, expired_at: sql`now()` }))
    .execute();
}

export async function deletePasswordExpiration(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_password_expirations').where('user_id', '=', userId).execute();
}

export async function findUserLogtoConfig(db: Db, userId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('user_logto_configs').select('config').where('user_id', '=', userId).executeTakeFirst();
  return row?.config;
}

export async function saveUserLogtoConfig(db: Db, userId: string, config: Record<string, unknown>): Promise<void> {
  const json = JSON.stringify(config);
  await db
    .insertInto('user_logto_configs')
    .values({ user_id: userId, config: json })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ config: json, updated_at: sql`now()` }))
    .execute();
}
