// Rules for roles: unique names, typed holders (User roles go to users, MachineToMachine roles to
// machine-to-machine applications), default roles for new users, and the scopes a role grants.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import { findApplicationById } from '../../db/repositories/applications.js';
import { applicationsByIds, listApplicationsOfRole, type ApplicationView } from './applications.js';
import { findScopesByIds, type Scope } from '../../db/repositories/resources.js';
import * as repo from '../../db/repositories/roles.js';
import type { Role, RoleType } from '../../db/repositories/roles.js';
import { USER_SEARCH_COLUMNS, findUserById, findUsersByIds, type User } from '../../db/repositories/users.js';
import { refuseBuiltinDefault, refuseBuiltinRoleDelete, refuseBuiltinScopeRemoval } from './console-builtin-roles.js';
import { DomainError, notExistsWithId, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { nonBlankString, nonEmptyList, parseFields } from '../input.js';
import type { Page, PageRequest } from '../pagination.js';
import { checkFieldSearch, checkListSearch, searchTerm, type FieldSearchInput, type ListSearchInput } from '../search.js';

export type { Role, RoleType };

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Ids named in a request body that do not exist: 404 `entity.not_exists_with_id` naming the first
 * of them, as the compatible Management API answers (every unknown id is in `data.ids`).
 */
function unknownIds(entity: string, ids: string[]): DomainError {
  const first = notExistsWithId(entity, ids[0]!);
  return new DomainError(first.code, first.message, { ...first.data, ids });
}

function nonEmpty(ids: readonly string[], field: string): string[] {
  return unique(parseFields(nonEmptyList(`${field} must not be empty`), ids, [field]));
}

const roleName = nonBlankString('name must not be empty');
/** A field an update may leave out but not clear: absent is kept, null refused. */
const notCleared = (field: string) =>
  z
    .unknown()
    .refine((value) => value !== null, `${field} cannot be cleared`)
    .optional();
/** Every field is checked for null before the name's value: a refusal names a cleared field first. */
const roleUpdate = z.object({ name: notCleared('name'), description: notCleared('description'), isDefault: notCleared('isDefault') });

function checkDefault(type: RoleType, isDefault: boolean | null | undefined): void {
  if (isDefault && type !== 'User') {
    throw new DomainError('role.default_role_must_be_user', 'Only User roles can be default roles.', undefined, ['isDefault']);
  }
}

/** A role of the wrong type for its holder: the compatible API's 422 codes. */
function typeMismatch(role: Role, holder: 'users' | 'applications'): DomainError {
  return new DomainError(
    holder === 'users' ? 'user.invalid_role_type' : 'application.invalid_role_type',
    `role ${role.name} is a ${role.type} role and cannot be given to ${holder}`,
    { roleId: role.id, roleType: role.type },
  );
}

async function guardUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' && violation.constraint.includes('roles_name')) {
      throw new DomainError('role.name_already_in_use', 'A role with this name already exists.', undefined, ['name']);
    }
    throw error;
  }
}

async function loadScopes(db: Db, ids: string[]): Promise<Scope[]> {
  const found = await findScopesByIds(db, ids);
  if (found.length !== ids.length) {
    const known = new Set(found.map((s) => s.id));
    throw unknownIds(
      'scope',
      ids.filter((id) => !known.has(id)),
    );
  }
  return found;
}

async function loadRoles(db: Db, ids: string[]): Promise<Role[]> {
  const found = await repo.findRolesByIds(db, ids);
  if (found.length !== ids.length) {
    const known = new Set(found.map((r) => r.id));
    throw unknownIds(
      'role',
      ids.filter((id) => !known.has(id)),
    );
  }
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

export async function getRole(db: Db, id: string): Promise<Role> {
  const role = await repo.findRoleById(db, id);
  if (!role) throw notFound('role', id);
  return role;
}

export interface RoleListInput {
  type?: RoleType | null | undefined;
  search?: string | null | undefined;
  searchBy?: FieldSearchInput | null | undefined;
  excludeUserId?: string | null | undefined;
  excludeApplicationId?: string | null | undefined;
}

/** Roles matching every filter given; an excluded holder that names nothing excludes nothing. */
export function listRoles(db: Db, page: PageRequest, filter: RoleListInput = {}) {
  return repo.listRoles(db, page, {
    type: filter.type ?? undefined,
    search: searchTerm(filter.search),
    fieldSearch: checkFieldSearch(filter.searchBy, Object.keys(repo.ROLE_SEARCH_COLUMNS)),
    excludeUserId: filter.excludeUserId ?? undefined,
    excludeApplicationId: filter.excludeApplicationId ?? undefined,
  });
}

/** The scopes of many roles at once, by role id. */
export function scopesOfRoles(db: Db, roleIds: readonly string[]): Promise<Map<string, Scope[]>> {
  return repo.scopesOfRoles(db, roleIds);
}

export interface CreateRoleInput {
  name: string;
  description?: string | null;
  type?: RoleType | null;
  isDefault?: boolean | null;
  scopeIds?: readonly string[] | null;
}

/** Returns the role with the scopes it grants (the Role.Scopes.Updated event carries them). */
export async function createRole(db: Db, input: CreateRoleInput): Promise<Role & { scopes: Scope[] }> {
  parseFields(roleName, input.name, ['name']);
  const type = input.type ?? 'User';
  checkDefault(type, input.isDefault);
  const role = await guardUniqueName(() =>
    repo.insertRole(db, newId(), {
      name: input.name,
      description: input.description ?? '',
      type,
      isDefault: input.isDefault ?? false,
    }),
  );
  const scopeIds = unique(input.scopeIds ?? []);
  if (scopeIds.length) {
    await loadScopes(db, scopeIds);
    await repo.linkRoleScopes(db, role.id, scopeIds);
  }
  return { ...role, scopes: await repo.scopesOfRole(db, role.id) };
}

export async function updateRole(db: Db, id: string, input: { name?: string | null; description?: string | null; isDefault?: boolean | null }): Promise<Role> {
  parseFields(roleUpdate, input);
  parseFields(roleName.optional(), input.name, ['name']);
  const current = await getRole(db, id);
  checkDefault(current.type, input.isDefault);
  await refuseBuiltinDefault(db, id, input.isDefault);
  const role = await guardUniqueName(() =>
    repo.updateRoleRow(db, id, {
      ...(input.name != null ? { name: input.name } : {}),
      ...(input.description != null ? { description: input.description } : {}),
      ...(input.isDefault != null ? { isDefault: input.isDefault } : {}),
    }),
  );
  if (!role) throw notFound('role', id);
  return role;
}

export async function deleteRole(db: Db, id: string): Promise<string> {
  await refuseBuiltinRoleDelete(db, id);
  if (!(await repo.deleteRoleRow(db, id))) throw notFound('role', id);
  return id;
}

// --- who holds a role (the role list's counts and featured holders)

/** How many of a role's holders a role list shows beside its counts. */
const FEATURED_HOLDERS = 3;

export interface RoleHolders {
  usersCount: number;
  applicationsCount: number;
  featuredUsers: User[];
  featuredApplications: ApplicationView[];
}

/** Counts and a few holders of each role, in four queries for any number of roles. */
export async function roleHolders(db: Db, roleIds: readonly string[]): Promise<Map<string, RoleHolders>> {
  const [counts, featured] = await Promise.all([repo.roleHolderCounts(db, roleIds), repo.featuredRoleHolders(db, roleIds, FEATURED_HOLDERS)]);
  const allUserIds = [...new Set([...featured.values()].flatMap((f) => f.userIds))];
  const allAppIds = [...new Set([...featured.values()].flatMap((f) => f.applicationIds))];
  const [users, apps] = await Promise.all([findUsersByIds(db, allUserIds), applicationsByIds(db, allAppIds)]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const appById = new Map(apps.map((a) => [a.id, a]));
  const out = new Map<string, RoleHolders>();
  for (const id of roleIds) {
    const c = counts.get(id) ?? { users: 0, applications: 0 };
    const f = featured.get(id) ?? { userIds: [], applicationIds: [] };
    out.set(id, {
      usersCount: c.users,
      applicationsCount: c.applications,
      featuredUsers: f.userIds.flatMap((u) => userById.get(u) ?? []),
      featuredApplications: f.applicationIds.flatMap((a) => appById.get(a) ?? []),
    });
  }
  return out;
}

// --- scopes

export async function listRoleScopes(db: Db, id: string, page: PageRequest) {
  await getRole(db, id);
  return repo.listRoleScopes(db, id, page);
}

/**
 * Grants scopes and returns every scope the role grants afterwards. A scope the role already
 * grants is refused (`role.scope_exists`, 422, as the compatible product does), so a script
 * learns that its picture of the role was stale instead of being told it changed something.
 */
export async function addRoleScopes(db: Db, id: string, scopeIds: readonly string[]): Promise<Scope[]> {
  const ids = nonEmpty(scopeIds, 'scopeIds');
  await getRole(db, id);
  await loadScopes(db, ids);
  const held = new Set((await repo.scopesOfRole(db, id)).map((scope) => scope.id));
  const existing = ids.find((scopeId) => held.has(scopeId));
  if (existing) {
    throw new DomainError('role.scope_exists', `The scope id ${existing} has already been added to this role`, { scopeId: existing }, ['scopeIds']);
  }
  await repo.linkRoleScopes(db, id, ids);
  return repo.scopesOfRole(db, id);
}

export async function removeRoleScope(db: Db, id: string, scopeId: string): Promise<string> {
  await getRole(db, id);
  await refuseBuiltinScopeRemoval(db, id, scopeId);
  if (!(await repo.unlinkRoleScope(db, id, scopeId))) throw notFound('role scope', scopeId);
  return scopeId;
}

// --- users

export async function listRoleUsers(db: Db, id: string, page: PageRequest, search?: ListSearchInput): Promise<Page<User>> {
  await getRole(db, id);
  const ids = await repo.listRoleUserIds(db, id, page, checkListSearch(search, Object.keys(USER_SEARCH_COLUMNS)));
  const users = new Map((await findUsersByIds(db, ids.items)).map((u) => [u.id, u]));
  return { ...ids, items: ids.items.flatMap((userId) => users.get(userId) ?? []) };
}

export async function assignRoleUsers(db: Db, id: string, userIds: readonly string[]): Promise<User[]> {
  const ids = nonEmpty(userIds, 'userIds');
  const role = await getRole(db, id);
  if (role.type !== 'User') throw typeMismatch(role, 'users');
  const users = await findUsersByIds(db, ids);
  if (users.length !== ids.length) {
    const known = new Set(users.map((u) => u.id));
    throw unknownIds(
      'user',
      ids.filter((u) => !known.has(u)),
    );
  }
  await repo.linkUserRoles(
    db,
    ids.map((userId) => ({ userId, roleId: id })),
  );
  return users;
}

export async function removeRoleUser(db: Db, id: string, userId: string): Promise<string> {
  await getRole(db, id);
  if (!(await repo.unlinkUserRole(db, userId, id))) throw notFound('role user', userId);
  return userId;
}

async function requireUser(db: Db, userId: string): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
}

export async function listUserRoles(db: Db, userId: string, page: PageRequest, search?: ListSearchInput) {
  await requireUser(db, userId);
  return repo.listUserRoles(db, userId, page, checkListSearch(search, Object.keys(repo.ROLE_SEARCH_COLUMNS)));
}

/** What a role assignment did: the ids asked for, and those newly given (the others were held). */
export interface RoleAssignment {
  roleIds: string[];
  addedRoleIds: string[];
}

/**
 * Adds roles to a user; roles already held are left as they are (not an error). Unknown ids: 404;
 * a MachineToMachine role: `user.invalid_role_type` (422). Nothing is written when any is refused.
 */
export async function assignUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<RoleAssignment> {
  const ids = nonEmpty(roleIds, 'roleIds');
  await requireUser(db, userId);
  const roles = await loadRoles(db, ids);
  const wrong = roles.find((r) => r.type !== 'User');
  if (wrong) throw typeMismatch(wrong, 'users');
  const held = new Set(await repo.userRoleIds(db, userId));
  const added = ids.filter((id) => !held.has(id));
  await repo.linkUserRoles(
    db,
    added.map((roleId) => ({ userId, roleId })),
  );
  return { roleIds: ids, addedRoleIds: added };
}

/** Makes the user's roles exactly these (an empty list removes every role); same refusals as assign. */
export async function replaceUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<string[]> {
  const ids = unique(roleIds);
  await requireUser(db, userId);
  const roles = await loadRoles(db, ids);
  const wrong = roles.find((r) => r.type !== 'User');
  if (wrong) throw typeMismatch(wrong, 'users');
  const held = await repo.userRoleIds(db, userId);
  const wanted = new Set(ids);
  await repo.unlinkUserRoles(
    db,
    userId,
    held.filter((id) => !wanted.has(id)),
  );
  await repo.linkUserRoles(
    db,
    ids.map((roleId) => ({ userId, roleId })),
  );
  return ids;
}

export async function removeUserRole(db: Db, userId: string, roleId: string): Promise<string> {
  await requireUser(db, userId);
  if (!(await repo.unlinkUserRole(db, userId, roleId))) throw notFound('user role', roleId);
  return roleId;
}

/** Called when a user is created: every default User role, in the same transaction. */
export function assignDefaultRoles(db: Db, userId: string): Promise<void> {
  return repo.linkDefaultRoles(db, userId);
}

// --- applications

async function requireApplication(db: Db, applicationId: string) {
  const application = await findApplicationById(db, applicationId);
  if (!application) throw notFound('application', applicationId);
  return application;
}

export async function listApplicationRoles(db: Db, applicationId: string, page: PageRequest, search?: ListSearchInput) {
  await requireApplication(db, applicationId);
  return repo.listApplicationRoles(db, applicationId, page, checkListSearch(search, Object.keys(repo.ROLE_SEARCH_COLUMNS)));
}

export async function listRoleApplications(db: Db, id: string, page: PageRequest, search?: ListSearchInput) {
  await getRole(db, id);
  return listApplicationsOfRole(db, id, page, search);
}

function requireMachineToMachine(application: { id: string; type: string }): void {
  if (application.type !== 'MachineToMachine') {
    throw new DomainError('application.invalid_type', `only machine-to-machine applications hold roles; this one is ${application.type}`, {
      applicationId: application.id,
      type: application.type,
    });
  }
}

async function loadMachineRoles(db: Db, ids: string[]): Promise<Role[]> {
  const roles = await loadRoles(db, ids);
  const wrong = roles.find((r) => r.type !== 'MachineToMachine');
  if (wrong) throw typeMismatch(wrong, 'applications');
  return roles;
}

/** Adds roles to a machine-to-machine application; roles already held are left as they are. */
export async function assignApplicationRoles(db: Db, applicationId: string, roleIds: readonly string[]): Promise<RoleAssignment> {
  const ids = nonEmpty(roleIds, 'roleIds');
  requireMachineToMachine(await requireApplication(db, applicationId));
  await loadMachineRoles(db, ids);
  const held = new Set(await repo.applicationRoleIds(db, applicationId));
  const added = ids.filter((id) => !held.has(id));
  await repo.linkApplicationRoles(db, applicationId, added);
  return { roleIds: ids, addedRoleIds: added };
}

/** Makes the application's roles exactly these (an empty list removes every role). */
export async function replaceApplicationRoles(db: Db, applicationId: string, roleIds: readonly string[]): Promise<string[]> {
  const ids = unique(roleIds);
  requireMachineToMachine(await requireApplication(db, applicationId));
  await loadMachineRoles(db, ids);
  const held = await repo.applicationRoleIds(db, applicationId);
  const wanted = new Set(ids);
  await repo.unlinkApplicationRoles(
    db,
    applicationId,
    held.filter((id) => !wanted.has(id)),
  );
  await repo.linkApplicationRoles(db, applicationId, ids);
  return ids;
}

/**
 * Gives a MachineToMachine role to applications. As the compatible API does, an application that
 * already holds it is refused (`role.application_exists`, 422) rather than ignored, and so is a
 * User role or an application of another type.
 */
export async function assignRoleApplications(db: Db, id: string, applicationIds: readonly string[]): Promise<string[]> {
  const ids = nonEmpty(applicationIds, 'applicationIds');
  const role = await getRole(db, id);
  if (role.type !== 'MachineToMachine') throw typeMismatch(role, 'applications');
  const [existing] = await repo.applicationsHoldingRole(db, id, ids);
  if (existing) {
    throw new DomainError('role.application_exists', `application ${existing} already holds this role`, { applicationId: existing });
  }
  for (const applicationId of ids) {
    const application = await findApplicationById(db, applicationId);
    if (!application) throw unknownIds('application', [applicationId]);
    requireMachineToMachine(application);
  }
  for (const applicationId of ids) await repo.linkApplicationRoles(db, applicationId, [id]);
  return ids;
}

/** Takes a role from an application (404 when the role, or the link, does not exist). */
export async function removeRoleApplication(db: Db, id: string, applicationId: string): Promise<string> {
  await getRole(db, id);
  if (!(await repo.unlinkApplicationRole(db, applicationId, id))) throw notFound('role application', applicationId);
  return applicationId;
}

export async function removeApplicationRole(db: Db, applicationId: string, roleId: string): Promise<string> {
  await requireApplication(db, applicationId);
  if (!(await repo.unlinkApplicationRole(db, applicationId, roleId))) throw notFound('application role', roleId);
  return roleId;
}
