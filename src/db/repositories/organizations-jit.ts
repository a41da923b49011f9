// The default organization roles of just-in-time provisioning.
import type { Db } from '../database.js';
import { type OrganizationRoleRecord, roleColumns, toRoleRecord } from './organizations-roles.js';

export async function jitRoles(db: Db, organizationId: string): Promise<OrganizationRoleRecord[]> {
  const rows = await db
    .selectFrom('organization_jit_roles as j')
    .innerJoin('organization_roles', 'organization_roles.id', 'j.organization_role_id')
    .select(roleColumns)
    .where('j.organization_id', '=', organizationId)
    .orderBy('organization_roles.name')
    .execute();
  return rows.map(toRoleRecord);
}

export async function insertJitRoles(db: Db, organizationId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insertInto('organization_jit_roles')
    .values(roleIds.map((id) => ({ organization_id: organizationId, organization_role_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteJitRolesExcept(db: Db, organizationId: string, keep: readonly string[]): Promise<void> {
  let q = db.deleteFrom('organization_jit_roles').where('organization_id', '=', organizationId);
  if (keep.length) q = q.where('organization_role_id', 'not in', keep);
  await q.execute();
}

export async function deleteJitRole(db: Db, organizationId: string, roleId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_jit_roles')
    .where('organization_id', '=', organizationId)
    .where('organization_role_id', '=', roleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
