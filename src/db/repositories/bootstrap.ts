// Idempotent upserts used at start-up to make sure the built-in records exist.
import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Serializes the bootstrap (and the commands that share its records) across instances and
 * processes: held until the caller's transaction ends. Instances starting together on one empty
 * database take turns, so the second sees what the first made (one setup link, one admin client).
 */
export async function lockBootstrap(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended('tessera:bootstrap', 0))`.execute(trx);
}

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
  const row = await db.selectFrom('scopes').select('id').where('resource_id', '=', resourceId).where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function upsertRole(db: Db, id: string, name: string, description: string, type: 'User' | 'MachineToMachine') {
  await db
    .insertInto('roles')
    .values({ id, name, description, type })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function linkRoleScope(db: Db, roleId: string, scopeId: string): Promise<void> {
  await db
    .insertInto('roles_scopes')
    .values({ role_id: roleId, scope_id: scopeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function linkApplicationRole(db: Db, applicationId: string, roleId: string): Promise<void> {
  await db
    .insertInto('applications_roles')
    .values({ application_id: applicationId, role_id: roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export type BuiltinRoleKey = 'management-api-m2m' | 'administrator';

/** The role Tessera relies on under `key`, whatever it is named now. */
export async function findBuiltinRoleId(db: Db, key: BuiltinRoleKey): Promise<string | undefined> {
  const row = await db.selectFrom('builtin_roles').select('role_id').where('key', '=', key).executeTakeFirst();
  return row?.role_id;
}

/** Which built-in role (if any) `roleId` is. */
export async function builtinKeyOfRole(db: Db, roleId: string): Promise<BuiltinRoleKey | undefined> {
  const row = await db.selectFrom('builtin_roles').select('key').where('role_id', '=', roleId).executeTakeFirst();
  return row?.key;
}

/** Whether a role with this name exists (the built-in role takes another name if one does). */
export async function roleNameTaken(db: Db, name: string): Promise<boolean> {
  return Boolean(await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst());
}

export async function insertBuiltinRole(
  db: Db,
  key: BuiltinRoleKey,
  role: { id: string; name: string; description: string; type: 'User' | 'MachineToMachine' },
): Promise<string> {
  await db.insertInto('roles').values(role).execute();
  await db.insertInto('builtin_roles').values({ key, role_id: role.id }).execute();
  return role.id;
}

/** Whether the role is linked to the scope (a built-in role's scope may be protected). */
export async function roleHasScope(db: Db, roleId: string, scopeId: string): Promise<boolean> {
  const row = await db.selectFrom('roles_scopes').select('role_id').where('role_id', '=', roleId).where('scope_id', '=', scopeId).executeTakeFirst();
  return Boolean(row);
}

/** Whether the scope is the Management API's `all` (the one scope a built-in role must keep). */
export async function isManagementAllScope(db: Db, scopeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('scopes')
    .innerJoin('resources', 'resources.id', 'scopes.resource_id')
    .select('scopes.id')
    .where('scopes.id', '=', scopeId)
    .where('scopes.name', '=', 'all')
    .where('resources.is_management', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}

/** How many users hold the role (the console's first-administrator link exists only while none does). */
export async function countRoleUsers(db: Db, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('users_roles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userHasRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const row = await db.selectFrom('users_roles').select('user_id').where('user_id', '=', userId).where('role_id', '=', roleId).executeTakeFirst();
  return Boolean(row);
}

export async function linkUserRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db
    .insertInto('users_roles')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
