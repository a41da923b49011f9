// The Management API operation → event table of the spec, in one place. Each GraphQL mutation
// that serves a row names its REST twin (method and route inside /api) and the events it emits
// when it succeeds. The resolver middleware applies this table inside the mutation's
// transaction, whichever front (REST or GraphQL) called it.
import type { DataEvent } from './catalogue.js';
import { roleView, scopesView, userView, withTenant } from './compat-view.js';

export interface EmittedEvent {
  event: DataEvent;
  /** The webhook `data` field (the REST response body); undefined for 204 responses. */
  data?: unknown;
  /** Event-specific fields added to the payload (e.g. organizationId and membership diffs). */
  extra?: Record<string, unknown>;
}

export interface MutationEventRule {
  /** REST twin: `METHOD /route` inside /api. */
  rest: string;
  /** REST success status (204 means the payload has no `data`). */
  status: number;
  /** Events emitted for a successful call; an empty list emits nothing (e.g. a no-op PUT). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each rule reads its own mutation result and arguments
  emit(result: any, args: any): EmittedEvent[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- a mutation result of any shape */
const one =
  (event: DataEvent, pick: (result: any) => unknown) =>
  (result: any): EmittedEvent[] => [{ event, data: pick(result) }];
/* eslint-enable @typescript-eslint/no-explicit-any */
const noData = (event: DataEvent) => (): EmittedEvent[] => [{ event }];

/** Membership diff fields, each present only when non-empty (the reference's payload). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mutation result of any shape
function membership(result: any): EmittedEvent[] {
  const diff = result.membershipChange;
  if (!diff) return [];
  const extra: Record<string, unknown> = { organizationId: diff.organizationId };
  for (const key of ['addedUserIds', 'removedUserIds', 'addedApplicationIds', 'removedApplicationIds']) {
    if (diff[key]?.length) extra[key] = diff[key];
  }
  if (Object.keys(extra).length === 1) return [];
  return [{ event: 'Organization.Membership.Updated', extra }];
}

export const mutationEvents: Record<string, MutationEventRule> = {
  createUser: { rest: 'POST /users', status: 200, emit: one('User.Created', (r) => userView(r.user)) },
  deleteUser: { rest: 'DELETE /users/:userId', status: 204, emit: noData('User.Deleted') },
  updateUser: { rest: 'PATCH /users/:userId', status: 200, emit: one('User.Data.Updated', (r) => userView(r.user)) },
  updateUserCustomData: { rest: 'PATCH /users/:userId/custom-data', status: 200, emit: one('User.Data.Updated', (r) => r.value) },
  updateUserProfile: { rest: 'PATCH /users/:userId/profile', status: 200, emit: one('User.Data.Updated', (r) => r.value) },
  updateUserPassword: { rest: 'PATCH /users/:userId/password', status: 200, emit: one('User.Data.Updated', (r) => userView(r.user)) },
  // Linking and unlinking a social identity (the body, and so `data`, is the user's identities).
  setUserIdentity: { rest: 'PUT /users/:userId/identities/:target', status: 200, emit: one('User.Data.Updated', (r) => r.identities) },
  linkUserIdentity: { rest: 'POST /users/:userId/identities', status: 200, emit: one('User.Data.Updated', (r) => r.identities) },
  // Unlinking answers the user (the compatible API's body), so `data` is the user.
  deleteUserIdentity: { rest: 'DELETE /users/:userId/identities/:target', status: 200, emit: one('User.Data.Updated', (r) => userView(r.user)) },
  // Removing a second factor changes the user's data as linking one does (the spec maps "Link
  // multi-factor authentication" to User.Data.Updated); a 204, so no `data`.
  // Setting one up too; without `data`, which would be the REST body: the secret or the codes.
  createUserMfaVerification: {
    rest: 'POST /users/:userId/mfa-verifications',
    status: 200,
    emit: noData('User.Data.Updated'),
  },
  deleteUserMfaVerification: {
    rest: 'DELETE /users/:userId/mfa-verifications/:verificationId',
    status: 204,
    emit: noData('User.Data.Updated'),
  },
  setUserIdentifierVerified: {
    rest: 'PATCH /users/:userId/identifier-verification',
    status: 200,
    emit: one('User.Data.Updated', (r) => userView(r.user)),
  },
  setUserSuspended: {
    rest: 'PATCH /users/:userId/is-suspended',
    status: 200,
    emit: one('User.SuspensionStatus.Updated', (r) => userView(r.user)),
  },

  createRole: {
    rest: 'POST /roles',
    status: 200,
    // Role.Scopes.Updated too when the body assigned scopes (payload roleId, data = those scopes).
    emit: (r, args) => [
      { event: 'Role.Created', data: roleView(r.role) },
      ...(args.input?.scopeIds?.length
        ? [{ event: 'Role.Scopes.Updated' as const, data: scopesView(r.role?.scopes ?? []), extra: { roleId: r.role?.id } }]
        : []),
    ],
  },
  deleteRole: { rest: 'DELETE /roles/:id', status: 204, emit: noData('Role.Deleted') },
  updateRole: { rest: 'PATCH /roles/:id', status: 200, emit: one('Role.Data.Updated', (r) => roleView(r.role)) },
  addRoleScopes: {
    rest: 'POST /roles/:id/scopes',
    status: 201,
    emit: (r, args) => [{ event: 'Role.Scopes.Updated', data: scopesView(r.scopes), extra: { roleId: args.id } }],
  },
  removeRoleScope: {
    rest: 'DELETE /roles/:id/scopes/:scopeId',
    status: 204,
    emit: (_r, args) => [{ event: 'Role.Scopes.Updated', extra: { roleId: args.id } }],
  },

  createScope: { rest: 'POST /resources/:resourceId/scopes', status: 201, emit: one('Scope.Created', (r) => withTenant(r.scope)) },
  deleteScope: { rest: 'DELETE /resources/:resourceId/scopes/:scopeId', status: 204, emit: noData('Scope.Deleted') },
  updateScope: { rest: 'PATCH /resources/:resourceId/scopes/:scopeId', status: 200, emit: one('Scope.Data.Updated', (r) => withTenant(r.scope)) },

  createOrganization: { rest: 'POST /organizations', status: 201, emit: one('Organization.Created', (r) => withTenant(r.organization)) },
  deleteOrganization: { rest: 'DELETE /organizations/:id', status: 204, emit: noData('Organization.Deleted') },
  updateOrganization: { rest: 'PATCH /organizations/:id', status: 200, emit: one('Organization.Data.Updated', (r) => withTenant(r.organization)) },
  replaceOrganizationUsers: { rest: 'PUT /organizations/:id/users', status: 204, emit: membership },
  addOrganizationUsers: { rest: 'POST /organizations/:id/users', status: 201, emit: membership },
  removeOrganizationUser: { rest: 'DELETE /organizations/:id/users/:userId', status: 204, emit: membership },
  replaceOrganizationApplications: { rest: 'PUT /organizations/:id/applications', status: 204, emit: membership },
  addOrganizationApplications: { rest: 'POST /organizations/:id/applications', status: 201, emit: membership },
  removeOrganizationApplication: {
    rest: 'DELETE /organizations/:id/applications/:applicationId',
    status: 204,
    emit: membership,
  },
  // Emits only when the new status is Accepted (membershipChange is set only then).
  setOrganizationInvitationStatus: { rest: 'PUT /organization-invitations/:id/status', status: 200, emit: membership },

  createOrganizationRole: {
    rest: 'POST /organization-roles',
    status: 201,
    emit: (r, args) => [
      { event: 'OrganizationRole.Created', data: roleView(r.organizationRole) },
      ...(args.input?.organizationScopeIds?.length || args.input?.resourceScopeIds?.length
        ? [{ event: 'OrganizationRole.Scopes.Updated' as const, extra: { organizationRoleId: r.organizationRole?.id } }]
        : []),
    ],
  },
  deleteOrganizationRole: { rest: 'DELETE /organization-roles/:id', status: 204, emit: noData('OrganizationRole.Deleted') },
  updateOrganizationRole: {
    rest: 'PATCH /organization-roles/:id',
    status: 200,
    emit: one('OrganizationRole.Data.Updated', (r) => roleView(r.organizationRole)),
  },
  replaceOrganizationRoleScopes: {
    rest: 'PUT /organization-roles/:id/scopes',
    status: 204,
    emit: (_r, args) => [{ event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: args.id } }],
  },
  addOrganizationRoleScopes: {
    rest: 'POST /organization-roles/:id/scopes',
    status: 201,
    emit: (_r, args) => [{ event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: args.id } }],
  },
  removeOrganizationRoleScope: {
    rest: 'DELETE /organization-roles/:id/scopes/:organizationScopeId',
    status: 204,
    emit: (_r, args) => [{ event: 'OrganizationRole.Scopes.Updated', extra: { organizationRoleId: args.id } }],
  },

  createOrganizationScope: {
    rest: 'POST /organization-scopes',
    status: 201,
    emit: one('OrganizationScope.Created', (r) => withTenant(r.organizationScope)),
  },
  deleteOrganizationScope: { rest: 'DELETE /organization-scopes/:id', status: 204, emit: noData('OrganizationScope.Deleted') },
  updateOrganizationScope: {
    rest: 'PATCH /organization-scopes/:id',
    status: 200,
    emit: one('OrganizationScope.Data.Updated', (r) => withTenant(r.organizationScope)),
  },
};
