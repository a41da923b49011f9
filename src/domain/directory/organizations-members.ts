// Organization membership: users and machine-to-machine applications, and their organization
// roles. Every membership write reports what it really changed, taken from the rows the
// database inserted or deleted while the organization's row is locked.
import type { Db } from '../../db/database.js';
import { applicationsByIds, type ApplicationView } from './applications.js';
import * as members from '../../db/repositories/organizations-members.js';
import type { MemberKind } from '../../db/repositories/organizations-members.js';
import { lockOrganization, findOrganizationById } from '../../db/repositories/organizations.js';
import { findRolesByIds, findRolesByNames } from '../../db/repositories/organizations-roles.js';
import { findUsersByIds, type User } from '../../db/repositories/users.js';
import { APPLICATION_SEARCH_COLUMNS } from '../../db/repositories/applications.js';
import { checkListSearch, type ListSearchInput } from '../search.js';
import { DomainError, notFound } from '../errors.js';
import { guardReferences, nonEmpty, requireAll, uniqueIds } from './organizations-rules.js';
import { withScopes, type OrganizationRole } from './organizations-roles.js';
import type { Page, PageRequest } from '../pagination.js';

export type { MemberKind };

/** The difference a membership mutation made (the payload of Organization.Membership.Updated). */
export interface MembershipChange {
  organizationId: string;
  addedUserIds: string[];
  removedUserIds: string[];
  addedApplicationIds: string[];
  removedApplicationIds: string[];
}

function change(organizationId: string, kind: MemberKind, added: string[], removed: string[]): MembershipChange {
  return {
    organizationId,
    addedUserIds: kind === 'user' ? added : [],
    removedUserIds: kind === 'user' ? removed : [],
    addedApplicationIds: kind === 'application' ? added : [],
    removedApplicationIds: kind === 'application' ? removed : [],
  };
}

const field = (kind: MemberKind) => (kind === 'user' ? 'userIds' : 'applicationIds');

async function lock(db: Db, organizationId: string): Promise<void> {
  if (!(await lockOrganization(db, organizationId))) throw notFound('organization', organizationId);
}

/** Every id must be a user, or a machine-to-machine application (only those may be members). */
async function checkCandidates(db: Db, kind: MemberKind, ids: readonly string[]): Promise<void> {
  if (kind === 'user') {
    requireAll('user', ids, await members.existingUserIds(db, ids), 'userIds');
    return;
  }
  const types = await members.applicationTypes(db, ids);
  requireAll('application', ids, [...types.keys()], 'applicationIds');
  const wrong = ids.filter((id) => types.get(id) !== 'MachineToMachine');
  if (wrong.length) {
    throw new DomainError(
      'organization.invalid_application_type',
      `only machine-to-machine applications can be organization members: ${wrong.join(', ')}`,
      { applicationIds: wrong },
      ['applicationIds'],
    );
  }
}

/** Adds members; those already in are left alone and not reported as added. */
export async function addMembers(db: Db, organizationId: string, kind: MemberKind, ids: readonly string[]): Promise<MembershipChange> {
  const wanted = uniqueIds(ids);
  nonEmpty(wanted, field(kind));
  await lock(db, organizationId);
  await checkCandidates(db, kind, wanted);
  const added = await guardReferences(() => members.insertMembers(db, kind, organizationId, wanted));
  return change(organizationId, kind, added, []);
}

/** Makes exactly these the members of their kind; an unchanged set reports an empty change. */
export async function replaceMembers(db: Db, organizationId: string, kind: MemberKind, ids: readonly string[]): Promise<MembershipChange> {
  const wanted = uniqueIds(ids);
  await lock(db, organizationId);
  await checkCandidates(db, kind, wanted);
  const removed = await members.deleteMembersExcept(db, kind, organizationId, wanted);
  const added = await guardReferences(() => members.insertMembers(db, kind, organizationId, wanted));
  return change(organizationId, kind, added, removed);
}

export async function removeMember(db: Db, organizationId: string, kind: MemberKind, id: string): Promise<MembershipChange> {
  await lock(db, organizationId);
  if (!(await members.deleteMember(db, kind, organizationId, id))) throw notFound(`organization ${kind}`, id);
  return change(organizationId, kind, [], [id]);
}

// --- reads ----------------------------------------------------------------------------------

/** A member user: public user fields and their roles in the organization. */
export type OrganizationUser = User & { organizationRoles: OrganizationRole[] };
export type OrganizationApplication = ApplicationView & { organizationRoles: OrganizationRole[] };

async function requireOrganization(db: Db, organizationId: string): Promise<void> {
  if (!(await findOrganizationById(db, organizationId))) throw notFound('organization', organizationId);
}

/** Organization roles (with their scopes) of several members, grouped by member: three queries. */
async function rolesByMember(db: Db, kind: MemberKind, organizationId: string, ids: readonly string[]) {
  const rows = await members.memberRoles(db, kind, organizationId, ids);
  const roles = await withScopes(db, uniqueRoles(rows.map((r) => r.role)));
  const byId = new Map(roles.map((r) => [r.id, r]));
  const out = new Map<string, OrganizationRole[]>(ids.map((id) => [id, []]));
  for (const row of rows) out.get(row.memberId)?.push(byId.get(row.role.id)!);
  return out;
}

function uniqueRoles<T extends { id: string }>(roles: T[]): T[] {
  return [...new Map(roles.map((r) => [r.id, r])).values()];
}

export async function listOrganizationUsers(db: Db, organizationId: string, page: PageRequest, search?: string | null): Promise<Page<OrganizationUser>> {
  await requireOrganization(db, organizationId);
  const ids = await members.listMemberUserIds(db, organizationId, page, search ?? undefined);
  const [users, roles] = await Promise.all([findUsersByIds(db, ids.items), rolesByMember(db, 'user', organizationId, ids.items)]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const items = ids.items.flatMap((id) => {
    const user = byId.get(id);
    return user ? [{ ...user, organizationRoles: roles.get(id) ?? [] }] : [];
  });
  return { ...ids, items };
}

export async function listOrganizationApplications(
  db: Db,
  organizationId: string,
  page: PageRequest,
  search?: ListSearchInput,
): Promise<Page<OrganizationApplication>> {
  await requireOrganization(db, organizationId);
  const apps = await members.listMemberApplications(db, organizationId, page, checkListSearch(search, Object.keys(APPLICATION_SEARCH_COLUMNS)));
  const ids = apps.items.map((a) => a.id);
  // The whole application, as the compatible API answers a member application.
  const [views, roles] = [await applicationsByIds(db, ids), await rolesByMember(db, 'application', organizationId, ids)];
  return { ...apps, items: views.map((a) => ({ ...a, organizationRoles: roles.get(a.id) ?? [] })) };
}

// --- organization roles of members ---------------------------------------------------------

async function requireMember(db: Db, organizationId: string, kind: MemberKind, memberId: string): Promise<void> {
  await requireOrganization(db, organizationId);
  if (!(await members.isMember(db, kind, organizationId, memberId))) {
    throw new DomainError('organization.require_membership', `${kind} ${memberId} is not a member of organization ${organizationId}`, {
      organizationId,
      [kind === 'user' ? 'userId' : 'applicationId']: memberId,
    });
  }
}

/**
 * Every role exists, and is of the member's kind: a User role is for users, a MachineToMachine
 * role for applications. Otherwise an application would hold permissions meant for people (and
 * the reverse), and the role's type would mean nothing. The compatible product's 422 codes.
 */
async function checkRoles(db: Db, roleIds: readonly string[], kind: MemberKind): Promise<void> {
  const found = await findRolesByIds(db, roleIds);
  requireAll(
    'organization role',
    roleIds,
    found.map((r) => r.id),
    'organizationRoleIds',
  );
  const expected = kind === 'user' ? 'User' : 'MachineToMachine';
  const wrong = found.find((role) => role.type !== expected);
  if (wrong) {
    throw new DomainError(
      kind === 'user' ? 'user.invalid_role_type' : 'application.invalid_role_type',
      `organization role ${wrong.name} is a ${wrong.type} role and cannot be given to ${kind === 'user' ? 'a user' : 'an application'}`,
      { roleId: wrong.id, roleType: wrong.type },
      ['organizationRoleIds'],
    );
  }
}

/**
 * Role ids named by id or by name (the compatible product accepts `organizationRoleNames`);
 * every name must be an organization role.
 */
export async function roleIdsOf(db: Db, ids: readonly string[] = [], names: readonly string[] = []): Promise<string[]> {
  if (!names.length) return [...ids];
  const wanted = uniqueIds(names);
  const found = await findRolesByNames(db, wanted);
  requireAll(
    'organization role',
    wanted,
    found.map((r) => r.name),
    'organizationRoleNames',
  );
  return uniqueIds([...ids, ...found.map((r) => r.id)]);
}

export async function getMemberRoles(db: Db, organizationId: string, kind: MemberKind, memberId: string): Promise<OrganizationRole[]> {
  await requireMember(db, organizationId, kind, memberId);
  return (await rolesByMember(db, kind, organizationId, [memberId])).get(memberId) ?? [];
}

export async function addMemberRoles(
  db: Db,
  organizationId: string,
  kind: MemberKind,
  memberId: string,
  roleIds: readonly string[],
): Promise<OrganizationRole[]> {
  const wanted = uniqueIds(roleIds);
  nonEmpty(wanted, 'organizationRoleIds');
  await requireMember(db, organizationId, kind, memberId);
  await checkRoles(db, wanted, kind);
  await guardReferences(() => members.insertMemberRoles(db, kind, organizationId, memberId, wanted));
  return getMemberRoles(db, organizationId, kind, memberId);
}

export async function replaceMemberRoles(
  db: Db,
  organizationId: string,
  kind: MemberKind,
  memberId: string,
  roleIds: readonly string[],
): Promise<OrganizationRole[]> {
  const wanted = uniqueIds(roleIds);
  await requireMember(db, organizationId, kind, memberId);
  await checkRoles(db, wanted, kind);
  await members.deleteMemberRolesExcept(db, kind, organizationId, memberId, wanted);
  await guardReferences(() => members.insertMemberRoles(db, kind, organizationId, memberId, wanted));
  return getMemberRoles(db, organizationId, kind, memberId);
}

export async function removeMemberRole(db: Db, organizationId: string, kind: MemberKind, memberId: string, roleId: string): Promise<OrganizationRole[]> {
  await requireMember(db, organizationId, kind, memberId);
  if (!(await members.deleteMemberRole(db, kind, organizationId, memberId, roleId))) {
    throw notFound('organization role of the member', roleId);
  }
  return getMemberRoles(db, organizationId, kind, memberId);
}

/**
 * Give several members the same organization roles at once (roles they hold are kept). Every
 * member and role is checked before anything is written, so a bad id changes nothing.
 */
export async function assignRolesToMembers(
  db: Db,
  organizationId: string,
  kind: MemberKind,
  memberIds: readonly string[],
  roleIds: readonly string[],
): Promise<{ memberIds: string[]; organizationRoleIds: string[] }> {
  const wantedMembers = uniqueIds(memberIds);
  const wantedRoles = uniqueIds(roleIds);
  nonEmpty(wantedMembers, field(kind));
  nonEmpty(wantedRoles, 'organizationRoleIds');
  await lock(db, organizationId);
  for (const memberId of wantedMembers) await requireMember(db, organizationId, kind, memberId);
  await checkRoles(db, wantedRoles, kind);
  for (const memberId of wantedMembers) {
    await guardReferences(() => members.insertMemberRoles(db, kind, organizationId, memberId, wantedRoles));
  }
  return { memberIds: wantedMembers, organizationRoleIds: wantedRoles };
}

/** The organization scopes a member user holds through its organization roles, each once, by name. */
export async function getMemberScopes(db: Db, organizationId: string, userId: string): Promise<OrganizationRole['scopes']> {
  const roles = await getMemberRoles(db, organizationId, 'user', userId);
  const byId = new Map(roles.flatMap((role) => role.scopes).map((scope) => [scope.id, scope]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// --- a member's organizations, with the roles it holds in each ----------------------------

/** Organizations one member belongs to, each with the member's roles in it (the compatible lists' answer). */
export async function withMemberRoles<T extends { id: string }>(
  db: Db,
  kind: MemberKind,
  memberId: string,
  organizations: readonly T[],
): Promise<Array<T & { organizationRoles: OrganizationRole[] }>> {
  const out: Array<T & { organizationRoles: OrganizationRole[] }> = [];
  // One organization at a time: a member belongs to few, and a transaction runs one query at a time anyway.
  for (const organization of organizations) {
    const roles = (await rolesByMember(db, kind, organization.id, [memberId])).get(memberId) ?? [];
    out.push({ ...organization, organizationRoles: roles });
  }
  return out;
}
