// Grants: what a user allowed a client in one sign-in. Authorization codes, refresh tokens and
// access tokens hang off a grant, so revoking the grant revokes all of them at once.
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { RequestedClaimsColumn } from '../tables-oidc.js';

/** The claim names the `claims` request parameter asked for, in the ID token and at userinfo. */
export type RequestedClaims = RequestedClaimsColumn;

export interface OidcGrant {
  id: string;
  clientId: string;
  userId: string;
  sessionId: string;
  /** Every scope the authorization request asked for (OIDC and API scopes), space-separated. */
  scope: string;
  resources: string[];
  nonce: string | null;
  authTime: Date;
  /** What the authorization request's `claims` parameter asked for; null when it had none. */
  requestedClaims: RequestedClaims | null;
}

/** A grant with the state of what it depends on, read in one round trip. */
export interface GrantState {
  grant: OidcGrant;
  revoked: boolean;
  sessionActive: boolean;
  /** false when the user was deleted (the row cascades) or suspended. */
  userActive: boolean;
  /** How the user signed in to the grant's session (RFC 8176 values; empty when not known). */
  sessionAmr: string[];
}

export async function insertGrant(db: Db, grant: OidcGrant): Promise<void> {
  await db
    .insertInto('oidc_grants')
    .values({
      id: grant.id,
      client_id: grant.clientId,
      user_id: grant.userId,
      session_id: grant.sessionId,
      scope: grant.scope,
      resources: JSON.stringify(grant.resources),
      nonce: grant.nonce,
      auth_time: grant.authTime,
      requested_claims: grant.requestedClaims === null ? null : JSON.stringify(grant.requestedClaims),
    })
    .execute();
}

export async function findGrantState(db: Db, id: string): Promise<GrantState | undefined> {
  const row = await db
    .selectFrom('oidc_grants as g')
    .innerJoin('sessions as s', 's.id', 'g.session_id')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select([
      'g.id',
      'g.client_id',
      'g.user_id',
      'g.session_id',
      'g.scope',
      'g.resources',
      'g.nonce',
      'g.auth_time',
      'g.requested_claims',
      'g.revoked_at',
      'u.is_suspended',
      's.amr',
      sql<boolean>`s.ended_at is null and s.expires_at > now()`.as('session_active'),
    ])
    .where('g.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    grant: {
      id: row.id,
      clientId: row.client_id,
      userId: row.user_id,
      sessionId: row.session_id,
      scope: row.scope,
      resources: row.resources,
      nonce: row.nonce,
      authTime: row.auth_time,
      requestedClaims: row.requested_claims,
    },
    revoked: row.revoked_at !== null,
    sessionActive: row.session_active,
    userActive: !row.is_suspended,
    sessionAmr: row.amr,
  };
}

/** What a grant's authorization request asked for with the `claims` parameter (userinfo reads it). */
export async function findGrantRequestedClaims(db: Db, id: string): Promise<RequestedClaims | null> {
  const row = await db.selectFrom('oidc_grants').select('requested_claims').where('id', '=', id).executeTakeFirst();
  return row?.requested_claims ?? null;
}

/** Remember an access token's id so that revoking its grant can revoke it too. */
export async function recordGrantAccessToken(db: Db, grantId: string, jti: string, expiresAt: Date): Promise<void> {
  await db.insertInto('grant_access_tokens').values({ jti, grant_id: grantId, expires_at: expiresAt }).execute();
}

/**
 * The revoked_tokens key that stands for a whole grant. Access tokens of a grant carry its id
 * (`grant_id`), and so do tokens exchanged from them, at any depth: their checks look this key up
 * next to their own jti, so revoking the grant reaches tokens it never recorded.
 */
export function grantRevocationKey(grantId: unknown): string | undefined {
  return typeof grantId === 'string' && grantId !== '' ? GRANT_KEY_PREFIX + grantId : undefined;
}

const GRANT_KEY_PREFIX = 'grant:';

/** Revokes grants (and every unexpired access token they issued) chosen by `where`. */
async function revokeWhere(db: Db, column: 'g.id' | 'g.user_id' | 'g.session_id', value: string): Promise<void> {
  // The grant's own key lasts as long as anything derived from it can: derived tokens carry the
  // session id too, and no token outlives its session's expiry by more than an access token TTL.
  await db
    .insertInto('revoked_tokens')
    .columns(['jti', 'expires_at'])
    .expression(
      db
        .selectFrom('oidc_grants as g')
        .innerJoin('sessions as s', 's.id', 'g.session_id')
        .select([sql<string>`${GRANT_KEY_PREFIX}::text || g.id`.as('jti'), sql<Date>`s.expires_at + interval '1 day'`.as('expires_at')])
        .where(column, '=', value)
        .where('g.revoked_at', 'is', null),
    )
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db
    .insertInto('revoked_tokens')
    .columns(['jti', 'expires_at'])
    .expression(
      db
        .selectFrom('grant_access_tokens as t')
        .innerJoin('oidc_grants as g', 'g.id', 't.grant_id')
        .select(['t.jti', 't.expires_at'])
        .where(column, '=', value)
        .where('t.expires_at', '>', sql<Date>`now()`),
    )
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db
    .updateTable('oidc_grants')
    .set({ revoked_at: sql`now()` })
    .where(column.slice(2) as 'id' | 'user_id' | 'session_id', '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The ids of a user's standing (unrevoked) grants for one client, newest first. */
export async function standingGrantIds(db: Db, userId: string, clientId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('oidc_grants')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

export function revokeGrant(db: Db, grantId: string): Promise<void> {
  return revokeWhere(db, 'g.id', grantId);
}

export function revokeUserGrants(db: Db, userId: string): Promise<void> {
  return revokeWhere(db, 'g.user_id', userId);
}

/** Revokes every grant issued through one session (and the tokens they issued). */
export function revokeSessionGrants(db: Db, sessionId: string): Promise<void> {
  return revokeWhere(db, 'g.session_id', sessionId);
}

/** A grant as a session's list of signed-in clients shows it. */
export interface SessionGrant {
  id: string;
  sessionId: string;
  clientId: string;
  createdAt: Date;
  revoked: boolean;
  /** When a refresh token was last issued under the grant; null when none was. */
  lastRefreshedAt: Date | null;
}

/** The grants issued through these sessions, oldest first. */
export async function listSessionGrants(db: Db, sessionIds: string[]): Promise<SessionGrant[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .selectFrom('oidc_grants as g')
    .select(['g.id', 'g.session_id', 'g.client_id', 'g.created_at', 'g.revoked_at'])
    .select((eb) =>
      eb
        .selectFrom('refresh_tokens as r')
        .whereRef('r.grant_id', '=', 'g.id')
        .select((e) => e.fn.max('r.created_at').as('at'))
        .as('last_refreshed_at'),
    )
    .where('g.session_id', 'in', sessionIds)
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    clientId: r.client_id,
    createdAt: r.created_at,
    revoked: r.revoked_at !== null,
    lastRefreshedAt: r.last_refreshed_at === null ? null : new Date(r.last_refreshed_at),
  }));
}

/** Housekeeping: ids of expired access tokens are no longer needed to revoke them. */
export async function purgeExpiredGrantAccessTokens(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('grant_access_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
