// A webhook's `data` is the REST response body of the change. The objects a mutation returns
// lack the compatibility fields GraphQL resolves field by field (tenantId, a user's
// applicationId), so the same fields are added here, as the resolvers answer them: a hook
// receiver sees what the REST caller saw.
import { TENANT_ID } from '../domain/instance/tenant.js';

type Entity = Record<string, unknown> | null | undefined;

/** An entity of the kinds that carry `tenantId` (roles, scopes, organizations and their roles and scopes). */
export const withTenant = (value: Entity) => (value ? { ...value, tenantId: TENANT_ID } : value);

/** Tessera does not record which application created a user; the resolver answers null too. */
export const userView = (user: Entity) => (user ? { ...user, applicationId: null } : user);

/** A role (or an organization role), with the scopes it holds when the body lists them. */
export function roleView(role: Entity) {
  if (!role) return role;
  const scopes = Array.isArray(role.scopes) ? { scopes: role.scopes.map((scope: Entity) => withTenant(scope)) } : {};
  return { ...withTenant(role), ...scopes };
}

export const scopesView = (scopes: unknown) => (Array.isArray(scopes) ? scopes.map((scope: Entity) => withTenant(scope)) : scopes);
