// Application-level access control: when an application turns it on, only users it allows may
// sign in to it, refresh its tokens, or have a token exchanged by it: users named one by one, users
// holding one of the named roles, members of the named organizations, and members holding one of
// the named organization roles in an organization. Off (the default) means everybody may. SAML
// applications have the same switch and rules, under their own id (src/domain/sign-in/saml-sign-in.ts
// asks before it answers a sign-in).
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import {
  existingIds,
  findAccessControl,
  labelsOf,
  replaceAccessControl,
  userApplicationAccess,
  type StoredAccessControl,
} from '../../db/repositories/application-access-control.js';
import { findApplicationById } from '../../db/repositories/applications.js';
import { findSamlApplicationById } from '../../db/repositories/saml-applications.js';
import { DomainError, notFound } from '../errors.js';
import { parseFields } from '../input.js';

export type ApplicationAccessControl = StoredAccessControl;

/** The refusal every front shows; it says why without telling who else is allowed. */
export const ACCESS_DENIED_MESSAGE = 'the user is not allowed to use this application (application access control)';

const MAX_IDS = 1000;

/** An OIDC application, or a SAML application (their ids never collide). */
async function requireApplication(db: Db, applicationId: string): Promise<void> {
  if (await findApplicationById(db, applicationId)) return;
  if (!(await findSamlApplicationById(db, applicationId))) throw notFound('application', applicationId);
}

export async function getApplicationAccessControl(db: Db, applicationId: string): Promise<ApplicationAccessControl> {
  await requireApplication(db, applicationId);
  return findAccessControl(db, applicationId);
}

export interface AccessControlInput {
  enabled?: boolean | null;
  userIds?: readonly string[] | null;
  userRoleIds?: readonly string[] | null;
  organizationIds?: readonly string[] | null;
  organizationRoleRules?: ReadonlyArray<{ organizationId: string; organizationRoleIds: readonly string[] }> | null;
}

/** Each list's size after duplicates are dropped (the role rules count their distinct roles), checked in this order. */
const idLimit = (field: string) => z.array(z.unknown()).max(MAX_IDS, `${field} may name at most ${MAX_IDS} ids`);
const RULE_LIST_SIZES = z.object({
  userIds: idLimit('userIds'),
  userRoleIds: idLimit('userRoleIds'),
  organizationIds: idLimit('organizationIds'),
  organizationRoleRules: idLimit('organizationRoleRules'),
});

const unique = (ids: readonly string[] | null | undefined) => [...new Set(ids ?? [])];

async function requireExisting(db: Db, table: Parameters<typeof existingIds>[1], ids: string[], field: string): Promise<void> {
  const found = new Set(await existingIds(db, table, ids));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw new DomainError('entity.not_found', `${field} names unknown ids: ${missing.join(', ')}`, { ids: missing }, [field]);
  }
}

/**
 * Replaces the rules (all four lists; a list left out becomes empty, as the compatible PUT does)
 * and, when `enabled` is given, the switch. Unknown ids are entity.not_found (404); an
 * organization-role group without roles is application.invalid_access_control_rule (422).
 */
export async function replaceApplicationAccessControl(db: Db, applicationId: string, input: AccessControlInput): Promise<ApplicationAccessControl> {
  await requireApplication(db, applicationId);
  const control: StoredAccessControl = {
    enabled: input.enabled ?? (await findAccessControl(db, applicationId)).enabled,
    userIds: unique(input.userIds),
    userRoleIds: unique(input.userRoleIds),
    organizationIds: unique(input.organizationIds),
    organizationRoleRules: [],
  };
  const groups = new Map<string, Set<string>>();
  for (const rule of input.organizationRoleRules ?? []) {
    if (rule.organizationRoleIds.length === 0) {
      throw new DomainError('application.invalid_access_control_rule', 'each organizationRoleRules entry needs at least one organization role', undefined, [
        'organizationRoleRules',
      ]);
    }
    const group = groups.get(rule.organizationId) ?? new Set<string>();
    for (const id of rule.organizationRoleIds) group.add(id);
    groups.set(rule.organizationId, group);
  }
  control.organizationRoleRules = [...groups].map(([organizationId, ids]) => ({ organizationId, organizationRoleIds: [...ids] }));
  const roleIds = unique(control.organizationRoleRules.flatMap((g) => g.organizationRoleIds));
  parseFields(
    RULE_LIST_SIZES,
    { userIds: control.userIds, userRoleIds: control.userRoleIds, organizationIds: control.organizationIds, organizationRoleRules: roleIds },
    [],
    1,
  );
  await requireExisting(db, 'users', control.userIds, 'userIds');
  await requireExisting(db, 'roles', control.userRoleIds, 'userRoleIds');
  await requireExisting(db, 'organizations', unique([...control.organizationIds, ...groups.keys()]), 'organizationIds');
  await requireExisting(db, 'organization_roles', roleIds, 'organizationRoleRules');
  await replaceAccessControl(db, applicationId, control);
  return control;
}

/** Whether the application restricts who may use it (the compatible API's `appLevelAccessControlEnabled`). */
export async function applicationAccessControlEnabled(db: Db, applicationId: string): Promise<boolean> {
  return (await findAccessControl(db, applicationId)).enabled;
}

/** Turns the restriction on or off, keeping the rules (the compatible API's PATCH of the application). */
export async function setApplicationAccessControlEnabled(db: Db, applicationId: string, enabled: boolean): Promise<void> {
  await replaceAccessControl(db, applicationId, { ...(await findAccessControl(db, applicationId)), enabled });
}

/** Why the user may not use the application, or undefined when they may (or it does not restrict). */
export async function applicationAccessRefusal(db: Db, applicationId: string, userId: string): Promise<string | undefined> {
  const allowed = await userApplicationAccess(db, applicationId, userId);
  return allowed === false ? ACCESS_DENIED_MESSAGE : undefined;
}

/** Names for the ids of an access control's lists (users, roles, organizations, organization roles), for a console to show. */
export function accessControlLabels(db: Db, control: ApplicationAccessControl): Promise<Array<{ id: string; label: string }>> {
  return labelsOf(db, {
    users: control.userIds,
    roles: control.userRoleIds,
    organizations: [...new Set([...control.organizationIds, ...control.organizationRoleRules.map((r) => r.organizationId)])],
    organizationRoles: [...new Set(control.organizationRoleRules.flatMap((r) => r.organizationRoleIds))],
  });
}
