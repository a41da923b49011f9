// The facts the MFA policy asks about a user (src/domain/sign-in/mfa-policy.ts).
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Whether the user is a member of at least one organization that requires MFA. */
export async function isMemberOfMfaRequiredOrganization(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organization_users as ou')
    .innerJoin('organizations as o', 'o.id', 'ou.organization_id')
    .select(sql<number>`1`.as('one'))
    .where('ou.user_id', '=', userId)
    .where('o.is_mfa_required', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user holds a role granting the Management API's `all` scope: the console signs them in as an administrator. */
export async function isConsoleAdministrator(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users_roles as ur')
    .innerJoin('roles_scopes as rs', 'rs.role_id', 'ur.role_id')
    .innerJoin('scopes as s', 's.id', 'rs.scope_id')
    .innerJoin('resources as r', 'r.id', 's.resource_id')
    .select(sql<number>`1`.as('one'))
    .where('ur.user_id', '=', userId)
    .where('s.name', '=', 'all')
    .where('r.is_management', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
