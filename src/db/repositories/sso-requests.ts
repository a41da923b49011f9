// Enterprise sign-in requests in flight, SAML and OIDC (bound to the interaction that made them),
// and the replay cache of SAML assertion ids. Both are shared by every instance through the database.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { SsoRequestsTable } from '../tables-sso.js';

export interface SsoRequestRecord {
  id: string;
  ssoConnectorId: string;
  /** Null only for an administrator's test sign-in (src/domain/federation/connector-tests.ts). */
  interactionId: string | null;
  /** What the IdP's answer must carry back: OIDC's nonce, SAML's AuthnRequest ID (InResponseTo). */
  nonce: string;
  redirectUri: string;
  state: string;
  codeVerifier: string | null;
  result: Record<string, unknown> | null;
  respondedAt: Date | null;
  usedAt: Date | null;
  expiresAt: Date;
}

const columns = [
  'id',
  'sso_connector_id',
  'interaction_id',
  'nonce',
  'redirect_uri',
  'state',
  'code_verifier',
  'result',
  'responded_at',
  'used_at',
  'expires_at',
] as const;

/** A row as selected (every column but created_at). */
type Row = Omit<Selectable<SsoRequestsTable>, 'created_at'>;

const toRecord = (r: Row): SsoRequestRecord => ({
  id: r.id,
  ssoConnectorId: r.sso_connector_id,
  interactionId: r.interaction_id,
  nonce: r.nonce,
  redirectUri: r.redirect_uri,
  state: r.state,
  codeVerifier: r.code_verifier,
  result: r.result,
  respondedAt: r.responded_at,
  usedAt: r.used_at,
  expiresAt: r.expires_at,
});

export async function insertSsoRequest(
  db: Db,
  request: Omit<SsoRequestRecord, 'codeVerifier' | 'result' | 'respondedAt' | 'usedAt'> & { codeVerifier?: string },
): Promise<void> {
  await db
    .insertInto('sso_requests')
    .values({
      id: request.id,
      sso_connector_id: request.ssoConnectorId,
      interaction_id: request.interactionId,
      nonce: request.nonce,
      redirect_uri: request.redirectUri,
      state: request.state,
      code_verifier: request.codeVerifier ?? null,
      expires_at: request.expiresAt,
    })
    .execute();
}

/** A request that has not expired. */
export async function findLiveSsoRequest(db: Db, id: string): Promise<SsoRequestRecord | undefined> {
  const row = await db
    .selectFrom('sso_requests')
    .select(columns)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The live request an interaction made with this state (the sign-in page's callback finds its request by it). */
export async function findLiveSsoRequestByState(db: Db, interactionId: string, state: string): Promise<SsoRequestRecord | undefined> {
  const row = await db
    .selectFrom('sso_requests')
    .select(columns)
    .where('interaction_id', '=', interactionId)
    .where('state', '=', state)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Records the verified response of a request; false when one was recorded already. */
export async function recordSsoResponse(db: Db, id: string, result: Record<string, unknown>): Promise<boolean> {
  const done = await db
    .updateTable('sso_requests')
    .set({ result: JSON.stringify(result), responded_at: sql`now()` })
    .where('id', '=', id)
    .where('responded_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Marks an answered request used (once): false when it was used already. */
export async function useSsoRequest(db: Db, id: string): Promise<boolean> {
  const done = await db
    .updateTable('sso_requests')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('responded_at', 'is not', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Records an assertion id; false when it was seen before (a replay). */
export async function rememberAssertion(db: Db, ssoConnectorId: string, assertionId: string, expiresAt: Date): Promise<boolean> {
  const done = await db
    .insertInto('sso_saml_assertions')
    .values({ sso_connector_id: ssoConnectorId, assertion_id: assertionId, expires_at: expiresAt })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Marks an answered request used (once) and gives its result: undefined when it was not answered or was used already. */
export async function takeSsoResult(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .updateTable('sso_requests')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('responded_at', 'is not', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('result')
    .executeTakeFirst();
  return row?.result ?? undefined;
}

/** Forgets expired requests and assertion ids (an expired assertion is refused by its own times). */
export async function purgeExpiredSsoRequests(db: Db): Promise<void> {
  await db
    .deleteFrom('sso_requests')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  await db
    .deleteFrom('sso_saml_assertions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
