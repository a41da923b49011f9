// SCIM 2.0 Groups (RFC 7643 §4.2, RFC 7644) over the directory's organization functions, so a
// membership a directory pushes is the same membership an administrator makes, and announces
// itself the same way.
//
// The mapping (docs/scim.md):
// - an instance-wide connection's group is an organization: its members are the organization's
//   users;
// - an organization connection's group is an organization role in that organization: its members
//   are the organization's users holding the role there.
// A connection sees only the groups it created or adopted (the scim_groups links), as Vault and
// Auth0 scope groups to their SCIM client; a group of an existing name adopts the organization
// role (or the only organization) of that name, so an administrator can prepare one with its
// permissions before the directory pushes the group.
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import { isMember } from '../../db/repositories/organizations-members.js';
import { findRolesByNames } from '../../db/repositories/organizations-roles.js';
import * as repo from '../../db/repositories/scim-groups.js';
import type { ScimGroupRecord } from '../../db/repositories/scim-groups.js';
import * as members from '../directory/organizations-members.js';
import * as organizations from '../directory/organizations.js';
import * as roles from '../directory/organizations-roles.js';
import { domainErrorOf } from '../errors.js';
import type { ScimConnection } from './connections.js';
import { matchesScimFilter, parseScimFilter, ScimFilterError, type ScimFilter } from './filter.js';
import { LIST_SCHEMA, PATCH_SCHEMA, ScimError } from './users.js';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

const MAX_PAGE = 100;
/** Groups one connection may hold; directories push tens or hundreds. */
const MAX_GROUPS = 1_000;
/** Members a group's view lists; past it the view is cut (RFC 7644 lets a server limit them). */
const MAX_MEMBERS = 10_000;
/** Member values one request may name. */
const MAX_MEMBER_VALUES = 1_000;
const MAX_OPERATIONS = 100;
const MAX_DISPLAY_NAME = 128;
const MAX_EXTERNAL_ID = 256;
const MAX_ID = 64;

export interface ScimGroup {
  record: ScimGroupRecord;
  /** Member user ids; undefined when the caller asked for the group without them. */
  memberIds?: string[];
}

/** What a change did, for the events its Management API twins emit. */
export interface ScimGroupChange {
  group: ScimGroup;
  membership?: members.MembershipChange;
  organizationCreated?: organizations.Organization;
  organizationUpdated?: organizations.Organization;
  organizationDeleted?: string;
  organizationRoleCreated?: roles.OrganizationRole;
}

export function groupEtag(record: ScimGroupRecord): string {
  return `W/"${record.updatedAt.getTime().toString(36)}"`;
}

export function scimGroup(group: ScimGroup, location: string): Record<string, unknown> {
  const { record } = group;
  const view: Record<string, unknown> = {
    schemas: [GROUP_SCHEMA],
    id: record.targetId,
    displayName: record.displayName,
    meta: {
      resourceType: 'Group',
      created: record.createdAt.toISOString(),
      lastModified: record.updatedAt.toISOString(),
      location: `${location}/Groups/${record.targetId}`,
      version: groupEtag(record),
    },
  };
  if (record.externalId !== null) view.externalId = record.externalId;
  if (group.memberIds) view.members = group.memberIds.map((id) => ({ value: id, $ref: `${location}/Users/${id}`, type: 'User' }));
  return view;
}

const kindOf = (connection: ScimConnection): ScimGroupRecord['kind'] => (connection.organizationId ? 'organizationRole' : 'organization');

function memberIdsOf(db: Db, connection: ScimConnection, record: ScimGroupRecord): Promise<string[]> {
  return connection.organizationId
    ? repo.roleHolderIds(db, connection.organizationId, record.targetId, MAX_MEMBERS)
    : repo.organizationUserIds(db, record.targetId, MAX_MEMBERS);
}

async function groupInScope(db: Db, connection: ScimConnection, id: string, lock = false): Promise<ScimGroupRecord> {
  if (id.length > MAX_ID) throw new ScimError(404, 'Group not found');
  const record = lock ? await repo.lockScimGroup(db, connection.id, id) : await repo.findScimGroup(db, connection.id, id);
  if (!record) throw new ScimError(404, `Group ${id} not found`);
  return record;
}

export async function getScimGroup(db: Db, connection: ScimConnection, id: string, withMembers = true): Promise<ScimGroup> {
  const record = await groupInScope(db, connection, id);
  return { record, ...(withMembers ? { memberIds: await memberIdsOf(db, connection, record) } : {}) };
}

function valuesOf(group: ScimGroup, path: string): unknown[] {
  switch (path.toLowerCase().replace(`${GROUP_SCHEMA.toLowerCase()}:`, '')) {
    case 'id':
      return [group.record.targetId];
    case 'displayname':
      return [group.record.displayName];
    case 'externalid':
      return [group.record.externalId];
    case 'members':
    case 'members.value':
      return group.memberIds ?? [];
    default:
      throw new ScimError(400, `filtering on ${path} is not supported`, 'invalidFilter');
  }
}

const PROBE: ScimGroup = {
  record: {
    connectionId: '',
    targetId: '',
    kind: 'organization',
    displayName: '',
    externalId: null,
    createdTarget: false,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  },
  memberIds: [],
};

function checkPaths(filter: ScimFilter): void {
  if ('path' in filter) valuesOf(PROBE, filter.path);
  else if (filter.op === 'not') checkPaths(filter.filter);
  else {
    checkPaths(filter.left);
    checkPaths(filter.right);
  }
}

export async function listScimGroups(
  db: Db,
  connection: ScimConnection,
  query: { filter?: string; startIndex?: number; count?: number; withMembers?: boolean },
): Promise<{ totalResults: number; startIndex: number; groups: ScimGroup[] }> {
  let filter;
  try {
    filter = query.filter ? parseScimFilter(query.filter) : undefined;
  } catch (error) {
    if (error instanceof ScimFilterError) throw new ScimError(400, error.message, 'invalidFilter');
    throw error;
  }
  // Paths are checked before any group is read, so an unsupported one is refused even when the
  // connection has no group to test it on.
  if (filter) checkPaths(filter);
  const byMembers = query.filter ? /\bmembers\b/i.test(query.filter) : false;
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, query.count ?? MAX_PAGE));
  const records = await repo.listScimGroups(db, connection.id, MAX_GROUPS);
  const matched: ScimGroup[] = [];
  for (const record of records) {
    const group: ScimGroup = { record, ...(byMembers ? { memberIds: await memberIdsOf(db, connection, record) } : {}) };
    if (!filter || matchesScimFilter(filter, (path) => valuesOf(group, path))) matched.push(group);
  }
  const page = matched.slice(startIndex - 1, startIndex - 1 + count);
  const groups: ScimGroup[] = [];
  for (const group of page) {
    if (query.withMembers === false) groups.push({ record: group.record });
    else groups.push({ record: group.record, memberIds: group.memberIds ?? (await memberIdsOf(db, connection, group.record)) });
  }
  return { totalResults: matched.length, startIndex, groups };
}

export function listResponse(result: { totalResults: number; startIndex: number; groups: ScimGroup[] }, location: string) {
  const resources = result.groups.map((group) => scimGroup(group, location));
  return { schemas: [LIST_SCHEMA], totalResults: result.totalResults, startIndex: result.startIndex, itemsPerPage: resources.length, Resources: resources };
}

// --- input ----------------------------------------------------------------------------------

function displayNameOf(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.length > MAX_DISPLAY_NAME)
    throw new ScimError(400, `displayName is required (1 to ${MAX_DISPLAY_NAME} characters)`, 'invalidValue');
  return value.trim();
}

function externalIdOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_EXTERNAL_ID)
    throw new ScimError(400, `externalId must be a string of at most ${MAX_EXTERNAL_ID} characters`, 'invalidValue');
  return value;
}

/** Member ids from `[{ value }]` (or one `{ value }`, as some clients send a single member). */
function memberValuesOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_MEMBER_VALUES) throw new ScimError(400, `at most ${MAX_MEMBER_VALUES} members a request`, 'tooMany');
  return list.map((entry) => {
    const id = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).value : undefined;
    if (typeof id !== 'string' || !id || id.length > MAX_ID) throw new ScimError(400, 'each member needs a value: the id of a User', 'invalidValue');
    return id;
  });
}

/** The directory's refusals in SCIM terms. */
async function asScim<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScimError) throw error;
    if (constraintViolation(error)?.kind === 'unique') throw new ScimError(409, 'A group of this connection already has this name or target', 'uniqueness');
    const domain = domainErrorOf(error);
    if (domain?.code === 'entity.relation_foreign_key_not_found') throw new ScimError(400, domain.message, 'invalidValue');
    if (domain?.code === 'guard.invalid_input') throw new ScimError(400, domain.message, 'invalidValue');
    if (domain?.code.endsWith('_already_in_use') || domain?.code.endsWith('already_exists')) throw new ScimError(409, domain.message, 'uniqueness');
    throw error;
  }
}

function checkVersion(record: ScimGroupRecord, ifMatch: string | undefined): void {
  if (ifMatch && ifMatch !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === groupEtag(record))) {
    throw new ScimError(412, 'The resource has changed since the version given in If-Match', 'invalidVers');
  }
}

// --- membership -----------------------------------------------------------------------------

/** Ids that are not (or no longer) in `from`, each once. */
const minus = (ids: readonly string[], from: readonly string[]) => {
  const have = new Set(from);
  return [...new Set(ids)].filter((id) => !have.has(id));
};

/**
 * Makes the group's members change by `add` and `remove` (already applied in order by the
 * caller, so both are net): through the organization functions the Management API uses, and
 * reported as one membership change, so one PATCH is one Organization.Membership.Updated.
 */
async function changeMembers(
  db: Db,
  connection: ScimConnection,
  record: ScimGroupRecord,
  add: readonly string[],
  remove: readonly string[],
): Promise<members.MembershipChange | undefined> {
  if (connection.organizationId) {
    const organizationId = connection.organizationId;
    // Only the connection's users (its organization's members) can hold its organization's roles.
    for (const id of add) {
      if (!(await isMember(db, 'user', organizationId, id))) throw new ScimError(400, `User ${id} is not a user of this connection`, 'invalidValue');
    }
    if (add.length) await asScim(() => members.assignRolesToMembers(db, organizationId, 'user', add, [record.targetId]));
    for (const id of remove) await asScim(() => members.removeMemberRole(db, organizationId, 'user', id, record.targetId));
    // Organization roles of members have no event of their own (nor does their Management API twin).
    return undefined;
  }
  const organizationId = record.targetId;
  const change: members.MembershipChange = { organizationId, addedUserIds: [], removedUserIds: [], addedApplicationIds: [], removedApplicationIds: [] };
  if (add.length) change.addedUserIds = (await asScim(() => members.addMembers(db, organizationId, 'user', add))).addedUserIds;
  for (const id of remove) change.removedUserIds.push(...(await members.removeMember(db, organizationId, 'user', id)).removedUserIds);
  return change;
}

/** What to add to `current` and what to remove from it to make it `wanted`. */
function diff(current: readonly string[], wanted: readonly string[]) {
  return { add: minus(wanted, current), remove: minus(current, wanted) };
}

// --- writes ---------------------------------------------------------------------------------

async function linkTarget(
  db: Db,
  connection: ScimConnection,
  displayName: string,
): Promise<Pick<ScimGroupChange, 'organizationCreated' | 'organizationRoleCreated'> & { targetId: string; createdTarget: boolean }> {
  if (connection.organizationId) {
    const [existing] = await findRolesByNames(db, [displayName]);
    if (existing) {
      if (existing.type !== 'User') throw new ScimError(400, `The organization role ${displayName} is for machine-to-machine applications`, 'invalidValue');
      if (await repo.findScimGroup(db, connection.id, existing.id)) throw new ScimError(409, `Group ${displayName} exists`, 'uniqueness');
      return { targetId: existing.id, createdTarget: false };
    }
    const role = await asScim(() => roles.createOrganizationRole(db, { name: displayName }));
    return { targetId: role.id, createdTarget: true, organizationRoleCreated: role };
  }
  const named = await repo.organizationIdsNamed(db, displayName, 2);
  if (named.length > 1) throw new ScimError(409, `Several organizations are named ${displayName}; rename one, or the group`, 'uniqueness');
  if (named[0] && !(await repo.findScimGroup(db, connection.id, named[0]))) return { targetId: named[0], createdTarget: false };
  const organization = await organizations.createOrganization(db, { name: displayName });
  return { targetId: organization.id, createdTarget: true, organizationCreated: organization };
}

export async function createScimGroup(db: Db, connection: ScimConnection, body: Record<string, unknown>, now: Date): Promise<ScimGroupChange> {
  const displayName = displayNameOf(body.displayName);
  const externalId = externalIdOf(body.externalId) ?? null;
  const wanted = memberValuesOf(body.members);
  if ((await repo.countScimGroups(db, connection.id)) >= MAX_GROUPS) throw new ScimError(400, `A connection holds at most ${MAX_GROUPS} groups`, 'tooMany');
  if ((await repo.listScimGroups(db, connection.id, MAX_GROUPS)).some((group) => group.displayName.toLowerCase() === displayName.toLowerCase()))
    throw new ScimError(409, `Group ${displayName} exists`, 'uniqueness');
  const { targetId, createdTarget, ...made } = await linkTarget(db, connection, displayName);
  const record = await asScim(() =>
    repo.insertScimGroup(db, { connectionId: connection.id, kind: kindOf(connection), targetId, displayName, externalId, createdTarget, now }),
  );
  const current = await memberIdsOf(db, connection, record);
  // Members given at creation join; an adopted target's own members stay (nothing is removed).
  const membership = await changeMembers(db, connection, record, minus(wanted, current), []);
  return { ...made, group: { record, memberIds: await memberIdsOf(db, connection, record) }, ...(membership ? { membership } : {}) };
}

async function rename(db: Db, connection: ScimConnection, record: ScimGroupRecord, displayName: string): Promise<organizations.Organization | undefined> {
  if (displayName === record.displayName) return undefined;
  // An instance-wide group is its organization, renamed with it; an organization role is shared
  // by every organization, so only this connection's name for it changes.
  if (!connection.organizationId) return asScim(() => organizations.updateOrganization(db, record.targetId, { name: displayName }));
  return undefined;
}

async function save(
  db: Db,
  connection: ScimConnection,
  record: ScimGroupRecord,
  fields: { displayName?: string; externalId?: string | null },
  delta: { add: string[]; remove: string[] },
  now: Date,
): Promise<ScimGroupChange> {
  const change: Partial<ScimGroupChange> = {};
  if (fields.displayName !== undefined) {
    const organization = await rename(db, connection, record, fields.displayName);
    if (organization) change.organizationUpdated = organization;
  }
  const membership = await changeMembers(db, connection, record, delta.add, delta.remove);
  if (membership && (membership.addedUserIds.length || membership.removedUserIds.length)) change.membership = membership;
  const saved = (await asScim(() => repo.updateScimGroup(db, connection.id, record.targetId, { ...fields, now })))!;
  return { ...change, group: { record: saved, memberIds: await memberIdsOf(db, connection, saved) } };
}

export async function replaceScimGroup(
  db: Db,
  connection: ScimConnection,
  id: string,
  body: Record<string, unknown>,
  now: Date,
  ifMatch?: string,
): Promise<ScimGroupChange> {
  const record = await groupInScope(db, connection, id, true);
  checkVersion(record, ifMatch);
  const displayName = displayNameOf(body.displayName);
  const externalId = externalIdOf(body.externalId) ?? null;
  const current = await memberIdsOf(db, connection, record);
  return save(db, connection, record, { displayName, externalId }, diff(current, memberValuesOf(body.members)), now);
}

const MEMBER_FILTER = /^members\[\s*value\s+eq\s+"([^"]{1,64})"\s*\]$/i;

/**
 * PATCH as Entra ID and Okta send it: `op` in any case; `add`/`remove` on `members` with a list
 * of `{ value }`; `remove` on `members[value eq "…"]` (Okta); `replace` of `displayName` or
 * `externalId` by path or as a path-less value object (Okta sends `{ id, displayName }`);
 * `replace` of `members` sets the whole list. The operations are applied in order to the
 * current member list, and the net difference is written once.
 */
export async function patchScimGroup(
  db: Db,
  connection: ScimConnection,
  id: string,
  body: Record<string, unknown>,
  now: Date,
  ifMatch?: string,
): Promise<ScimGroupChange> {
  const record = await groupInScope(db, connection, id, true);
  checkVersion(record, ifMatch);
  const operations = body.Operations;
  if (!Array.isArray(body.schemas) || !body.schemas.includes(PATCH_SCHEMA)) throw new ScimError(400, `schemas must include ${PATCH_SCHEMA}`, 'invalidSyntax');
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > MAX_OPERATIONS)
    throw new ScimError(400, `Operations must hold 1 to ${MAX_OPERATIONS} operations`, 'invalidSyntax');
  const current = await memberIdsOf(db, connection, record);
  let wanted = [...current];
  const fields: { displayName?: string; externalId?: string | null } = {};
  let named = 0;
  const setAttribute = (key: string, value: unknown, op: string) => {
    switch (key.toLowerCase().replace(`${GROUP_SCHEMA.toLowerCase()}:`, '')) {
      case 'displayname':
        if (op === 'remove') throw new ScimError(400, 'displayName is required', 'mutability');
        fields.displayName = displayNameOf(value);
        return;
      case 'externalid':
        fields.externalId = op === 'remove' ? null : (externalIdOf(value) ?? null);
        return;
      case 'members': {
        const ids = memberValuesOf(value);
        named += ids.length;
        if (op === 'add') wanted = [...wanted, ...minus(ids, wanted)];
        else if (op === 'replace') wanted = [...new Set(ids)];
        else wanted = value === undefined || value === null ? [] : wanted.filter((member) => !ids.includes(member));
        return;
      }
      // Okta repeats the group's id beside its new name; it cannot change.
      case 'id':
        if (value !== record.targetId) throw new ScimError(400, 'id is read-only', 'mutability');
        return;
      case 'schemas':
      case 'meta':
        return;
      default:
        throw new ScimError(400, `path ${key} is not supported`, 'invalidPath');
    }
  };
  for (const operation of operations as Array<Record<string, unknown>>) {
    const op = typeof operation?.op === 'string' ? operation.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, `op ${String(operation?.op)} is not add, replace or remove`, 'invalidSyntax');
    const path = typeof operation.path === 'string' ? operation.path.trim() : undefined;
    if (path === undefined) {
      if (op === 'remove' || !operation.value || typeof operation.value !== 'object' || Array.isArray(operation.value))
        throw new ScimError(400, 'an operation without a path needs an object value', 'noTarget');
      for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) setAttribute(key, value, op);
      continue;
    }
    const member = MEMBER_FILTER.exec(path);
    if (member) {
      if (op !== 'remove') throw new ScimError(400, `${operation.op} on ${path} is not supported`, 'invalidPath');
      named += 1;
      wanted = wanted.filter((id) => id !== member[1]);
      continue;
    }
    setAttribute(path, operation.value, op);
  }
  if (named > MAX_MEMBER_VALUES) throw new ScimError(400, `at most ${MAX_MEMBER_VALUES} members a request`, 'tooMany');
  return save(db, connection, record, fields, diff(current, wanted), now);
}

/**
 * Instance-wide: the organization goes when this connection created it; an adopted one is only
 * let go (its members stay). Organization connection: the role leaves every user of the
 * organization; the role itself stays, since every organization shares it.
 */
export async function deleteScimGroup(db: Db, connection: ScimConnection, id: string): Promise<Omit<ScimGroupChange, 'group'>> {
  const record = await groupInScope(db, connection, id, true);
  const change: Omit<ScimGroupChange, 'group'> = {};
  if (connection.organizationId) {
    await changeMembers(db, connection, record, [], await memberIdsOf(db, connection, record));
  } else if (record.createdTarget) {
    change.organizationDeleted = await organizations.deleteOrganization(db, record.targetId);
  }
  await repo.deleteScimGroup(db, connection.id, record.targetId);
  return change;
}
