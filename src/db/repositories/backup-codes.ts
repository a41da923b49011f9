// MFA backup codes: a user's one set of code digests, replaced whole, and the compare-and-set
// that uses one code.
import type { Db } from '../database.js';

/** A user's set as a whole (never a code or a digest). */
export interface BackupCodeSetRow {
  setId: string;
  createdAt: Date;
  total: number;
  remaining: number;
  lastUsedAt: Date | null;
}

/**
 * Locks the user's row for the rest of the transaction; false when there is no such user. Two
 * replacements of one user's set then run one after the other: without it, each would delete the
 * rows it sees and both new sets would stay.
 */
export async function lockBackupCodeOwner(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()) !== undefined;
}

/** Replaces the user's set (the old codes stop working in the same transaction). */
export async function replaceBackupCodes(db: Db, userId: string, setId: string, digests: readonly string[]): Promise<void> {
  await db.deleteFrom('user_backup_codes').where('user_id', '=', userId).execute();
  if (digests.length === 0) return;
  await db
    .insertInto('user_backup_codes')
    .values(digests.map((code_digest) => ({ user_id: userId, set_id: setId, code_digest })))
    .execute();
}

export async function deleteBackupCodes(db: Db, userId: string, setId?: string): Promise<number> {
  let query = db.deleteFrom('user_backup_codes').where('user_id', '=', userId);
  if (setId !== undefined) query = query.where('set_id', '=', setId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's set, undefined when there is none. */
export async function findBackupCodeSet(db: Db, userId: string): Promise<BackupCodeSetRow | undefined> {
  const rows = await db.selectFrom('user_backup_codes').select(['set_id', 'created_at', 'used_at']).where('user_id', '=', userId).execute();
  const first = rows[0];
  if (!first) return undefined;
  let lastUsedAt: Date | null = null;
  for (const r of rows) if (r.used_at && (!lastUsedAt || r.used_at > lastUsedAt)) lastUsedAt = r.used_at;
  return {
    setId: first.set_id,
    createdAt: first.created_at,
    total: rows.length,
    remaining: rows.filter((r) => r.used_at === null).length,
    lastUsedAt,
  };
}

/** When each code of the user's set was used (null: not yet), in no particular order. */
export async function listBackupCodeUses(db: Db, userId: string): Promise<Array<Date | null>> {
  const rows = await db.selectFrom('user_backup_codes').select('used_at').where('user_id', '=', userId).orderBy('code_digest').execute();
  return rows.map((r) => r.used_at);
}

/**
 * Marks the code with this digest used, only if it is the user's and unused: one statement, so
 * of two concurrent uses of one code exactly one updates the row (the other finds `used_at` set
 * once the first commits). True when this call used it.
 */
export async function useBackupCode(db: Db, userId: string, digest: string): Promise<boolean> {
  const result = await db
    .updateTable('user_backup_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_digest', '=', digest)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every digest of the user's set with its state, as stored (tessera export-users). */
export async function listBackupCodeDigests(db: Db, userId: string): Promise<Array<{ setId: string; digest: string; createdAt: Date; usedAt: Date | null }>> {
  const rows = await db
    .selectFrom('user_backup_codes')
    .select(['set_id', 'code_digest', 'created_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('code_digest')
    .execute();
  return rows.map((r) => ({ setId: r.set_id, digest: r.code_digest, createdAt: r.created_at, usedAt: r.used_at }));
}

/** Writes digests as they were exported, used ones included (tessera import-users). */
export async function insertBackupCodeDigests(
  db: Db,
  userId: string,
  rows: ReadonlyArray<{ setId: string; digest: string; createdAt: Date; usedAt: Date | null }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('user_backup_codes')
    .values(rows.map((r) => ({ user_id: userId, set_id: r.setId, code_digest: r.digest, created_at: r.createdAt, used_at: r.usedAt })))
    .execute();
}
