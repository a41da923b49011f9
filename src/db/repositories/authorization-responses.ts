// Authorization responses waiting to be posted to the client (form_post response mode), by the
// SHA-256 digest of their one-time handle; taken once.
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** A held response as stored: its parameters sealed (they hold the authorization code). */
export interface StoredAuthorizationResponse {
  redirectUri: string;
  sealedParameters: string;
}

export async function insertAuthorizationResponse(db: Db, digest: Buffer, response: StoredAuthorizationResponse, ttlSeconds: number): Promise<void> {
  await db
    .insertInto('authorization_responses')
    .values({
      digest,
      redirect_uri: response.redirectUri,
      parameters: JSON.stringify({ sealed: response.sealedParameters }),
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
}

/** Deletes and returns the response if it has not expired: of two concurrent takes, one gets it. */
export async function takeAuthorizationResponse(db: Db, digest: Buffer): Promise<StoredAuthorizationResponse | undefined> {
  const row = await db
    .deleteFrom('authorization_responses')
    .where('digest', '=', digest)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['redirect_uri', 'parameters'])
    .executeTakeFirst();
  return row && { redirectUri: row.redirect_uri, sealedParameters: row.parameters.sealed };
}

export async function purgeExpiredAuthorizationResponses(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('authorization_responses')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
