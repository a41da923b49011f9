// Organization membership (users and applications) and the organization roles members hold.
// Writes return the ids they really changed (INSERT … ON CONFLICT DO NOTHING RETURNING,
// DELETE … RETURNING), so a membership diff is the database's own answer, not a guess.
import type { Db } from '../database.js';
import type { PageRequest } from '../list-query.js';
import { containsPattern } from '../like-patterns.js';
import { paginate, toPage } from './pagination.js';
import { type OrganizationRoleRecord, roleColumns, toRoleRecord } from './organizations-roles.js';
import { listSearchCondition, type ListSearch } from './search.js';
import { APPLICATION_SEARCH_COLUMNS } from './applications.js';

export type MemberKind = 'user' | 'application';

const memberTable = { user: 'organization_users', application: 'organization_applications' } as const;
const memberColumn = { user: 'user_id', application: 'application_id' } as const;
const roleTable = { user: 'organization_user_roles', application: 'organization_application_roles' } as const;

/** Adds members; returns the ids that were not members before. */
export async function insertMembers(db: Db, kind: MemberKind, organizationId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const column = memberColumn[kind];
  const rows = await db
    .insertInto(memberTable[kind])
    .values(ids.map((id) => ({ organization_id: organizationId, [column]: id })))
    .onConflict((oc) => oc.columns(['organization_id', column]).doNothing())
    .returning(column)
    .execute();
  return rows.map((r) => (r as Record<string, string>)[column]!);
}

/** Removes every member not in `keep` (all of them when `keep` is empty); returns the removed ids. */
export async function deleteMembersExcept(db: Db, kind: MemberKind, organizationId: string, keep: readonly string[]): Promise<string[]> {
  const column = memberColumn[kind];
  let q = db.deleteFrom(memberTable[kind] as 'organization_users').where('organization_id', '=', organizationId);
  if (keep.length) q = q.where(column as 'user_id', 'not in', keep);
  const rows = await q.returning(column as 'user_id').execute();
  return rows.map((r) => (r as Record<string, string>)[column]!);
}

export async function deleteMember(db: Db, kind: MemberKind, organizationId: string, id: string): Promise<boolean> {
  const column = memberColumn[kind];
  const result = await db
    .deleteFrom(memberTable[kind] as 'organization_users')
    .where('organization_id', '=', organizationId)
    .where(column as 'user_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isMember(db: Db, kind: MemberKind, organizationId: string, id: string): Promise<boolean> {
  const column = memberColumn[kind];
  const row = await db
    .selectFrom(memberTable[kind] as 'organization_users')
    .select('organization_id')
    .where('organization_id', '=', organizationId)
    .where(column as 'user_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these ids are users. */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** The types of these applications (unknown ids are absent). */
export async function applicationTypes(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('applications').select(['id', 'type']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** A page of member user ids, newest user first (the caller hydrates the users). */
export async function listMemberUserIds(db: Db, organizationId: string, page: PageRequest, search?: string) {
  let base = db.selectFrom('users').innerJoin('organization_users as ou', 'ou.user_id', 'users.id').where('ou.organization_id', '=', organizationId);
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([
        eb('users.username', 'ilike', pattern),
        eb('users.primary_email', 'ilike', pattern),
        eb('users.primary_phone', 'ilike', pattern),
        eb('users.name', 'ilike', pattern),
      ]),
    );
  }
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

export interface MemberApplication {
  id: string;
  name: string;
  description: string | null;
  type: string;
  createdAt: Date;
  updatedAt: Date;
}

export async function listMemberApplications(db: Db, organizationId: string, page: PageRequest, search: ListSearch = {}) {
  const base = db
    .selectFrom('applications')
    .innerJoin('organization_applications as oa', 'oa.application_id', 'applications.id')
    .where('oa.organization_id', '=', organizationId)
    .where((eb) => listSearchCondition(eb, search, APPLICATION_SEARCH_COLUMNS));
  const [rows, count] = await Promise.all([
    paginate(
      base.select([
        'applications.id',
        'applications.name',
        'applications.description',
        'applications.type',
        'applications.created_at',
        'applications.updated_at',
      ]),
      'applications',
      page,
    ).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: MemberApplication[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
  return toPage(items, page, Number(count.n));
}

/** The organization roles of several members of one organization, in one query. */
export async function memberRoles(
  db: Db,
  kind: MemberKind,
  organizationId: string,
  memberIds: readonly string[],
): Promise<Array<{ memberId: string; role: OrganizationRoleRecord }>> {
  if (memberIds.length === 0) return [];
  const column = memberColumn[kind];
  const rows = await db
    .selectFrom(`${roleTable[kind]} as m` as 'organization_user_roles as m')
    .innerJoin('organization_roles', 'organization_roles.id', 'm.organization_role_id')
    .select(roleColumns)
    .select(`m.${column} as member_id` as 'm.user_id as member_id')
    .where('m.organization_id', '=', organizationId)
    .where(`m.${column}` as 'm.user_id', 'in', memberIds)
    .orderBy('organization_roles.name')
    .execute();
  return rows.map((r) => ({ memberId: r.member_id, role: toRoleRecord(r) }));
}

export async function insertMemberRoles(db: Db, kind: MemberKind, organizationId: string, memberId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const column = memberColumn[kind];
  await db
    .insertInto(roleTable[kind])
    .values(roleIds.map((roleId) => ({ organization_id: organizationId, [column]: memberId, organization_role_id: roleId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Removes the member's roles not in `keep` (all when empty). */
export async function deleteMemberRolesExcept(db: Db, kind: MemberKind, organizationId: string, memberId: string, keep: readonly string[]): Promise<void> {
  const column = memberColumn[kind];
  let q = db
    .deleteFrom(roleTable[kind] as 'organization_user_roles')
    .where('organization_id', '=', organizationId)
    .where(column as 'user_id', '=', memberId);
  if (keep.length) q = q.where('organization_role_id', 'not in', keep);
  await q.execute();
}

export async function deleteMemberRole(db: Db, kind: MemberKind, organizationId: string, memberId: string, roleId: string): Promise<boolean> {
  const column = memberColumn[kind];
  const result = await db
    .deleteFrom(roleTable[kind] as 'organization_user_roles')
    .where('organization_id', '=', organizationId)
    .where(column as 'user_id', '=', memberId)
    .where('organization_role_id', '=', roleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
