// Organization tokens (the compatible product's "RFC 0001"): a signed-in user who was granted
// the organizations scope may trade their refresh token for a token that acts inside one
// organization they belong to:
//  - without `resource`: an organization token, audience `urn:logto:organization:<id>`, whose
//    scopes are the organization scopes the user's organization roles grant there;
//  - with `resource`: a token for that API resource whose scopes are the resource scopes the
//    user's organization roles grant there (not their global roles), with an `organization_id`.
// Both carry `organization_id`. Membership is read from the tables at every refresh, so a member
// who left gets no further token. The reserved resource and scopes below are the names that
// product's SDKs send; an API resource may not take the reserved indicator.
import type { Db } from '../../db/database.js';
import { isMember } from '../../db/repositories/organizations-members.js';
import { listOrganizationsOfUser } from '../../db/repositories/organizations.js';
import { consentOrganizationIds, isThirdPartyApplication } from '../../db/repositories/consent.js';
import { userOrganizationIds, userOrganizationRoleNames, userOrganizationScopeNames } from '../../db/repositories/organization-tokens.js';

/** The resource indicator an authorization request names to allow organization tokens later. */
export const ORGANIZATIONS_RESOURCE = 'urn:logto:resource:organizations';
/** The user scope that releases the `organizations` claim and allows organization tokens. */
export const ORGANIZATIONS_SCOPE = 'urn:logto:scope:organizations';
/** The user scope that releases the `organization_roles` claim. */
export const ORGANIZATION_ROLES_SCOPE = 'urn:logto:scope:organization_roles';

/** The audience of an organization token. */
export const organizationAudience = (organizationId: string) => `urn:logto:organization:${organizationId}`;

/** Indicators no API resource may take: clients name them for something else. */
export const isReservedResourceIndicator = (indicator: string) => indicator === ORGANIZATIONS_RESOURCE || indicator.startsWith('urn:logto:organization:');

const MAX_ORGANIZATION_ID = 128;

export type OrganizationTokenRefusal =
  { error: 'invalid_request'; message: string } | { error: 'invalid_scope'; message: string } | { error: 'invalid_grant'; message: string };

/**
 * Why this grant cannot yield a token for `organizationId` now, or undefined when it can. The
 * scope comes first (it is the grant's, fixed at sign-in); membership is the live check.
 */
export async function organizationTokenRefusal(
  db: Db,
  grant: { userId: string; clientId: string; scopes: readonly string[] },
  organizationId: string,
): Promise<OrganizationTokenRefusal | undefined> {
  if (organizationId === '') return { error: 'invalid_request', message: 'organization_id must not be empty' };
  if (organizationId.length > MAX_ORGANIZATION_ID) return { error: 'invalid_request', message: 'organization_id is too long' };
  if (!grant.scopes.includes(ORGANIZATIONS_SCOPE)) {
    return { error: 'invalid_scope', message: `the grant lacks the ${ORGANIZATIONS_SCOPE} scope needed for organization tokens` };
  }
  if (!(await isMember(db, 'user', organizationId, grant.userId))) {
    return { error: 'invalid_grant', message: 'the user is not a member of the organization' };
  }
  // A third-party application reaches only the organizations the user let it (domain/directory/consent.ts).
  if ((await isThirdPartyApplication(db, grant.clientId)) && !(await consentOrganizationIds(db, grant.clientId, grant.userId)).includes(organizationId)) {
    return { error: 'invalid_grant', message: 'the user has not let this application reach the organization' };
  }
  return undefined;
}

/** Requested ∩ the organization scopes the user's roles grant in the organization, in request order. */
export async function organizationTokenScopes(db: Db, organizationId: string, userId: string, requested: readonly string[]): Promise<string[]> {
  const held = new Set(await userOrganizationScopeNames(db, organizationId, userId));
  return [...new Set(requested)].filter((s) => held.has(s));
}

/**
 * The organization claims named (by the claim policy, src/domain/oauth/user-claims.ts):
 * `organizations` (ids), `organization_roles` (`<organization id>:<role name>`) and, at userinfo,
 * `organization_data` (id, name, description of each).
 */
export async function organizationClaims(db: Db, userId: string, names: readonly string[], clientId?: string): Promise<Record<string, unknown>> {
  const claims: Record<string, unknown> = {};
  const [ids, roles, organizations] = await Promise.all([
    names.includes('organizations') ? userOrganizationIds(db, userId) : undefined,
    names.includes('organization_roles') ? userOrganizationRoleNames(db, userId) : undefined,
    names.includes('organization_data') ? listOrganizationsOfUser(db, userId) : undefined,
  ]);
  // A third-party application learns only of the organizations the user let it reach.
  const consented =
    clientId && (ids || roles || organizations) && (await isThirdPartyApplication(db, clientId))
      ? new Set(await consentOrganizationIds(db, clientId, userId))
      : undefined;
  const shown = (organizationId: string) => !consented || consented.has(organizationId);
  if (ids) claims.organizations = ids.filter(shown);
  if (roles) claims.organization_roles = roles.filter((r) => shown(r.organizationId)).map((r) => `${r.organizationId}:${r.roleName}`);
  if (organizations) claims.organization_data = organizations.filter((o) => shown(o.id)).map((o) => ({ id: o.id, name: o.name, description: o.description }));
  return claims;
}
