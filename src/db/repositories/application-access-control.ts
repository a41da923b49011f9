// Application-level access control: the switch, the rules, and the check the sign-in and token
// paths ask. Only the switch is cached (NOTIFY-invalidated, migration 20261128_0701): an
// application that never turned it on costs those paths no round trip. The rules are never
// cached: removing a user from the list takes effect at the next sign-in, refresh or exchange.
import { sql } from 'kysely';
import { cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';

export interface AccessRules {
  userIds: string[];
  userRoleIds: string[];
  organizationIds: string[];
  organizationRoleRules: Array<{ organizationId: string; organizationRoleIds: string[] }>;
}

export interface StoredAccessControl extends AccessRules {
  enabled: boolean;
}

export async function findAccessControl(db: Db, applicationId: string): Promise<StoredAccessControl> {
  const [control, rules] = await Promise.all([
    db.selectFrom('application_access_controls').select('enabled').where('application_id', '=', applicationId).executeTakeFirst(),
    db
      .selectFrom('application_access_rules')
      .select(['user_id', 'role_id', 'organization_id', 'organization_role_id'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute(),
  ]);
  const result: StoredAccessControl = { enabled: control?.enabled ?? false, userIds: [], userRoleIds: [], organizationIds: [], organizationRoleRules: [] };
  const groups = new Map<string, string[]>();
  for (const r of rules) {
    if (r.user_id) result.userIds.push(r.user_id);
    else if (r.role_id) result.userRoleIds.push(r.role_id);
    else if (r.organization_id && r.organization_role_id) {
      let group = groups.get(r.organization_id);
      if (!group) {
        groups.set(r.organization_id, (group = []));
        result.organizationRoleRules.push({ organizationId: r.organization_id, organizationRoleIds: group });
      }
      group.push(r.organization_role_id);
    } else if (r.organization_id) result.organizationIds.push(r.organization_id);
  }
  return result;
}

/** Replaces the switch and every rule of the application (in the caller's transaction). */
export async function replaceAccessControl(db: Db, applicationId: string, control: StoredAccessControl): Promise<void> {
  await db
    .insertInto('application_access_controls')
    .values({ application_id: applicationId, enabled: control.enabled })
    .onConflict((oc) => oc.column('application_id').doUpdateSet({ enabled: control.enabled, updated_at: sql`now()` }))
    .execute();
  await db.deleteFrom('application_access_rules').where('application_id', '=', applicationId).execute();
  const none = { user_id: null, role_id: null, organization_id: null, organization_role_id: null };
  const rows = [
    ...control.userIds.map((id) => ({ ...none, user_id: id })),
    ...control.userRoleIds.map((id) => ({ ...none, role_id: id })),
    ...control.organizationIds.map((id) => ({ ...none, organization_id: id })),
    ...control.organizationRoleRules.flatMap((g) =>
      g.organizationRoleIds.map((id) => ({ ...none, organization_id: g.organizationId, organization_role_id: id })),
    ),
  ].map((r) => ({ application_id: applicationId, ...r }));
  if (rows.length) await db.insertInto('application_access_rules').values(rows).execute();
}

/** Which of these ids exist in `table` (for a 404 naming the unknown ones). */
export async function existingIds(db: Db, table: 'users' | 'roles' | 'organizations' | 'organization_roles', ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Undefined when the application does not restrict access; else whether the user is allowed. */
export async function userApplicationAccess(db: Db, applicationId: string, userId: string): Promise<boolean | undefined> {
  const enabled = await cachedRead(db, 'accessControlEnabled', applicationId, '', async () => {
    const control = await db.selectFrom('application_access_controls').select('enabled').where('application_id', '=', applicationId).executeTakeFirst();
    return control?.enabled ?? false;
  });
  if (!enabled) return undefined;
  const row = await sql<{ enabled: boolean; allowed: boolean }>`
    select c.enabled, exists (
      select 1 from application_access_rules r
      where r.application_id = c.application_id and (
        r.user_id = ${userId}
        or r.role_id in (select role_id from users_roles where user_id = ${userId})
        or (r.organization_role_id is null and r.organization_id in (select organization_id from organization_users where user_id = ${userId}))
        or (r.organization_role_id is not null and exists (
          select 1 from organization_user_roles our
          where our.user_id = ${userId} and our.organization_id = r.organization_id and our.organization_role_id = r.organization_role_id))
      )
    ) as allowed
    from application_access_controls c where c.application_id = ${applicationId}`.execute(db);
  const first = row.rows[0];
  if (!first?.enabled) return undefined;
  return first.allowed;
}

/** How the console names the users, roles, organizations and organization roles a rule list holds (a user by username, name or email). */
export async function labelsOf(
  db: Db,
  ids: { users: readonly string[]; roles: readonly string[]; organizations: readonly string[]; organizationRoles: readonly string[] },
): Promise<Array<{ id: string; label: string }>> {
  const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));
  const parts = [
    ...(ids.users.length ? [sql`select id, coalesce(username, name, primary_email, id) as label from users where id in (${list(ids.users)})`] : []),
    ...(ids.roles.length ? [sql`select id, name as label from roles where id in (${list(ids.roles)})`] : []),
    ...(ids.organizations.length ? [sql`select id, name as label from organizations where id in (${list(ids.organizations)})`] : []),
    ...(ids.organizationRoles.length ? [sql`select id, name as label from organization_roles where id in (${list(ids.organizationRoles)})`] : []),
  ];
  if (parts.length === 0) return [];
  const { rows } = await sql<{ id: string; label: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}
