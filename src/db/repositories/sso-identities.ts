// The identities users have at enterprise identity providers, one per user and connector.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface SsoIdentity {
  id: string;
  userId: string;
  ssoConnectorId: string;
  issuer: string;
  identityId: string;
  detail: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

const columns = ['id', 'user_id', 'sso_connector_id', 'issuer', 'identity_id', 'detail', 'created_at', 'updated_at'] as const;

function toIdentity(r: {
  id: string;
  user_id: string;
  sso_connector_id: string;
  issuer: string;
  identity_id: string;
  detail: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}): SsoIdentity {
  return {
    id: r.id,
    userId: r.user_id,
    ssoConnectorId: r.sso_connector_id,
    issuer: r.issuer,
    identityId: r.identity_id,
    detail: r.detail,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findSsoIdentity(db: Db, ssoConnectorId: string, identityId: string): Promise<SsoIdentity | undefined> {
  const row = await db
    .selectFrom('user_sso_identities')
    .select(columns)
    .where('sso_connector_id', '=', ssoConnectorId)
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return row && toIdentity(row);
}

export async function findUserSsoIdentity(db: Db, userId: string, ssoConnectorId: string): Promise<SsoIdentity | undefined> {
  const row = await db
    .selectFrom('user_sso_identities')
    .select(columns)
    .where('user_id', '=', userId)
    .where('sso_connector_id', '=', ssoConnectorId)
    .executeTakeFirst();
  return row && toIdentity(row);
}

/** Every enterprise identity of a user, oldest first. */
export async function listUserSsoIdentities(db: Db, userId: string): Promise<SsoIdentity[]> {
  const rows = await db.selectFrom('user_sso_identities').select(columns).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toIdentity);
}

export async function insertSsoIdentity(
  db: Db,
  identity: { id: string; userId: string; ssoConnectorId: string; issuer: string; identityId: string; detail: Record<string, unknown> },
): Promise<SsoIdentity> {
  const row = await db
    .insertInto('user_sso_identities')
    .values({
      id: identity.id,
      user_id: identity.userId,
      sso_connector_id: identity.ssoConnectorId,
      issuer: identity.issuer,
      identity_id: identity.identityId,
      detail: JSON.stringify(identity.detail),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toIdentity(row);
}

export async function updateSsoIdentityDetail(db: Db, id: string, detail: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('user_sso_identities')
    .set({ detail: JSON.stringify(detail), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
