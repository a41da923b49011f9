// What each root field of the Management API needs of the caller's token (the rules are in
// src/domain/directory/management-access.ts). Every root field is named here, so that a new one
// is a decision, not a default: test/api/management-scopes.test.ts fails on a field this table
// does not list. Fields not in an area are read with `read` and changed only with `all`.
import type { GraphQLFieldResolver } from 'graphql';
import { checkOperatorTarget, managementAllows, managementForbidden, type ManagementArea, type ManagementNeed } from '../domain/directory/management-access.js';
import type { GraphQLContext } from './context.js';

const OPEN = ['ok', 'noop', 'consoleDashboard'];

/** Root fields by the area whose scope reads (queries) or changes (mutations) them. */
const AREAS: Record<ManagementArea, string[]> = {
  users: [
    ...['users', 'user', 'userLogtoConfig', 'usernameCaseConflicts', 'userIdentity', 'userAllIdentities', 'userSsoIdentity', 'userSsoIdentities'],
    ...['userMfaVerifications', 'userSessions', 'userSession', 'activeSessions', 'userGrants', 'personalAccessTokens', 'userRoles', 'checkPassword'],
    ...['createUser', 'updateUser', 'updateUserCustomData', 'updateUserProfile', 'updateUserPassword', 'updateUserPasswordExpiration'],
    ...[
      'updateUserLogtoConfig',
      'setUserSuspended',
      'setUserIdentifierVerified',
      'deleteUser',
      'verifyUserPassword',
      'setUserIdentity',
      'linkUserIdentity',
      'deleteUserIdentity',
    ],
    ...['createUserMfaVerification', 'deleteUserMfaVerification', 'revokeUserSession', 'revokeUserGrant'],
    ...['createPersonalAccessToken', 'renamePersonalAccessToken', 'deletePersonalAccessToken'],
  ],
  applications: [
    ...['applications', 'application', 'applicationSecrets', 'applicationAccessControl', 'applicationBackchannelLogoutLogs', 'applicationRoles'],
    ...['applicationSignInExperience', 'applicationUserConsentScopes', 'applicationUserConsentOrganizations', 'testApplicationIdTokenClaims'],
    ...['createApplication', 'updateApplication', 'deleteApplication', 'updateApplicationCustomData', 'rotateApplicationSecret'],
    ...['createApplicationSecret', 'renameApplicationSecret', 'deleteApplicationSecret', 'deleteApplicationLegacySecret'],
    ...['replaceApplicationAccessControl', 'setApplicationIdTokenClaims', 'replaceApplicationSignInExperience'],
    ...['assignApplicationUserConsentScopes', 'removeApplicationUserConsentScope'],
    ...['addApplicationUserConsentOrganizations', 'replaceApplicationUserConsentOrganizations', 'removeApplicationUserConsentOrganization'],
    ...['samlApplications', 'samlApplication', 'samlApplicationSecrets', 'createSamlApplication', 'updateSamlApplication', 'deleteSamlApplication'],
    ...['createSamlApplicationSecret', 'updateSamlApplicationSecret', 'deleteSamlApplicationSecret'],
  ],
  webhooks: [
    'hooks',
    'hook',
    'hookEvents',
    'hookRecentLogs',
    'createHook',
    'updateHook',
    'deleteHook',
    'rotateHookSigningKey',
    'testHook',
    'redeliverHookDelivery',
  ],
  organizations: [
    ...['organizations', 'organization', 'organizationUsers', 'userOrganizations', 'applicationOrganizations', 'organizationApplications'],
    ...['organizationUserRoles', 'organizationApplicationRoles', 'organizationUserScopes', 'organizationRoles', 'organizationRole'],
    ...['organizationScopes', 'organizationScope', 'organizationInvitations', 'organizationInvitation'],
    ...['organizationJitEmailDomains', 'organizationJitEmailDomainPage', 'organizationJitRoles', 'organizationJitSsoConnectors'],
    ...['createOrganization', 'updateOrganization', 'deleteOrganization'],
    ...['replaceOrganizationUsers', 'addOrganizationUsers', 'removeOrganizationUser'],
    ...['replaceOrganizationApplications', 'addOrganizationApplications', 'removeOrganizationApplication'],
    ...['assignOrganizationRolesToUsers', 'assignOrganizationRolesToApplications'],
    ...['replaceOrganizationUserRoles', 'addOrganizationUserRoles', 'removeOrganizationUserRole'],
    ...['replaceOrganizationApplicationRoles', 'addOrganizationApplicationRoles', 'removeOrganizationApplicationRole'],
    ...['replaceOrganizationJitEmailDomains', 'addOrganizationJitEmailDomain', 'removeOrganizationJitEmailDomain'],
    ...['replaceOrganizationJitRoles', 'addOrganizationJitRoles', 'removeOrganizationJitRole'],
    ...['replaceOrganizationJitSsoConnectors', 'addOrganizationJitSsoConnectors', 'removeOrganizationJitSsoConnector'],
    ...['createOrganizationRole', 'updateOrganizationRole', 'deleteOrganizationRole'],
    ...['replaceOrganizationRoleScopes', 'addOrganizationRoleScopes', 'removeOrganizationRoleScope'],
    ...['createOrganizationScope', 'updateOrganizationScope', 'deleteOrganizationScope'],
    ...['createOrganizationInvitation', 'sendOrganizationInvitationMessage', 'setOrganizationInvitationStatus', 'deleteOrganizationInvitation'],
  ],
};

/**
 * Root fields that `read` reads and only `all` changes. Role assignment is here (a role may
 * carry `all`), as are organization roles' API resource scopes (an organization role could carry
 * a Management API scope), and instance-wide settings.
 */
const ALL_ONLY = [
  ...['roles', 'role', 'roleScopes', 'roleUsers', 'roleApplications', 'createRole', 'updateRole', 'deleteRole', 'addRoleScopes', 'removeRoleScope'],
  ...['assignRoleUsers', 'removeRoleUser', 'assignUserRoles', 'replaceUserRoles', 'removeUserRole'],
  ...['assignApplicationRoles', 'replaceApplicationRoles', 'assignRoleApplications', 'removeRoleApplication', 'removeApplicationRole'],
  ...['replaceOrganizationRoleResourceScopes', 'addOrganizationRoleResourceScopes', 'removeOrganizationRoleResourceScope'],
  ...['resources', 'resource', 'resourceScopes', 'testResourceClaims', 'createResource', 'updateResource', 'setResourceIsDefault', 'deleteResource'],
  ...['createScope', 'updateScope', 'deleteScope', 'setResourceClaimMappings'],
  ...['connectors', 'connector', 'connectorFactories', 'connectorFactory', 'createConnector', 'updateConnector', 'deleteConnector', 'startConnectorTest'],
  ...['ssoConnectorProviders', 'ssoConnectors', 'ssoConnector', 'createSsoConnector', 'updateSsoConnector', 'deleteSsoConnector', 'startSsoConnectorTest'],
  ...[
    'signInExperience',
    'signInExperiencePreview',
    'updateSignInExperience',
    'signingKeys',
    'rotateSigningKey',
    'deleteSigningKey',
    'cookieKeys',
    'rotateCookieKey',
    'deleteCookieKey',
  ],
  ...['clientRegistrationSettings', 'updateClientRegistrationSettings', 'initialAccessTokens', 'createInitialAccessToken', 'deleteInitialAccessToken'],
  ...['logs', 'log', 'tokenExchangeEvents'],
  // A user's limits on the agents acting for them: widening one widens what a token exchange may reach.
  ...['userAgentLimits', 'setUserAgentLimit', 'removeUserAgentLimit'],
  // Impersonation: a token acting as any user (the exchange never reaches Tessera's own APIs).
  'createSubjectToken',
  // A SCIM token creates and deletes users: it is given out by `all` only.
  ...['scimConnections', 'createScimConnection', 'revokeScimConnection'],
  ...['emailTemplates', 'emailTemplate', 'replaceEmailTemplates', 'updateEmailTemplateDetails', 'deleteEmailTemplate', 'deleteEmailTemplates'],
  ...['oidcSessionConfig', 'updateOidcSessionConfig', 'idTokenConfig', 'replaceIdTokenConfig'],
  // Instance-wide sign-in settings, like the sign-in experience's.
  ...['captchaProvider', 'updateCaptchaProvider', 'deleteCaptchaProvider'],
  // Where codes go: a changed SMTP server or gateway could read every code sent.
  ...['messageDelivery', 'setEmailDelivery', 'clearEmailDelivery', 'setSmsDelivery', 'clearSmsDelivery', 'sendTestMessage'],
];

const areaOf = new Map<string, ManagementArea | undefined>();
for (const name of ALL_ONLY) areaOf.set(name, undefined);
for (const [area, names] of Object.entries(AREAS) as [ManagementArea, string[]][]) for (const name of names) areaOf.set(name, area);

/** Every root field this table decides on (the test compares it with the schema's). */
export const decidedRootFields = (): string[] => [...OPEN, ...areaOf.keys()];

/** What a root field needs; undefined for a field the table does not name (refused to all but `all`). */
export function needOf(kind: 'Query' | 'Mutation', field: string): ManagementNeed | undefined {
  if (OPEN.includes(field)) return 'open';
  if (!areaOf.has(field)) return undefined;
  const area = areaOf.get(field);
  return { change: kind === 'Mutation', ...(area ? { area } : {}) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps resolvers of every argument type
type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, any>;

/** The user or application a change names, for the operator-target rule. */
function targetOf(area: ManagementArea | undefined, args: Record<string, unknown>): { userId?: string; applicationId?: string } {
  const id = (key: string) => (typeof args[key] === 'string' ? args[key] : undefined);
  if (area === 'users') return { userId: id('userId') ?? id('id') };
  if (area === 'applications') return { applicationId: id('applicationId') ?? id('id') };
  return {};
}

/**
 * Wraps a root resolver with its access check. Calls without a Management API token (none reach
 * /graphql or /api, but in-process callers do) are not checked here: the HTTP guard already was.
 */
export function guardedByScope(kind: 'Query' | 'Mutation', field: string, resolve: Resolver): Resolver {
  const need = needOf(kind, field) ?? { change: true };
  return async (parent, args: Record<string, unknown>, ctx, info) => {
    const scopes = ctx.auth?.scopes;
    if (scopes) {
      if (!managementAllows(scopes, need)) throw managementForbidden(field, scopes);
      if (need !== 'open' && need.change) {
        await checkOperatorTarget(ctx.db, ctx.services.config.managementApiResource, scopes, targetOf(need.area, args), field);
      }
    }
    return resolve(parent, args, ctx, info);
  };
}

/** Every root resolver of an area's map, guarded. */
export function guardRootFields(kind: 'Query' | 'Mutation', fields: Record<string, Resolver>): Record<string, Resolver> {
  return Object.fromEntries(Object.entries(fields).map(([name, resolve]) => [name, guardedByScope(kind, name, resolve)]));
}
