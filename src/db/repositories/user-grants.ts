// A user's standing grants (one per sign-in of a client), as an administrator lists and revokes
// them. A grant stands while it is not revoked and its session is active: it yields no token
// after its session ends, so the session's expiry is the grant's.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface UserGrantRow {
  id: string;
  userId: string;
  clientId: string;
  applicationName: string;
  /** Every scope the authorization request asked for (OIDC and API scopes). */
  scope: string;
  /** The resource indicators of the grant. */
  resources: string[];
  createdAt: Date;
  expiresAt: Date;
}

function standingGrants(db: Db, userId: string) {
  return db
    .selectFrom('oidc_grants as g')
    .innerJoin('sessions as s', 's.id', 'g.session_id')
    .innerJoin('applications as a', 'a.id', 'g.client_id')
    .select(['g.id', 'g.user_id', 'g.client_id', 'a.name', 'g.scope', 'g.resources', 'g.created_at', 's.expires_at'])
    .where('g.user_id', '=', userId)
    .where('g.revoked_at', 'is', null)
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`);
}

type Row = { id: string; user_id: string; client_id: string; name: string; scope: string; resources: string[]; created_at: Date; expires_at: Date };

const toRow = (r: Row): UserGrantRow => ({
  id: r.id,
  userId: r.user_id,
  clientId: r.client_id,
  applicationName: r.name,
  scope: r.scope,
  resources: r.resources,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** The user's standing grants, newest first. */
export async function listStandingUserGrants(db: Db, userId: string): Promise<UserGrantRow[]> {
  const rows = await standingGrants(db, userId).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').execute();
  return rows.map(toRow);
}

/** One grant of the user, whatever its state (undefined when unknown or another user's). */
export async function findUserGrant(db: Db, userId: string, grantId: string): Promise<{ id: string; clientId: string; revoked: boolean } | undefined> {
  const row = await db
    .selectFrom('oidc_grants')
    .select(['id', 'client_id', 'revoked_at'])
    .where('id', '=', grantId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row && { id: row.id, clientId: row.client_id, revoked: row.revoked_at !== null };
}
