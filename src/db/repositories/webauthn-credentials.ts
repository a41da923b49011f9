// Passkeys (WebAuthn) of users and the challenges of ceremonies in progress (migration
// 20261128_0201). A challenge is taken with one conditional UPDATE … RETURNING, so a challenge
// serves one response whatever runs at the same time; the signature counter moves forward with a
// compare-and-set, so two sign-ins with the same counter value cannot both pass.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface WebauthnCredentialRow {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  aaguid: string | null;
  name: string | null;
  agent: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const credentialColumns = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'device_type',
  'backed_up',
  'aaguid',
  'name',
  'agent',
  'created_at',
  'last_used_at',
] as const;

type CredentialSelect = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string | number;
  transports: string[];
  device_type: string;
  backed_up: boolean;
  aaguid: string | null;
  name: string | null;
  agent: string | null;
  created_at: Date;
  last_used_at: Date | null;
};

const toCredential = (r: CredentialSelect): WebauthnCredentialRow => ({
  id: r.id,
  userId: r.user_id,
  credentialId: r.credential_id,
  publicKey: Buffer.from(r.public_key),
  counter: Number(r.counter),
  transports: Array.isArray(r.transports) ? r.transports : [],
  deviceType: r.device_type,
  backedUp: r.backed_up,
  aaguid: r.aaguid,
  name: r.name,
  agent: r.agent,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

export async function listUserWebauthnCredentials(db: Db, userId: string): Promise<WebauthnCredentialRow[]> {
  const rows = await db
    .selectFrom('webauthn_credentials')
    .select(credentialColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toCredential);
}

export async function userHasWebauthnCredential(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('webauthn_credentials').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

export async function findWebauthnCredentialByCredentialId(db: Db, credentialId: string): Promise<WebauthnCredentialRow | undefined> {
  const row = await db.selectFrom('webauthn_credentials').select(credentialColumns).where('credential_id', '=', credentialId).executeTakeFirst();
  return row ? toCredential(row) : undefined;
}

export async function insertWebauthnCredential(db: Db, row: Omit<WebauthnCredentialRow, 'createdAt' | 'lastUsedAt'>): Promise<WebauthnCredentialRow> {
  const inserted = await db
    .insertInto('webauthn_credentials')
    .values({
      id: row.id,
      user_id: row.userId,
      credential_id: row.credentialId,
      public_key: row.publicKey,
      counter: row.counter,
      transports: JSON.stringify(row.transports),
      device_type: row.deviceType,
      backed_up: row.backedUp,
      aaguid: row.aaguid,
      name: row.name,
      agent: row.agent,
    })
    .returning(credentialColumns)
    .executeTakeFirstOrThrow();
  return toCredential(inserted);
}

/** Moves the counter from `from` to `to` and records the use; false when another sign-in moved it first. */
export async function advanceWebauthnCounter(db: Db, id: string, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_credentials')
    .set({ counter: to, last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('counter', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one of the user's passkeys by its id; whether it existed. */
export async function deleteUserWebauthnCredential(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webauthn_credentials').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function renameUserWebauthnCredential(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const result = await db.updateTable('webauthn_credentials').set({ name }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- challenges ----------------------------------------------------------------------------

export type ChallengePurpose = 'registration' | 'mfa' | 'sign-in';

/** What a challenge is bound to: every field given must match when it is taken. */
export interface ChallengeBinding {
  userId?: string | null;
  interactionId?: string | null;
  sessionId?: string | null;
}

export interface TakenChallenge {
  id: string;
  purpose: ChallengePurpose;
  challengeDigest: Buffer;
  userId: string | null;
  interactionId: string | null;
  sessionId: string | null;
  registration: Record<string, unknown> | null;
}

export async function insertWebauthnChallenge(
  db: Db,
  row: { id: string; purpose: ChallengePurpose; challengeDigest: Buffer; binding: ChallengeBinding; ttlSeconds: number },
): Promise<{ expiresAt: Date }> {
  // Expired challenges go as new ones come (they are never usable again).
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  const inserted = await db
    .insertInto('webauthn_challenges')
    .values({
      id: row.id,
      purpose: row.purpose,
      challenge_digest: row.challengeDigest,
      user_id: row.binding.userId ?? null,
      interaction_id: row.binding.interactionId ?? null,
      session_id: row.binding.sessionId ?? null,
      registration: null,
      expires_at: sql<Date>`now() + make_interval(secs => ${row.ttlSeconds})`,
    })
    .returning(['expires_at'])
    .executeTakeFirstOrThrow();
  return { expiresAt: inserted.expires_at };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's where() overloads cannot be named generically
const bound = <Q extends { where: (...args: any[]) => Q }>(query: Q, binding: ChallengeBinding): Q => {
  let q = query;
  if (binding.userId !== undefined) q = binding.userId === null ? q.where('user_id', 'is', null) : q.where('user_id', '=', binding.userId);
  if (binding.interactionId !== undefined)
    q = binding.interactionId === null ? q.where('interaction_id', 'is', null) : q.where('interaction_id', '=', binding.interactionId);
  if (binding.sessionId !== undefined) q = binding.sessionId === null ? q.where('session_id', 'is', null) : q.where('session_id', '=', binding.sessionId);
  return q;
};

/**
 * Takes a live pending challenge (pending → used), once: whatever the response turns out to be,
 * the challenge serves no other response.
 */
export async function takePendingWebauthnChallenge(
  db: Db,
  id: string,
  purpose: ChallengePurpose,
  binding: ChallengeBinding,
): Promise<TakenChallenge | undefined> {
  const query = db
    .updateTable('webauthn_challenges')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('status', '=', 'pending')
    .where('expires_at', '>', sql<Date>`now()`);
  const taken = await bound(query, binding)
    .returning(['id', 'purpose', 'challenge_digest', 'user_id', 'interaction_id', 'session_id', 'registration'])
    .executeTakeFirst();
  return taken
    ? {
        id: taken.id,
        purpose: taken.purpose,
        challengeDigest: Buffer.from(taken.challenge_digest),
        userId: taken.user_id,
        interactionId: taken.interaction_id,
        sessionId: taken.session_id,
        registration: taken.registration,
      }
    : undefined;
}

/** A registration whose response verified: kept (used → verified) until it is bound, within the challenge's lifetime. */
export async function markWebauthnRegistrationVerified(db: Db, id: string, registration: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('webauthn_challenges')
    .set({ status: 'verified', registration: JSON.stringify(registration) })
    .where('id', '=', id)
    .where('status', '=', 'used')
    .execute();
}

/** Takes a verified registration for binding (verified → used), once. */
export async function takeVerifiedWebauthnRegistration(db: Db, id: string, binding: ChallengeBinding): Promise<Record<string, unknown> | undefined> {
  const query = db
    .updateTable('webauthn_challenges')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('purpose', '=', 'registration')
    .where('status', '=', 'verified')
    .where('expires_at', '>', sql<Date>`now()`);
  const taken = await bound(query, binding).returning(['registration']).executeTakeFirst();
  return taken?.registration ?? undefined;
}
