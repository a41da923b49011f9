// What an organization token is made of, read straight from the tables (never from the directory
// cache): membership and the organization scopes of a member's roles decide a token at every
// refresh, so a member removed a moment ago must not get one from a stale entry.
import type { Db } from '../database.js';

/** Organization scope names a user holds in one organization through their organization roles. */
export async function userOrganizationScopeNames(db: Db, organizationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organization_user_roles as our')
    .innerJoin('organization_role_scopes as ors', 'ors.organization_role_id', 'our.organization_role_id')
    .innerJoin('organization_scopes as os', 'os.id', 'ors.organization_scope_id')
    .select('os.name')
    .distinct()
    .where('our.organization_id', '=', organizationId)
    .where('our.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.name);
}

/** The organizations a user belongs to, oldest membership first (a stable claim order). */
export async function userOrganizationIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('organization_users').select('organization_id').where('user_id', '=', userId).orderBy('organization_id').execute();
  return rows.map((r) => r.organization_id);
}

/** The user's organization roles, as (organization id, role name) pairs. */
export async function userOrganizationRoleNames(db: Db, userId: string): Promise<Array<{ organizationId: string; roleName: string }>> {
  const rows = await db
    .selectFrom('organization_user_roles as our')
    .innerJoin('organization_roles as r', 'r.id', 'our.organization_role_id')
    .select(['our.organization_id', 'r.name'])
    .where('our.user_id', '=', userId)
    .orderBy('our.organization_id')
    .orderBy('r.name')
    .execute();
  return rows.map((r) => ({ organizationId: r.organization_id, roleName: r.name }));
}
