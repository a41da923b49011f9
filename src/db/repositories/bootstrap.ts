// Idempotent upserts used at start-up to make sure the built-in records exist.
import type { Db } from '../database.js';

export async function upsertManagementResource(db: Db, id: string, indicator: string): Promise<string> {
  await db
    .insertInto('resources')
    .values({ id, name: 'Management API', indicator, is_management: true })
    .onConflict((oc) => oc.column('indicator').doUpdateSet({ is_management: true }))
    .execute();
  const row = await db.selectFrom('resources').select('id').where('indicator', '=', indicator).executeTakeFirstOrThrow();
  return row.id;
}

export async function upsertScope(db: Db, id: string, resourceId: string, name: string, description: string): Promise<string> {
  await db
    .insertInto('scopes')
    .values({ id, resource_id: resourceId, name, description })
    .onConflict((oc) => oc.columns(['resource_id', 'name']).doNothing())
    .execute();
  const row = await db
    .selectFrom('scopes')
    .select('id')
    .where('resource_id', '=', resourceId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function upsertRole(db: Db, id: string, name: string, description: string, type: 'User' | 'MachineToMachine') {
  await db.insertInto('roles').values({ id, name, description, type }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function linkRoleScope(db: Db, roleId: string, scopeId: string): Promise<void> {
  await db.insertInto('roles_scopes').values({ role_id: roleId, scope_id: scopeId }).onConflict((oc) => oc.doNothing()).execute();
}

export async function linkApplicationRole(db: Db, applicationId: string, roleId: string): Promise<void> {
  await db
    .insertInto('applications_roles')
    .values({ application_id: applicationId, role_id: roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
