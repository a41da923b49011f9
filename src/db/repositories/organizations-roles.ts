// Organization roles and what they grant: organization scopes and API resource scopes.
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../database.js';
import type { DB } from '../tables.js';
import type { PageRequest } from '../list-query.js';
import { containsPattern } from '../like-patterns.js';
import { paginate, toPage } from './pagination.js';
import { type OrganizationScope, scopeColumns, toScope } from './organizations-scopes.js';

/** An organization role's own fields (its scopes are loaded separately, per page). */
export type OrganizationRoleType = 'User' | 'MachineToMachine';

export interface OrganizationRoleRecord {
  id: string;
  name: string;
  description: string | null;
  type: OrganizationRoleType;
  createdAt: Date;
  updatedAt: Date;
}

export interface ResourceScopeRef {
  id: string;
  resourceId: string;
  resourceIndicator: string;
  /** The API resource's display name. */
  resourceName: string;
  name: string;
  description: string | null;
  createdAt: Date;
}

export const roleColumns = [
  'organization_roles.id',
  'organization_roles.name',
  'organization_roles.description',
  'organization_roles.type',
  'organization_roles.created_at',
  'organization_roles.updated_at',
] as const;

export function toRoleRecord(r: {
  id: string;
  name: string;
  description: string | null;
  type: OrganizationRoleType;
  created_at: Date;
  updated_at: Date;
}): OrganizationRoleRecord {
  return { id: r.id, name: r.name, description: r.description, type: r.type, createdAt: r.created_at, updatedAt: r.updated_at };
}

export async function findRoleById(db: Db, id: string): Promise<OrganizationRoleRecord | undefined> {
  const row = await db.selectFrom('organization_roles').select(roleColumns).where('id', '=', id).executeTakeFirst();
  return row && toRoleRecord(row);
}

export async function findRolesByIds(db: Db, ids: readonly string[]): Promise<OrganizationRoleRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('organization_roles').select(roleColumns).where('id', 'in', ids).orderBy('name').execute();
  return rows.map(toRoleRecord);
}

export async function findRolesByNames(db: Db, names: readonly string[]): Promise<OrganizationRoleRecord[]> {
  if (names.length === 0) return [];
  const rows = await db.selectFrom('organization_roles').select(roleColumns).where('name', 'in', names).orderBy('name').execute();
  return rows.map(toRoleRecord);
}

export async function listRoles(db: Db, page: PageRequest, search?: string) {
  let base = db.selectFrom('organization_roles');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    paginate(base.select(roleColumns), 'organization_roles', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRoleRecord), page, Number(count.n));
}

export interface RoleWrite {
  name?: string;
  description?: string | null;
  type?: OrganizationRoleType;
}

/** How many users hold each role in some organization (a user counted once per role). */
export async function countRoleUsers(db: Db, roleIds: readonly string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organization_user_roles')
    .select(['organization_role_id as roleId', (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
    .where('organization_role_id', 'in', roleIds)
    .groupBy('organization_role_id')
    .execute();
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

export async function insertRole(db: Db, id: string, fields: RoleWrite): Promise<OrganizationRoleRecord> {
  const row = await db
    .insertInto('organization_roles')
    .values({ id, name: fields.name ?? '', description: fields.description ?? null, ...(fields.type ? { type: fields.type } : {}) })
    .returning(roleColumns)
    .executeTakeFirstOrThrow();
  return toRoleRecord(row);
}

export async function updateRoleRow(db: Db, id: string, fields: RoleWrite): Promise<OrganizationRoleRecord | undefined> {
  const set: UpdateObject<DB, 'organization_roles'> = { updated_at: sql`now()` };
  if (fields.name !== undefined) set.name = fields.name;
  if (fields.description !== undefined) set.description = fields.description;
  const row = await db.updateTable('organization_roles').set(set).where('id', '=', id).returning(roleColumns).executeTakeFirst();
  return row && toRoleRecord(row);
}

export async function deleteRoleRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('organization_roles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The organization scopes of several roles, in one query. */
export async function scopesOfRoles(db: Db, roleIds: readonly string[]): Promise<Array<{ roleId: string; scope: OrganizationScope }>> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('organization_role_scopes as rs')
    .innerJoin('organization_scopes', 'organization_scopes.id', 'rs.organization_scope_id')
    .select(scopeColumns)
    .select('rs.organization_role_id as role_id')
    .where('rs.organization_role_id', 'in', roleIds)
    .orderBy('organization_scopes.name')
    .execute();
  return rows.map((r) => ({ roleId: r.role_id, scope: toScope(r) }));
}

/** The API resource scopes of several roles, in one query. */
export async function resourceScopesOfRoles(db: Db, roleIds: readonly string[]): Promise<Array<{ roleId: string; scope: ResourceScopeRef }>> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('organization_role_resource_scopes as rrs')
    .innerJoin('scopes', 'scopes.id', 'rrs.scope_id')
    .innerJoin('resources', 'resources.id', 'scopes.resource_id')
    .select([
      'rrs.organization_role_id as role_id',
      'scopes.id',
      'scopes.resource_id',
      'resources.indicator',
      'resources.name as resource_name',
      'scopes.name',
      'scopes.description',
      'scopes.created_at',
    ])
    .where('rrs.organization_role_id', 'in', roleIds)
    .orderBy('resources.indicator')
    .orderBy('scopes.name')
    .execute();
  return rows.map((r) => ({
    roleId: r.role_id,
    scope: {
      id: r.id,
      resourceId: r.resource_id,
      resourceIndicator: r.indicator,
      resourceName: r.resource_name,
      name: r.name,
      description: r.description,
      createdAt: r.created_at,
    },
  }));
}

/** Which of these ids are API resource scopes. */
export async function existingResourceScopeIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('scopes').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export async function insertRoleScopes(db: Db, roleId: string, scopeIds: readonly string[]): Promise<void> {
  if (scopeIds.length === 0) return;
  await db
    .insertInto('organization_role_scopes')
    .values(scopeIds.map((id) => ({ organization_role_id: roleId, organization_scope_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteRoleScopesExcept(db: Db, roleId: string, keep: readonly string[]): Promise<void> {
  let q = db.deleteFrom('organization_role_scopes').where('organization_role_id', '=', roleId);
  if (keep.length) q = q.where('organization_scope_id', 'not in', keep);
  await q.execute();
}

export async function deleteRoleScope(db: Db, roleId: string, scopeId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_role_scopes')
    .where('organization_role_id', '=', roleId)
    .where('organization_scope_id', '=', scopeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertRoleResourceScopes(db: Db, roleId: string, scopeIds: readonly string[]): Promise<void> {
  if (scopeIds.length === 0) return;
  await db
    .insertInto('organization_role_resource_scopes')
    .values(scopeIds.map((id) => ({ organization_role_id: roleId, scope_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteRoleResourceScopesExcept(db: Db, roleId: string, keep: readonly string[]): Promise<void> {
  let q = db.deleteFrom('organization_role_resource_scopes').where('organization_role_id', '=', roleId);
  if (keep.length) q = q.where('scope_id', 'not in', keep);
  await q.execute();
}

export async function deleteRoleResourceScope(db: Db, roleId: string, scopeId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_role_resource_scopes')
    .where('organization_role_id', '=', roleId)
    .where('scope_id', '=', scopeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
