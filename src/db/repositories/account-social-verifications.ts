// Account API social verifications (migration 20261125_0601). Each step is one conditional
// UPDATE … RETURNING, so a record moves forward once whatever runs at the same time: two
// callbacks cannot both take a pending record, two links cannot both use a verified one.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface PendingSocialVerification {
  id: string;
  connectorId: string;
  state: string;
  nonce: string | null;
  codeVerifier: string;
  redirectUri: string;
}

export interface VerifiedSocialVerification {
  id: string;
  connectorId: string;
  profile: Record<string, unknown>;
}

/** Who may move a record: its user, in the sign-in session that started it, before it expires. */
export interface SocialVerificationOwner {
  userId: string;
  sessionId: string;
}

export async function insertSocialVerification(
  db: Db,
  row: {
    id: string;
    owner: SocialVerificationOwner;
    connectorId: string;
    state: string;
    nonce: string | null;
    codeVerifier: string;
    redirectUri: string;
    ttlSeconds: number;
  },
): Promise<{ expiresAt: Date }> {
  // Expired records of this user go as a new one comes (they are never usable again).
  await db
    .deleteFrom('account_social_verifications')
    .where('user_id', '=', row.owner.userId)
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  const inserted = await db
    .insertInto('account_social_verifications')
    .values({
      id: row.id,
      user_id: row.owner.userId,
      session_id: row.owner.sessionId,
      connector_id: row.connectorId,
      status: 'pending',
      state: row.state,
      nonce: row.nonce,
      code_verifier: row.codeVerifier,
      redirect_uri: row.redirectUri,
      expires_at: sql<Date>`now() + make_interval(secs => ${row.ttlSeconds})`,
    })
    .returning(['expires_at'])
    .executeTakeFirstOrThrow();
  return { expiresAt: inserted.expires_at };
}

/** Takes a pending record for its callback (pending → verifying), once; its PKCE verifier and nonce are then forgotten. */
export async function takePendingSocialVerification(db: Db, id: string, owner: SocialVerificationOwner): Promise<PendingSocialVerification | undefined> {
  const taken = await db
    .updateTable('account_social_verifications')
    .set({ status: 'verifying' })
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('session_id', '=', owner.sessionId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'connector_id', 'state', 'nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
  if (!taken) return undefined;
  await db.updateTable('account_social_verifications').set({ state: null, nonce: null, code_verifier: null }).where('id', '=', id).execute();
  if (taken.state === null || taken.code_verifier === null) return undefined;
  return {
    id: taken.id,
    connectorId: taken.connector_id,
    state: taken.state,
    nonce: taken.nonce,
    codeVerifier: taken.code_verifier,
    redirectUri: taken.redirect_uri,
  };
}

/** Records the verified upstream profile of a record being verified (verifying → verified). */
export async function markSocialVerified(db: Db, id: string, profile: Record<string, unknown>): Promise<boolean> {
  const res = await db
    .updateTable('account_social_verifications')
    .set({ status: 'verified', profile: JSON.stringify(profile) })
    .where('id', '=', id)
    .where('status', '=', 'verifying')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Uses a verified record (verified → used), once; its profile. */
export async function useVerifiedSocialVerification(db: Db, id: string, owner: SocialVerificationOwner): Promise<VerifiedSocialVerification | undefined> {
  const row = await db
    .updateTable('account_social_verifications')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('session_id', '=', owner.sessionId)
    .where('status', '=', 'verified')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'connector_id', 'profile'])
    .executeTakeFirst();
  return row && row.profile ? { id: row.id, connectorId: row.connector_id, profile: row.profile } : undefined;
}
