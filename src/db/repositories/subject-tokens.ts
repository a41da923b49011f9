// Subject tokens (impersonation): the row of a presented value, found by its digest, and its
// single use, claimed by a conditional update so that two concurrent exchanges cannot both win.
import type { Db } from '../database.js';

export interface SubjectTokenRow {
  id: string;
  userId: string;
  context: Record<string, unknown>;
  creatorId: string;
  expiresAt: Date;
  consumedAt: Date | null;
}

const columns = ['id', 'user_id', 'context', 'creator_id', 'expires_at', 'consumed_at'] as const;

type Row = { id: string; user_id: string; context: Record<string, unknown>; creator_id: string; expires_at: Date; consumed_at: Date | null };

const toToken = (r: Row): SubjectTokenRow => ({
  id: r.id,
  userId: r.user_id,
  context: r.context,
  creatorId: r.creator_id,
  expiresAt: r.expires_at,
  consumedAt: r.consumed_at,
});

export async function insertSubjectToken(
  db: Db,
  token: { id: string; userId: string; valueDigest: string; context: Record<string, unknown>; creatorId: string; expiresAt: Date },
): Promise<SubjectTokenRow> {
  const row = await db
    .insertInto('subject_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      value_digest: token.valueDigest,
      context: JSON.stringify(token.context),
      creator_id: token.creatorId,
      expires_at: token.expiresAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toToken(row);
}

export async function findSubjectTokenByDigest(db: Db, digest: string): Promise<SubjectTokenRow | undefined> {
  const row = await db.selectFrom('subject_tokens').select(columns).where('value_digest', '=', digest).executeTakeFirst();
  return row && toToken(row);
}

/** Marks the token used; false when another exchange used it first. */
export async function consumeSubjectToken(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('subject_tokens').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Expired tokens are of no use to anyone: removed by housekeeping. */
export async function deleteExpiredSubjectTokens(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('subject_tokens').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
