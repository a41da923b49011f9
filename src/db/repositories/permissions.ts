// Permission checks, one query each: the scopes a subject holds on an API resource. Read
// through the directory cache when `db` is the request-serving instance (src/db/cache).
import { sql } from 'kysely';
import { cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';

export interface ResourceRef {
  id: string;
  indicator: string;
  accessTokenTtl: number;
  /** The JWS algorithm of its access tokens. */
  accessTokenSignedResponseAlg: string;
  /** Only DPoP-bound access tokens for it (RFC 9449). */
  dpopBoundAccessTokensRequired: boolean;
  isManagement: boolean;
  /** Its claim mappings as stored (validated at save by src/domain/directory/claim-mappings.ts); empty for most. */
  accessTokenClaims: unknown[];
}

export function findResourceByIndicator(db: Db, indicator: string): Promise<ResourceRef | undefined> {
  return cachedRead(db, 'resources', '', indicator, () => queryResourceByIndicator(db, indicator));
}

async function queryResourceByIndicator(db: Db, indicator: string): Promise<ResourceRef | undefined> {
  const row = await db
    .selectFrom('resources')
    .select([
      'id',
      'indicator',
      'access_token_ttl',
      'access_token_signed_response_alg',
      'dpop_bound_access_tokens_required',
      'is_management',
      'access_token_claims',
    ])
    .where('indicator', '=', indicator)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      indicator: row.indicator,
      accessTokenTtl: row.access_token_ttl,
      accessTokenSignedResponseAlg: row.access_token_signed_response_alg,
      dpopBoundAccessTokensRequired: row.dpop_bound_access_tokens_required,
      isManagement: row.is_management,
      accessTokenClaims: row.access_token_claims,
    }
  );
}

/** Scope names a machine-to-machine application holds on a resource through its roles. */
export function applicationScopeNames(db: Db, applicationId: string, resourceId: string): Promise<string[]> {
  return cachedRead(db, 'applicationScopes', applicationId, resourceId, () => queryApplicationScopeNames(db, applicationId, resourceId));
}

async function queryApplicationScopeNames(db: Db, applicationId: string, resourceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('applications_roles as ar')
    .innerJoin('roles_scopes as rs', 'rs.role_id', 'ar.role_id')
    .innerJoin('scopes as s', 's.id', 'rs.scope_id')
    .select('s.name')
    .distinct()
    .where('ar.application_id', '=', applicationId)
    .where('s.resource_id', '=', resourceId)
    .execute();
  return rows.map((r) => r.name);
}

/**
 * Scope names a user holds on a resource: through their roles, or — when an organization is
 * named — through their organization roles in it. One round trip.
 */
export function userScopeNames(db: Db, userId: string, resourceId: string, organizationId?: string): Promise<string[]> {
  return cachedRead(db, 'userScopes', userId, `${resourceId}\u0000${organizationId ?? ''}`, () => queryUserScopeNames(db, userId, resourceId, organizationId));
}

async function queryUserScopeNames(db: Db, userId: string, resourceId: string, organizationId?: string): Promise<string[]> {
  const rows = organizationId
    ? await sql<{ name: string }>`
        select distinct s.name from organization_user_roles our
        join organization_role_resource_scopes orrs on orrs.organization_role_id = our.organization_role_id
        join scopes s on s.id = orrs.scope_id
        where our.user_id = ${userId} and our.organization_id = ${organizationId} and s.resource_id = ${resourceId}`.execute(db)
    : await sql<{ name: string }>`
        select distinct s.name from users_roles ur
        join roles_scopes rs on rs.role_id = ur.role_id
        join scopes s on s.id = rs.scope_id
        where ur.user_id = ${userId} and s.resource_id = ${resourceId}`.execute(db);
  return rows.rows.map((r) => r.name);
}
