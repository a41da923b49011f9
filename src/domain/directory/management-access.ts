// Who may do what through the Management API. `all` is everything (the built-in roles hold it);
// narrower scopes of the same built-in resource let an operator or a script have less: `read`
// reads everything and changes nothing, and an area's scope (`users`, `applications`,
// `webhooks`, `organizations`) reads and changes that area only. What no area covers (roles, API
// resources, connectors, the sign-in experience, signing keys…) changes only with `all`.
//
// A narrower scope must not be a way to `all`: an operator without `all` may not change a user or
// an application that itself holds Management API access (a password reset or a new secret
// would hand the operator that access), nor assign roles (a role may carry `all`).
import type { Db } from '../../db/database.js';
import { applicationScopeNames, findResourceByIndicator, userScopeNames } from '../../db/repositories/permissions.js';
import { DomainError } from '../errors.js';
import { isBuiltInApplication } from './console-client.js';

export const MANAGEMENT_ALL_SCOPE = 'all';
export const MANAGEMENT_READ_SCOPE = 'read';
export const MANAGEMENT_AREAS = ['users', 'applications', 'webhooks', 'organizations'] as const;
export type ManagementArea = (typeof MANAGEMENT_AREAS)[number];

/** The Management API resource's scopes, as bootstrap makes them (the resource is read-only). */
export const MANAGEMENT_SCOPES: ReadonlyArray<{ name: string; description: string }> = [
  { name: MANAGEMENT_ALL_SCOPE, description: 'Full access to the Management API' },
  { name: MANAGEMENT_READ_SCOPE, description: 'Read everything the Management API shows; change nothing' },
  { name: 'users', description: 'Read and change users (not administrators), their sessions, identities and MFA' },
  { name: 'applications', description: 'Read and change applications (not those with Management API access)' },
  { name: 'webhooks', description: 'Read and change webhooks and their deliveries' },
  { name: 'organizations', description: 'Read and change organizations, their members, invitations, roles and JIT rules' },
];

const MANAGEMENT_SCOPE_NAMES = new Set(MANAGEMENT_SCOPES.map((scope) => scope.name));

/** Whether a token's scopes give any Management API access at all. */
export const hasManagementAccess = (scopes: readonly string[]): boolean => scopes.some((scope) => MANAGEMENT_SCOPE_NAMES.has(scope));

/**
 * What one Management API operation needs: `open` (any Management API access), or a read or a
 * change, of an area or (area undefined) of what only `all` changes and `read` reads.
 */
export type ManagementNeed = 'open' | { change: boolean; area?: ManagementArea };

export function managementAllows(scopes: readonly string[], need: ManagementNeed): boolean {
  if (scopes.includes(MANAGEMENT_ALL_SCOPE) || need === 'open') return true;
  if (!need.change && scopes.includes(MANAGEMENT_READ_SCOPE)) return true;
  return need.area !== undefined && scopes.includes(need.area);
}

export const managementForbidden = (operation: string, scopes: readonly string[]) =>
  new DomainError(
    'auth.forbidden',
    `This access token's Management API scopes (${scopes.filter((s) => MANAGEMENT_SCOPE_NAMES.has(s)).join(', ') || 'none'}) do not allow ${operation}.`,
  );

/**
 * Refuses a change by an operator without `all` to a user, or an application, that holds
 * Management API access itself (or is one of the built-in applications).
 */
export async function checkOperatorTarget(
  db: Db,
  managementApiResource: string,
  scopes: readonly string[],
  target: { userId?: string; applicationId?: string },
  operation: string,
): Promise<void> {
  if (scopes.includes(MANAGEMENT_ALL_SCOPE)) return;
  const resource = await findResourceByIndicator(db, managementApiResource);
  if (!resource) return;
  const privileged = target.userId
    ? (await userScopeNames(db, target.userId, resource.id)).some((scope) => MANAGEMENT_SCOPE_NAMES.has(scope))
    : target.applicationId
      ? isBuiltInApplication({ id: target.applicationId, isAdmin: false }) ||
        (await applicationScopeNames(db, target.applicationId, resource.id)).some((scope) => MANAGEMENT_SCOPE_NAMES.has(scope))
      : false;
  if (privileged) {
    throw new DomainError(
      'auth.forbidden',
      `${operation} is refused: its ${target.userId ? 'user' : 'application'} has Management API access, which only a token with the "all" scope may change.`,
    );
  }
}
