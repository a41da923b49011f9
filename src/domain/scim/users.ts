// SCIM 2.0 Users (RFC 7643 §4.1, RFC 7644) over the directory's own user functions, so a
// provisioned user is an ordinary user. What SCIM has and a user lacks (userName when it is not a
// valid username, externalId, name parts, the enterprise extension) is kept under customData.scim.
// An organization connection sees and manages only its organization's members.
import type { Db } from '../../db/database.js';
import * as members from '../directory/organizations-members.js';
import * as users from '../directory/users.js';
import type { User } from '../directory/users.js';
import { findUserById } from '../directory/user-standing.js';
import { domainErrorOf } from '../errors.js';
import { pageRequest } from '../pagination.js';
import type { ScimConnection } from './connections.js';
import { findScimUserIds, type ScimUserAttribute, type ScimUserCondition } from '../../db/repositories/scim-users.js';
import { findUsersByIds } from '../../db/repositories/users.js';
import { groupsOfUsers } from '../../db/repositories/scim-groups.js';
import { parseScimFilter, ScimFilterError, type ScimFilter } from './filter.js';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A refusal in SCIM's terms (RFC 7644 §3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: string,
  ) {
    super(message);
  }
}

const MAX_PAGE = 100;
const USERNAME = /^[A-Z_a-z]\w{0,127}$/;
const MAX_OPERATIONS = 100;

interface ScimData {
  userName?: string;
  externalId?: string;
  name?: Record<string, unknown>;
  title?: string;
  enterprise?: Record<string, unknown>;
}

function scimDataOf(user: User): ScimData {
  const data = user.customData.scim;
  return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
}

export function etagOf(user: User): string {
  return `W/"${user.updatedAt.getTime().toString(36)}"`;
}

/** A group the user belongs to, as this connection sees it (RFC 7643 §4.1.2: read-only, kept by the Group resources). */
export interface ScimUserGroupRef {
  groupId: string;
  displayName: string;
}

export function scimUser(user: User, location: string, groups: readonly ScimUserGroupRef[] = []): Record<string, unknown> {
  const data = scimDataOf(user);
  const view: Record<string, unknown> = {
    schemas: data.enterprise ? [USER_SCHEMA, ENTERPRISE_SCHEMA] : [USER_SCHEMA],
    id: user.id,
    userName: data.userName ?? user.username ?? user.primaryEmail ?? user.id,
    active: !user.isSuspended,
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: user.updatedAt.toISOString(),
      location: `${location}/Users/${user.id}`,
      version: etagOf(user),
    },
  };
  if (data.externalId !== undefined) view.externalId = data.externalId;
  if (user.name) view.displayName = user.name;
  if (data.name) view.name = data.name;
  else if (user.name) view.name = { formatted: user.name };
  if (data.title !== undefined) view.title = data.title;
  if (user.primaryEmail) view.emails = [{ value: user.primaryEmail, type: 'work', primary: true }];
  if (user.primaryPhone) view.phoneNumbers = [{ value: user.primaryPhone, type: 'work', primary: true }];
  if (data.enterprise) view[ENTERPRISE_SCHEMA] = data.enterprise;
  if (groups.length) {
    view.groups = groups.map((g) => ({ value: g.groupId, $ref: `${location}/Groups/${g.groupId}`, display: g.displayName, type: 'direct' }));
  }
  return view;
}

/** The connection's groups of each user (one query for all of them). */
async function groupsByUser(db: Db, connection: ScimConnection, userIds: readonly string[]): Promise<Map<string, ScimUserGroupRef[]>> {
  const byUser = new Map<string, ScimUserGroupRef[]>();
  for (const row of await groupsOfUsers(db, connection.id, connection.organizationId, userIds)) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { groupId: row.groupId, displayName: row.displayName }]);
  }
  return byUser;
}

/** The User resource of `user` with the groups this connection sees it in. */
export async function scimUserView(db: Db, connection: ScimConnection, user: User, location: string): Promise<Record<string, unknown>> {
  return scimUser(user, location, (await groupsByUser(db, connection, [user.id])).get(user.id));
}

/** The paths Entra ID and Okta query, as the attributes the SQL filter knows. */
const ATTRIBUTES: Record<string, ScimUserAttribute> = {
  id: 'id',
  username: 'userName',
  externalid: 'externalId',
  displayname: 'displayName',
  active: 'active',
  emails: 'emails',
  'emails.value': 'emails',
  'name.givenname': 'givenName',
  'name.familyname': 'familyName',
};

function conditionOf(filter: ScimFilter): ScimUserCondition {
  switch (filter.op) {
    case 'and':
    case 'or':
      return { op: filter.op, left: conditionOf(filter.left), right: conditionOf(filter.right) };
    case 'not':
      return { op: 'not', condition: conditionOf(filter.filter) };
    default: {
      const attribute = ATTRIBUTES[filter.path.toLowerCase().replace(`${USER_SCHEMA.toLowerCase()}:`, '')];
      if (!attribute) throw new ScimError(400, `filtering on ${filter.path} is not supported`, 'invalidFilter');
      return filter.op === 'pr' ? { op: 'pr', attribute } : { op: filter.op, attribute, value: filter.value };
    }
  }
}

async function userInScope(db: Db, connection: ScimConnection, id: string): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new ScimError(404, `User ${id} not found`);
  if (connection.organizationId) {
    const page = await users.listUsers(db, pageRequest({ first: 1 }), {
      organizationId: connection.organizationId,
      searchBy: { matches: [{ field: 'id', mode: 'EXACT', values: [id] }] },
    });
    if (!page.items.some((member) => member.id === id)) throw new ScimError(404, `User ${id} not found`);
  }
  return user;
}

export async function getScimUser(db: Db, connection: ScimConnection, id: string): Promise<User> {
  return userInScope(db, connection, id);
}

export async function listScimUsers(db: Db, connection: ScimConnection, location: string, query: { filter?: string; startIndex?: number; count?: number }) {
  let filter;
  try {
    filter = query.filter ? parseScimFilter(query.filter) : undefined;
  } catch (error) {
    if (error instanceof ScimFilterError) throw new ScimError(400, error.message, 'invalidFilter');
    throw error;
  }
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, query.count ?? MAX_PAGE));
  const found = await findScimUserIds(db, {
    organizationId: connection.organizationId,
    ...(filter ? { where: conditionOf(filter) } : {}),
    offset: startIndex - 1,
    limit: count,
  });
  const byId = new Map((await findUsersByIds(db, found.ids)).map((user) => [user.id, user]));
  const groups = await groupsByUser(db, connection, found.ids);
  const resources = found.ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [scimUser(user, location, groups.get(id))] : [];
  });
  return { schemas: [LIST_SCHEMA], totalResults: found.total, startIndex, itemsPerPage: resources.length, Resources: resources };
}

/** The user fields and SCIM data a full SCIM User body sets. */
function fieldsOf(body: Record<string, unknown>, previous: ScimData): { fields: users.UserFields; data: ScimData; active: boolean | undefined } {
  const userName = body.userName;
  if (typeof userName !== 'string' || !userName.trim() || userName.length > 256)
    throw new ScimError(400, 'userName is required (1 to 256 characters)', 'invalidValue');
  const emails = Array.isArray(body.emails) ? (body.emails as Array<Record<string, unknown>>) : [];
  const email = (emails.find((entry) => entry?.primary === true) ?? emails[0])?.value;
  const phones = Array.isArray(body.phoneNumbers) ? (body.phoneNumbers as Array<Record<string, unknown>>) : [];
  const phone = (phones.find((entry) => entry?.primary === true) ?? phones[0])?.value;
  const name = body.name && typeof body.name === 'object' ? (body.name as Record<string, unknown>) : undefined;
  const displayName =
    typeof body.displayName === 'string'
      ? body.displayName
      : typeof name?.formatted === 'string'
        ? name.formatted
        : [name?.givenName, name?.familyName].filter((part) => typeof part === 'string').join(' ') || null;
  const primaryEmail = typeof email === 'string' ? email : userName.includes('@') ? userName : null;
  const data: ScimData = { ...previous, userName };
  if (typeof body.externalId === 'string') data.externalId = body.externalId;
  if (name) data.name = name;
  if (typeof body.title === 'string') data.title = body.title;
  const enterprise = body[ENTERPRISE_SCHEMA];
  if (enterprise && typeof enterprise === 'object') data.enterprise = enterprise as Record<string, unknown>;
  return {
    fields: {
      username: USERNAME.test(userName) ? userName : null,
      primaryEmail,
      primaryPhone: typeof phone === 'string' ? phone.replace(/[\s()-]/g, '') : null,
      name: displayName,
    },
    data,
    active: parseActive(body.active),
  };
}

/** `active` as a boolean, or as Entra ID sends it in PATCH: the strings "True" / "False". */
function parseActive(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimError(400, 'active must be a boolean', 'invalidValue');
}

/** The directory's refusals in SCIM terms: a taken identifier is a uniqueness conflict. */
async function asScim<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const domain = domainErrorOf(error);
    if (domain?.code.endsWith('_already_in_use')) throw new ScimError(409, domain.message, 'uniqueness');
    if (domain?.code === 'guard.invalid_input') throw new ScimError(400, domain.message, 'invalidValue');
    throw error;
  }
}

export interface ScimUserChange {
  user: User;
  created?: boolean;
  dataChanged?: boolean;
  suspensionChanged?: boolean;
  membership?: members.MembershipChange;
}

export async function createScimUser(db: Db, connection: ScimConnection, body: Record<string, unknown>): Promise<ScimUserChange> {
  const { fields, data, active } = fieldsOf(body, {});
  let user = await asScim(() => users.createUser(db, { ...fields, customData: { scim: data } }));
  const change: ScimUserChange = { user, created: true };
  if (connection.organizationId) change.membership = await members.addMembers(db, connection.organizationId, 'user', [user.id]);
  if (active === false) {
    user = await users.setUserSuspended(db, user.id, true);
    change.user = user;
  }
  return change;
}

function checkVersion(user: User, ifMatch: string | undefined): void {
  if (ifMatch && ifMatch !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === etagOf(user))) {
    throw new ScimError(412, 'The resource has changed since the version given in If-Match', 'invalidVers');
  }
}

async function apply(db: Db, user: User, fields: users.UserFields, data: ScimData, active: boolean | undefined): Promise<ScimUserChange> {
  const change: ScimUserChange = { user };
  const customData = { ...user.customData, scim: data };
  const next: Record<string, unknown> = { ...fields, customData };
  const current = user as unknown as Record<string, unknown>;
  // Saved, and sent as User.Data.Updated, only when a field really changes: a directory that
  // only deactivates a user (or repeats a PUT) gets its suspension event alone.
  if (Object.entries(next).some(([key, value]) => JSON.stringify(value ?? null) !== JSON.stringify(current[key] ?? null))) {
    change.user = await asScim(() => users.updateUser(db, user.id, next as users.UserFields));
    change.dataChanged = true;
  }
  if (active !== undefined && active === user.isSuspended) {
    change.user = await users.setUserSuspended(db, user.id, !active);
    change.suspensionChanged = true;
  }
  return change;
}

export async function replaceScimUser(
  db: Db,
  connection: ScimConnection,
  id: string,
  body: Record<string, unknown>,
  ifMatch?: string,
): Promise<ScimUserChange> {
  const user = await userInScope(db, connection, id);
  checkVersion(user, ifMatch);
  const { fields, data, active } = fieldsOf(body, {});
  return apply(db, user, fields, data, active);
}

/**
 * PATCH as Entra ID and Okta send it: op in any case (`Replace`), with a path (`active`,
 * `emails[type eq "work"].value`, `name.givenName`, the enterprise extension's attributes) or
 * without one (a value object of attributes); `active` also as the string "False".
 */
export async function patchScimUser(db: Db, connection: ScimConnection, id: string, body: Record<string, unknown>, ifMatch?: string): Promise<ScimUserChange> {
  const user = await userInScope(db, connection, id);
  checkVersion(user, ifMatch);
  const operations = body.Operations;
  if (!Array.isArray(body.schemas) || !body.schemas.includes(PATCH_SCHEMA)) throw new ScimError(400, `schemas must include ${PATCH_SCHEMA}`, 'invalidSyntax');
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > MAX_OPERATIONS)
    throw new ScimError(400, `Operations must hold 1 to ${MAX_OPERATIONS} operations`, 'invalidSyntax');
  // Patched onto the user's current SCIM view, then written as a whole.
  const view = scimUser(user, '');
  delete view.meta;
  for (const operation of operations as Array<Record<string, unknown>>) {
    const op = typeof operation?.op === 'string' ? operation.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, `op ${String(operation?.op)} is not add, replace or remove`, 'invalidSyntax');
    const path = typeof operation.path === 'string' ? operation.path : undefined;
    if (!path) {
      if (op === 'remove' || !operation.value || typeof operation.value !== 'object')
        throw new ScimError(400, 'an operation without a path needs an object value', 'noTarget');
      for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) setPath(view, key, value, op);
    } else setPath(view, path, op === 'remove' ? undefined : operation.value, op);
  }
  // What an operation removed must not come back from the stored data (kept otherwise, in its order, so an unchanged user stays unchanged).
  const previous: ScimData = { ...scimDataOf(user) };
  if (view.externalId === undefined) delete previous.externalId;
  if (view.title === undefined) delete previous.title;
  if (view.name === undefined) delete previous.name;
  if (view[ENTERPRISE_SCHEMA] === undefined) delete previous.enterprise;
  const { fields, data, active } = fieldsOf(view, previous);
  return apply(db, user, fields, data, active);
}

const ATTRIBUTE_PATH = /^([A-Za-z][\w.-]*:)*?([A-Za-z]\w*)(\[type eq "(\w+)"\])?(\.([A-Za-z]\w*))?$/;

function setPath(view: Record<string, unknown>, rawPath: string, value: unknown, op: string): void {
  // The enterprise extension's attributes arrive as `urn:…:enterprise:2.0:User:department`.
  if (rawPath.startsWith(`${ENTERPRISE_SCHEMA}:`)) {
    const enterprise = { ...((view[ENTERPRISE_SCHEMA] as Record<string, unknown> | undefined) ?? {}) };
    const key = rawPath.slice(ENTERPRISE_SCHEMA.length + 1);
    if (value === undefined) delete enterprise[key];
    else enterprise[key] = value;
    view[ENTERPRISE_SCHEMA] = enterprise;
    return;
  }
  if (rawPath === ENTERPRISE_SCHEMA) {
    view[ENTERPRISE_SCHEMA] = { ...(view[ENTERPRISE_SCHEMA] ?? {}), ...(value ?? {}) };
    return;
  }
  const path = rawPath.startsWith(`${USER_SCHEMA}:`) ? rawPath.slice(USER_SCHEMA.length + 1) : rawPath;
  const match = ATTRIBUTE_PATH.exec(path);
  if (!match) throw new ScimError(400, `path ${rawPath} is not supported`, 'invalidPath');
  const attribute = match[2]!;
  const type = match[4];
  const sub = match[6];
  // Read-only (RFC 7643 §4.1.2): a user's groups change through the Group resources (RFC 7644 §3.5.2: mutability).
  if (attribute === 'groups') throw new ScimError(400, 'groups is read-only: change a group’s members instead', 'mutability');
  if (attribute === 'emails' || attribute === 'phoneNumbers') {
    if (sub || type) {
      view[attribute] = value === undefined ? [] : [{ value, type: type ?? 'work', primary: true }];
    } else view[attribute] = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return;
  }
  if (sub) {
    const parent = { ...((view[attribute] as Record<string, unknown> | undefined) ?? {}) };
    if (value === undefined) delete parent[sub];
    else parent[sub] = value;
    view[attribute] = parent;
    if (attribute === 'name' && op !== 'remove' && (sub === 'givenName' || sub === 'familyName') && !view.displayName) {
      view.displayName = [parent.givenName, parent.familyName].filter(Boolean).join(' ');
    }
    return;
  }
  if (value === undefined) delete view[attribute];
  else view[attribute] = value;
}

/** Instance connections delete the user; organization connections remove the membership only. */
export async function deleteScimUser(db: Db, connection: ScimConnection, id: string): Promise<{ deleted?: string; membership?: members.MembershipChange }> {
  await userInScope(db, connection, id);
  if (connection.organizationId) return { membership: await members.removeMember(db, connection.organizationId, 'user', id) };
  return { deleted: await users.deleteUser(db, id) };
}
