// Authorization requests pushed to /oidc/par (RFC 9126), by the SHA-256 digest of their
// request_uri's random part; used once, by the client that pushed them, before they expire.
// Expiry is judged against the time the caller passes (the rules' clock), not the database's.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export type PushedParameters = Record<string, string | string[]>;

export async function insertPushedAuthorizationRequest(db: Db, digest: Buffer, clientId: string, parameters: PushedParameters, expiresAt: Date): Promise<void> {
  await db
    .insertInto('pushed_authorization_requests')
    .values({ digest, client_id: clientId, parameters: JSON.stringify(parameters), expires_at: expiresAt })
    .execute();
}

/**
 * Marks the request used and returns its parameters, when it is `clientId`'s, unused and not
 * expired at `now`: of two concurrent uses, one gets it.
 */
export async function usePushedAuthorizationRequest(db: Db, digest: Buffer, clientId: string, now: Date): Promise<PushedParameters | undefined> {
  const row = await db
    .updateTable('pushed_authorization_requests')
    .set({ used_at: now })
    .where('digest', '=', digest)
    .where('client_id', '=', clientId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('parameters')
    .executeTakeFirst();
  return row?.parameters;
}

/** What is stored under a digest, to say why it could not be used. */
export async function findPushedAuthorizationRequest(db: Db, digest: Buffer): Promise<{ clientId: string; expiresAt: Date; usedAt: Date | null } | undefined> {
  const row = await db
    .selectFrom('pushed_authorization_requests')
    .select(['client_id', 'expires_at', 'used_at'])
    .where('digest', '=', digest)
    .executeTakeFirst();
  return row && { clientId: row.client_id, expiresAt: row.expires_at, usedAt: row.used_at };
}

export async function purgeExpiredPushedAuthorizationRequests(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('pushed_authorization_requests')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
