// Rules for organization roles: unique names, and the organization scopes and API resource
// scopes they grant.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/organizations-roles.js';
import type { OrganizationRoleRecord, ResourceScopeRef } from '../../db/repositories/organizations-roles.js';
import { existingScopeIds, type OrganizationScope } from '../../db/repositories/organizations-scopes.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';
import { checkName, guardReferences, guardUnique, nonEmpty, requireAll, uniqueIds } from './organizations-rules.js';
import type { Page, PageRequest } from '../pagination.js';

export type { ResourceScopeRef };

export interface OrganizationRole extends OrganizationRoleRecord {
  scopes: OrganizationScope[];
  resourceScopes: ResourceScopeRef[];
}

/** Attaches the scopes of several roles: two queries whatever the number of roles. */
export async function withScopes(db: Db, roles: OrganizationRoleRecord[]): Promise<OrganizationRole[]> {
  const ids = roles.map((r) => r.id);
  const [scopes, resourceScopes] = await Promise.all([repo.scopesOfRoles(db, ids), repo.resourceScopesOfRoles(db, ids)]);
  return roles.map((role) => ({
    ...role,
    scopes: scopes.filter((s) => s.roleId === role.id).map((s) => s.scope),
    resourceScopes: resourceScopes.filter((s) => s.roleId === role.id).map((s) => s.scope),
  }));
}

const nameInUse = () => new DomainError('organization_role.name_already_in_use', 'An organization role with this name already exists.', undefined, ['name']);
const unique = <T>(work: () => Promise<T>) => guardUnique('organization_roles_name', nameInUse, work);

async function requireRole(db: Db, id: string): Promise<OrganizationRoleRecord> {
  const role = await repo.findRoleById(db, id);
  if (!role) throw notFound('organization role', id);
  return role;
}

async function checkScopeIds(db: Db, ids: readonly string[], field = 'organizationScopeIds') {
  requireAll('organization scope', ids, await existingScopeIds(db, ids), field);
}

async function checkResourceScopeIds(db: Db, ids: readonly string[], field = 'resourceScopeIds') {
  requireAll('scope', ids, await repo.existingResourceScopeIds(db, ids), field);
}

export async function getOrganizationRole(db: Db, id: string): Promise<OrganizationRole> {
  const [role] = await withScopes(db, [await requireRole(db, id)]);
  return role!;
}

export async function listOrganizationRoles(db: Db, page: PageRequest, search?: string | null): Promise<Page<OrganizationRole>> {
  const result = await repo.listRoles(db, page, search ?? undefined);
  return { ...result, items: await withScopes(db, result.items) };
}

export interface CreateOrganizationRoleInput {
  name: string;
  description?: string | null;
  organizationScopeIds?: readonly string[] | null;
  resourceScopeIds?: readonly string[] | null;
  /** Who may hold the role: users (the default) or machine-to-machine applications. */
  type?: 'User' | 'MachineToMachine' | null;
}

/** How many users hold each role in some organization. */
export function countRoleUsers(db: Db, roleIds: readonly string[]): Promise<Map<string, number>> {
  return repo.countRoleUsers(db, roleIds);
}

export async function createOrganizationRole(db: Db, input: CreateOrganizationRoleInput): Promise<OrganizationRole> {
  const name = checkName(input.name);
  const scopeIds = uniqueIds(input.organizationScopeIds ?? []);
  const resourceScopeIds = uniqueIds(input.resourceScopeIds ?? []);
  await checkScopeIds(db, scopeIds);
  await checkResourceScopeIds(db, resourceScopeIds);
  const role = await unique(() => repo.insertRole(db, newId(), { name, description: input.description ?? null, type: input.type ?? 'User' }));
  await guardReferences(() => repo.insertRoleScopes(db, role.id, scopeIds));
  await guardReferences(() => repo.insertRoleResourceScopes(db, role.id, resourceScopeIds));
  return getOrganizationRole(db, role.id);
}

export interface UpdateOrganizationRoleInput {
  name?: string | null;
  description?: string | null;
}

export async function updateOrganizationRole(db: Db, id: string, input: UpdateOrganizationRoleInput): Promise<OrganizationRole> {
  const write: repo.RoleWrite = {};
  if (input.name !== undefined) {
    write.name = checkName(parseFields(z.string({ error: 'name cannot be null' }), input.name, ['name']));
  }
  if (input.description !== undefined) write.description = input.description;
  const role = await unique(() => repo.updateRoleRow(db, id, write));
  if (!role) throw notFound('organization role', id);
  return getOrganizationRole(db, id);
}

export async function deleteOrganizationRole(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteRoleRow(db, id))) throw notFound('organization role', id);
  return id;
}

// --- organization scopes of a role ----------------------------------------------------------

export async function addRoleScopes(db: Db, id: string, scopeIds: readonly string[]): Promise<OrganizationScope[]> {
  const wanted = uniqueIds(scopeIds);
  nonEmpty(wanted, 'organizationScopeIds');
  await requireRole(db, id);
  await checkScopeIds(db, wanted);
  await guardReferences(() => repo.insertRoleScopes(db, id, wanted));
  return (await getOrganizationRole(db, id)).scopes;
}

export async function replaceRoleScopes(db: Db, id: string, scopeIds: readonly string[]): Promise<OrganizationScope[]> {
  const wanted = uniqueIds(scopeIds);
  await requireRole(db, id);
  await checkScopeIds(db, wanted);
  await repo.deleteRoleScopesExcept(db, id, wanted);
  await guardReferences(() => repo.insertRoleScopes(db, id, wanted));
  return (await getOrganizationRole(db, id)).scopes;
}

export async function removeRoleScope(db: Db, id: string, scopeId: string): Promise<OrganizationScope[]> {
  await requireRole(db, id);
  if (!(await repo.deleteRoleScope(db, id, scopeId))) throw notFound('organization scope of the role', scopeId);
  return (await getOrganizationRole(db, id)).scopes;
}

// --- API resource scopes of a role ----------------------------------------------------------

export async function addRoleResourceScopes(db: Db, id: string, scopeIds: readonly string[]): Promise<ResourceScopeRef[]> {
  const wanted = uniqueIds(scopeIds);
  nonEmpty(wanted, 'scopeIds');
  await requireRole(db, id);
  await checkResourceScopeIds(db, wanted, 'scopeIds');
  await guardReferences(() => repo.insertRoleResourceScopes(db, id, wanted));
  return (await getOrganizationRole(db, id)).resourceScopes;
}

export async function replaceRoleResourceScopes(db: Db, id: string, scopeIds: readonly string[]): Promise<ResourceScopeRef[]> {
  const wanted = uniqueIds(scopeIds);
  await requireRole(db, id);
  await checkResourceScopeIds(db, wanted, 'scopeIds');
  await repo.deleteRoleResourceScopesExcept(db, id, wanted);
  await guardReferences(() => repo.insertRoleResourceScopes(db, id, wanted));
  return (await getOrganizationRole(db, id)).resourceScopes;
}

export async function removeRoleResourceScope(db: Db, id: string, scopeId: string): Promise<ResourceScopeRef[]> {
  await requireRole(db, id);
  if (!(await repo.deleteRoleResourceScope(db, id, scopeId))) throw notFound('resource scope of the role', scopeId);
  return (await getOrganizationRole(db, id)).resourceScopes;
}
