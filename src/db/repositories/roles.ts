// Roles, the scopes they grant, and who holds them (users and machine-to-machine applications).
import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { RolesTable } from '../tables.js';
import { paginate, toPage } from './pagination.js';
import { anyColumnContains, fieldSearchCondition, listSearchCondition, notLinked, type ListSearch } from './search.js';
import { USER_SEARCH_COLUMNS } from './users.js';
import type { FieldSearch, PageRequest } from '../list-query.js';
import { scopeColumns, toScope, type Scope } from './resources.js';

export type RoleType = 'User' | 'MachineToMachine';

export interface Role {
  id: string;
  name: string;
  description: string;
  type: RoleType;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const roleColumns = ['roles.id', 'roles.name', 'roles.description', 'roles.type', 'roles.is_default', 'roles.created_at', 'roles.updated_at'] as const;

type RoleRow = {
  id: string;
  name: string;
  description: string;
  type: RoleType;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
};

function toRole(r: RoleRow): Role {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type,
    isDefault: r.is_default,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findRoleById(db: Db, id: string): Promise<Role | undefined> {
  const row = await db.selectFrom('roles').select(roleColumns).where('id', '=', id).executeTakeFirst();
  return row && toRole(row);
}

export async function findRolesByIds(db: Db, ids: readonly string[]): Promise<Role[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('roles').select(roleColumns).where('id', 'in', ids).execute();
  return rows.map(toRole);
}

/** The compatible API's searchable role fields and their columns. */
export const ROLE_SEARCH_COLUMNS = { id: 'roles.id', name: 'roles.name', description: 'roles.description' } as const;

export interface RoleListFilter {
  type?: RoleType | undefined;
  /** Substring of the id, name or description, case-insensitive. */
  search?: string | undefined;
  /** The compatible API's field search (ANDed with `search`). */
  fieldSearch?: FieldSearch | undefined;
  /** Leave out the roles this user holds. */
  excludeUserId?: string | undefined;
  /** Leave out the roles this application holds. */
  excludeApplicationId?: string | undefined;
}

export async function listRoles(db: Db, page: PageRequest, filter: RoleListFilter = {}) {
  let base = db.selectFrom('roles');
  const { type, search, fieldSearch, excludeUserId, excludeApplicationId } = filter;
  if (type) base = base.where('roles.type', '=', type);
  if (search) {
    const term = search;
    base = base.where((eb) => anyColumnContains(eb, term, ROLE_SEARCH_COLUMNS));
  }
  if (fieldSearch) base = base.where((eb) => fieldSearchCondition(eb, fieldSearch, ROLE_SEARCH_COLUMNS));
  if (excludeUserId) base = base.where(notLinked('users_roles', 'role_id', 'roles.id', 'user_id', excludeUserId));
  if (excludeApplicationId) base = base.where(notLinked('applications_roles', 'role_id', 'roles.id', 'application_id', excludeApplicationId));
  const [rows, count] = await Promise.all([
    paginate(base.select(roleColumns), 'roles', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRole), page, Number(count.n));
}

export interface RoleWrite {
  name?: string;
  description?: string;
  type?: RoleType;
  isDefault?: boolean;
}

function roleValues(w: RoleWrite): Updateable<RolesTable> {
  const out: Updateable<RolesTable> = {};
  if (w.name !== undefined) out.name = w.name;
  if (w.description !== undefined) out.description = w.description;
  if (w.type !== undefined) out.type = w.type;
  if (w.isDefault !== undefined) out.is_default = w.isDefault;
  return out;
}

export async function insertRole(db: Db, id: string, w: RoleWrite & { name: string }): Promise<Role> {
  const row = await db
    .insertInto('roles')
    .values({ ...roleValues(w), id, name: w.name })
    .returning(roleColumns)
    .executeTakeFirstOrThrow();
  return toRole(row);
}

export async function updateRoleRow(db: Db, id: string, w: RoleWrite): Promise<Role | undefined> {
  const row = await db
    .updateTable('roles')
    .set({ ...roleValues(w), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(roleColumns)
    .executeTakeFirst();
  return row && toRole(row);
}

export async function deleteRoleRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// --- role ↔ scope

/** Every scope a role grants (roles grant few; the role view shows them all). */
export async function scopesOfRole(db: Db, roleId: string): Promise<Scope[]> {
  const rows = await db
    .selectFrom('scopes')
    .innerJoin('roles_scopes', 'roles_scopes.scope_id', 'scopes.id')
    .select(scopeColumns)
    .where('roles_scopes.role_id', '=', roleId)
    .orderBy('scopes.resource_id')
    .orderBy('scopes.name')
    .execute();
  return rows.map(toScope);
}

/** The scopes of several roles in one query (batched Role.scopes). */
export async function scopesOfRoles(db: Db, roleIds: readonly string[]): Promise<Map<string, Scope[]>> {
  const out = new Map<string, Scope[]>();
  if (roleIds.length === 0) return out;
  const rows = await db
    .selectFrom('scopes')
    .innerJoin('roles_scopes', 'roles_scopes.scope_id', 'scopes.id')
    .select(scopeColumns)
    .select('roles_scopes.role_id')
    .where('roles_scopes.role_id', 'in', roleIds)
    .orderBy('scopes.resource_id')
    .orderBy('scopes.name')
    .execute();
  for (const row of rows) {
    const list = out.get(row.role_id) ?? [];
    list.push(toScope(row));
    out.set(row.role_id, list);
  }
  return out;
}

export async function listRoleScopes(db: Db, roleId: string, page: PageRequest) {
  const base = db.selectFrom('scopes').innerJoin('roles_scopes', 'roles_scopes.scope_id', 'scopes.id').where('roles_scopes.role_id', '=', roleId);
  const [rows, count] = await Promise.all([
    paginate(base.select(scopeColumns), 'scopes', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toScope), page, Number(count.n));
}

export async function linkRoleScopes(db: Db, roleId: string, scopeIds: readonly string[]): Promise<void> {
  if (scopeIds.length === 0) return;
  await db
    .insertInto('roles_scopes')
    .values(scopeIds.map((scopeId) => ({ role_id: roleId, scope_id: scopeId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unlinkRoleScope(db: Db, roleId: string, scopeId: string): Promise<boolean> {
  const result = await db.deleteFrom('roles_scopes').where('role_id', '=', roleId).where('scope_id', '=', scopeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// --- role ↔ user

/** One page of the ids of a role's users, newest user first; the caller loads the users. */
export async function listRoleUserIds(db: Db, roleId: string, page: PageRequest, search: ListSearch = {}) {
  const base = db
    .selectFrom('users')
    .innerJoin('users_roles', 'users_roles.user_id', 'users.id')
    .where('users_roles.role_id', '=', roleId)
    .where((eb) => listSearchCondition(eb, search, USER_SEARCH_COLUMNS));
  const [rows, count] = await Promise.all([
    paginate(base.select(['users.id', 'users.created_at']), 'users', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(
    rows.map((r) => r.id),
    page,
    Number(count.n),
  );
}

export async function linkUserRoles(db: Db, pairs: ReadonlyArray<{ userId: string; roleId: string }>): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insertInto('users_roles')
    .values(pairs.map((p) => ({ user_id: p.userId, role_id: p.roleId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unlinkUserRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const result = await db.deleteFrom('users_roles').where('user_id', '=', userId).where('role_id', '=', roleId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listUserRoles(db: Db, userId: string, page: PageRequest, search: ListSearch = {}) {
  const base = db
    .selectFrom('roles')
    .innerJoin('users_roles', 'users_roles.role_id', 'roles.id')
    .where('users_roles.user_id', '=', userId)
    .where((eb) => listSearchCondition(eb, search, ROLE_SEARCH_COLUMNS));
  const [rows, count] = await Promise.all([
    paginate(base.select(roleColumns), 'roles', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRole), page, Number(count.n));
}

/** Gives a new user every default User role, in one statement. */
export async function linkDefaultRoles(db: Db, userId: string): Promise<void> {
  await sql`
    insert into users_roles (user_id, role_id)
    select ${userId}, id from roles where is_default and type = 'User'
    on conflict do nothing`.execute(db);
}

// --- role ↔ application

export async function linkApplicationRoles(db: Db, applicationId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insertInto('applications_roles')
    .values(roleIds.map((roleId) => ({ application_id: applicationId, role_id: roleId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unlinkApplicationRole(db: Db, applicationId: string, roleId: string): Promise<boolean> {
  const result = await db.deleteFrom('applications_roles').where('application_id', '=', applicationId).where('role_id', '=', roleId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listApplicationRoles(db: Db, applicationId: string, page: PageRequest, search: ListSearch = {}) {
  const base = db
    .selectFrom('roles')
    .innerJoin('applications_roles', 'applications_roles.role_id', 'roles.id')
    .where('applications_roles.application_id', '=', applicationId)
    .where((eb) => listSearchCondition(eb, search, ROLE_SEARCH_COLUMNS));
  const [rows, count] = await Promise.all([
    paginate(base.select(roleColumns), 'roles', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRole), page, Number(count.n));
}

// --- whole holder ↔ role sets (the compatible API's PUT and "ignore existing" POST)

/** The ids of the roles a user holds. */
export async function userRoleIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('users_roles').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role_id);
}

/** The names of the roles a user holds, by name. */
export async function userRoleNames(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('roles')
    .innerJoin('users_roles', 'users_roles.role_id', 'roles.id')
    .select('roles.name')
    .where('users_roles.user_id', '=', userId)
    .orderBy('roles.name')
    .execute();
  return rows.map((r) => r.name);
}

/** The ids of the roles an application holds. */
export async function applicationRoleIds(db: Db, applicationId: string): Promise<string[]> {
  const rows = await db.selectFrom('applications_roles').select('role_id').where('application_id', '=', applicationId).execute();
  return rows.map((r) => r.role_id);
}

export async function unlinkUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db.deleteFrom('users_roles').where('user_id', '=', userId).where('role_id', 'in', roleIds).execute();
}

export async function unlinkApplicationRoles(db: Db, applicationId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db.deleteFrom('applications_roles').where('application_id', '=', applicationId).where('role_id', 'in', roleIds).execute();
}

/** Which of these applications already hold the role. */
export async function applicationsHoldingRole(db: Db, roleId: string, applicationIds: readonly string[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectFrom('applications_roles')
    .select('application_id')
    .where('role_id', '=', roleId)
    .where('application_id', 'in', applicationIds)
    .execute();
  return rows.map((r) => r.application_id);
}

/** How many users and applications hold each role, and a few of each (newest first), for role lists. */
export async function roleHolderCounts(db: Db, roleIds: readonly string[]): Promise<Map<string, { users: number; applications: number }>> {
  const counts = new Map(roleIds.map((id) => [id, { users: 0, applications: 0 }]));
  if (roleIds.length === 0) return counts;
  const [users, apps] = await Promise.all([
    db
      .selectFrom('users_roles')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', roleIds)
      .groupBy('role_id')
      .execute(),
    db
      .selectFrom('applications_roles')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', roleIds)
      .groupBy('role_id')
      .execute(),
  ]);
  for (const r of users) counts.get(r.role_id)!.users = Number(r.n);
  for (const r of apps) counts.get(r.role_id)!.applications = Number(r.n);
  return counts;
}

/** Up to `limit` user ids and application ids holding each role, newest link first. */
export async function featuredRoleHolders(
  db: Db,
  roleIds: readonly string[],
  limit: number,
): Promise<Map<string, { userIds: string[]; applicationIds: string[] }>> {
  const out = new Map(roleIds.map((id) => [id, { userIds: [] as string[], applicationIds: [] as string[] }]));
  if (roleIds.length === 0) return out;
  const users = await sql<{ role_id: string; user_id: string }>`
    select role_id, user_id from (
      select role_id, user_id, row_number() over (partition by role_id order by created_at desc, user_id) as n
      from users_roles where role_id in (${sql.join(roleIds)})) ranked
    where n <= ${limit}`.execute(db);
  const apps = await sql<{ role_id: string; application_id: string }>`
    select role_id, application_id from (
      select role_id, application_id, row_number() over (partition by role_id order by created_at desc, application_id) as n
      from applications_roles where role_id in (${sql.join(roleIds)})) ranked
    where n <= ${limit}`.execute(db);
  for (const r of users.rows) out.get(r.role_id)!.userIds.push(r.user_id);
  for (const r of apps.rows) out.get(r.role_id)!.applicationIds.push(r.application_id);
  return out;
}

/** Roles by their names (names are unique), for an import that refers to roles by name. */
export async function findRolesByNames(db: Db, names: readonly string[]): Promise<Role[]> {
  if (names.length === 0) return [];
  const rows = await db.selectFrom('roles').select(roleColumns).where('name', 'in', names).execute();
  return rows.map(toRole);
}
