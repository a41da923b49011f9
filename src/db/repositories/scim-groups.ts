// The groups a SCIM connection serves: each a link to an organization (instance-wide connection)
// or an organization role (organization connection), with the directory's name and externalId.
import type { Db } from '../database.js';

export interface ScimGroupRecord {
  connectionId: string;
  /** The organization or organization role the group stands for (and the SCIM id). */
  targetId: string;
  kind: 'organization' | 'organizationRole';
  displayName: string;
  externalId: string | null;
  /** Whether this connection created the target (rather than adopting one of that name). */
  createdTarget: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = [
  'connection_id',
  'organization_id',
  'organization_role_id',
  'display_name',
  'external_id',
  'created_target',
  'created_at',
  'updated_at',
] as const;

function toRecord(row: {
  connection_id: string;
  organization_id: string | null;
  organization_role_id: string | null;
  display_name: string;
  external_id: string | null;
  created_target: boolean;
  created_at: Date;
  updated_at: Date;
}): ScimGroupRecord {
  return {
    connectionId: row.connection_id,
    targetId: (row.organization_id ?? row.organization_role_id)!,
    kind: row.organization_id ? 'organization' : 'organizationRole',
    displayName: row.display_name,
    externalId: row.external_id,
    createdTarget: row.created_target,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export async function insertScimGroup(
  db: Db,
  values: {
    connectionId: string;
    kind: ScimGroupRecord['kind'];
    targetId: string;
    displayName: string;
    externalId: string | null;
    createdTarget: boolean;
    now: Date;
  },
): Promise<ScimGroupRecord> {
  const row = await db
    .insertInto('scim_groups')
    .values({
      connection_id: values.connectionId,
      organization_id: values.kind === 'organization' ? values.targetId : null,
      organization_role_id: values.kind === 'organizationRole' ? values.targetId : null,
      display_name: values.displayName,
      external_id: values.externalId,
      created_target: values.createdTarget,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** A connection's groups, oldest first (SCIM lists are 1-based slices of a stable order). */
export async function listScimGroups(db: Db, connectionId: string, limit: number): Promise<ScimGroupRecord[]> {
  const rows = await db
    .selectFrom('scim_groups')
    .select(COLUMNS)
    .where('connection_id', '=', connectionId)
    .orderBy('created_at')
    .orderBy('display_name')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

export async function countScimGroups(db: Db, connectionId: string): Promise<number> {
  const row = await db
    .selectFrom('scim_groups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findScimGroup(db: Db, connectionId: string, targetId: string): Promise<ScimGroupRecord | undefined> {
  const row = await db
    .selectFrom('scim_groups')
    .select(COLUMNS)
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.or([eb('organization_id', '=', targetId), eb('organization_role_id', '=', targetId)]))
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Rows locked for the rest of the transaction, so concurrent PATCHes of one group queue. */
export async function lockScimGroup(db: Db, connectionId: string, targetId: string): Promise<ScimGroupRecord | undefined> {
  const row = await db
    .selectFrom('scim_groups')
    .select(COLUMNS)
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.or([eb('organization_id', '=', targetId), eb('organization_role_id', '=', targetId)]))
    .forUpdate()
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function updateScimGroup(
  db: Db,
  connectionId: string,
  targetId: string,
  fields: { displayName?: string; externalId?: string | null; now: Date },
): Promise<ScimGroupRecord | undefined> {
  const row = await db
    .updateTable('scim_groups')
    .set({
      ...(fields.displayName !== undefined ? { display_name: fields.displayName } : {}),
      ...(fields.externalId !== undefined ? { external_id: fields.externalId } : {}),
      updated_at: fields.now,
    })
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.or([eb('organization_id', '=', targetId), eb('organization_role_id', '=', targetId)]))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteScimGroup(db: Db, connectionId: string, targetId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('scim_groups')
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.or([eb('organization_id', '=', targetId), eb('organization_role_id', '=', targetId)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The users of an organization (at most `limit`), by id. */
export async function organizationUserIds(db: Db, organizationId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('organization_users')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The users holding a role in an organization (at most `limit`), by id. */
export async function roleHolderIds(db: Db, organizationId: string, roleId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('organization_user_roles')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('organization_role_id', '=', roleId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Organizations of exactly this name (at most `limit`). */
export async function organizationIdsNamed(db: Db, name: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('organizations').select('id').where('name', '=', name).orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** A user's membership in one of a connection's groups, as the User resource lists it. */
export interface ScimUserGroup {
  userId: string;
  groupId: string;
  displayName: string;
}

/**
 * The connection's groups each of `userIds` belongs to, in one query for a page of users: the
 * organizations they are members of (an instance-wide connection's groups), or the organization
 * roles they hold in the connection's organization (an organization connection's).
 */
export async function groupsOfUsers(db: Db, connectionId: string, organizationId: string | null, userIds: readonly string[]): Promise<ScimUserGroup[]> {
  if (!userIds.length) return [];
  const rows = organizationId
    ? await db
        .selectFrom('scim_groups as g')
        .innerJoin('organization_user_roles as r', 'r.organization_role_id', 'g.organization_role_id')
        .select(['r.user_id as user_id', 'g.organization_role_id as group_id', 'g.display_name as display_name'])
        .where('g.connection_id', '=', connectionId)
        .where('r.organization_id', '=', organizationId)
        .where('r.user_id', 'in', [...userIds])
        .orderBy('g.display_name')
        .execute()
    : await db
        .selectFrom('scim_groups as g')
        .innerJoin('organization_users as u', 'u.organization_id', 'g.organization_id')
        .select(['u.user_id as user_id', 'g.organization_id as group_id', 'g.display_name as display_name'])
        .where('g.connection_id', '=', connectionId)
        .where('u.user_id', 'in', [...userIds])
        .orderBy('g.display_name')
        .execute();
  return rows.map((row) => ({ userId: row.user_id, groupId: row.group_id!, displayName: row.display_name }));
}
