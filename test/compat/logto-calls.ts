// How to call each in-scope operation of `@logto/api` successfully on a seeded Tessera. Path
// parameters default to the seeded entity their name (or, for `{id}`, the path's first segment)
// points at; an entry here gives the body, or a path of its own when the default would not do
// (deleting operations make their own victim so the order does not matter).
import { randomBytes } from 'node:crypto';
import { newSigningKeyPair } from '../../src/oidc/keys.js';
import { createApplication, createUser } from '../api/organizations-fixtures.js';
import { invite, newOrganizationRole, newRole, ok, suffix, type World } from './logto-world.js';

export interface Call {
  /** Values for the path's `{params}`, over the defaults. */
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}

const ROOT_ENTITY: Record<string, keyof World> = {
  users: 'user',
  applications: 'application',
  roles: 'role',
  resources: 'resource',
  organizations: 'organization',
  'organization-roles': 'organizationRole',
  'organization-scopes': 'organizationScope',
  'organization-invitations': 'invitation',
  hooks: 'hook',
};

const NAMED: Record<string, (w: World) => string> = {
  userId: (w) => w.user,
  applicationId: (w) => w.application,
  roleId: (w) => w.role,
  resourceId: (w) => w.resource,
  scopeId: (w) => w.scope,
  organizationRoleId: (w) => w.organizationRole,
  organizationScopeId: (w) => w.organizationScope,
  keyType: () => 'private-keys',
};

/** `/api/organizations/{id}/users` with the seeded ids (or `overrides`), as a path inside /api. */
export function fillPath(w: World, path: string, overrides: Record<string, string> = {}): string {
  const root = path.split('/')[2]!;
  return path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = overrides[name] ?? (name === 'id' ? (w[ROOT_ENTITY[root]!] as string | undefined) : NAMED[name]?.(w));
    if (value === undefined) throw new Error(`no seeded value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

const application = (w: World) => createApplication(w.app);
/** A third-party application with one consent scope of each kind (made once per world). */
const thirdParties = new WeakMap<World, Promise<string>>();
const thirdParty = (w: World) => {
  if (!thirdParties.has(w)) {
    thirdParties.set(
      w,
      (async () => {
        const id = (await ok(w, 'POST', '/applications', { name: `partner-${suffix()}`, type: 'Traditional', isThirdParty: true })).id as string;
        await ok(w, 'POST', `/applications/${id}/user-consent-scopes`, {
          userScopes: ['profile'],
          resourceScopes: [w.scope],
          organizationScopes: [w.organizationScope],
        });
        return id;
      })(),
    );
  }
  return thirdParties.get(w)!;
};
/** …with the seeded user's consent to the seeded organization (again, whatever ran before). */
const consented = async (w: World) => {
  const id = await thirdParty(w);
  await ok(w, 'POST', `/applications/${id}/users/${w.user}/consent-organizations`, { organizationIds: [w.organization] });
  return id;
};
const namedSecret = async (w: World) => (await ok(w, 'POST', `/applications/${w.application}/secrets`, { name: `secret-${suffix()}` })).name as string;
const personalAccessToken = async (w: World) => (await ok(w, 'POST', `/users/${w.user}/personal-access-tokens`, { name: `pat-${suffix()}` })).name as string;

export const calls: Record<string, (w: World) => Call | Promise<Call>> = {
  // Third-party applications' consent.
  ListApplicationUserConsentScopes: async (w) => ({ params: { applicationId: await thirdParty(w) } }),
  CreateApplicationUserConsentScope: async (w) => ({
    params: { applicationId: await thirdParty(w) },
    body: { userScopes: ['email'], resourceScopes: [w.scope], organizationScopes: [w.organizationScope] },
  }),
  DeleteApplicationUserConsentScope: async (w) => {
    const id = await thirdParty(w);
    await ok(w, 'POST', `/applications/${id}/user-consent-scopes`, { userScopes: ['phone'] });
    return { params: { applicationId: id, scopeType: 'user-scopes', scopeId: 'phone' } };
  },
  ListApplicationUserConsentOrganizations: async (w) => ({ params: { id: await consented(w), userId: w.user } }),
  ReplaceApplicationUserConsentOrganizations: async (w) => ({
    params: { id: await thirdParty(w), userId: w.user },
    body: { organizationIds: [w.organization] },
  }),
  CreateApplicationUserConsentOrganization: async (w) => ({ params: { id: await thirdParty(w), userId: w.user }, body: { organizationIds: [w.organization] } }),
  DeleteApplicationUserConsentOrganization: async (w) => ({ params: { id: await consented(w), userId: w.user, organizationId: w.organization } }),
  // Users.
  CreateUser: () => ({ body: { username: `u_${suffix()}`, name: 'New', primaryEmail: `n${suffix()}@example.com` } }),
  UpdateUser: () => ({ body: { name: 'Renamed' } }),
  DeleteUser: async (w) => ({ params: { userId: await createUser(w.app) } }),
  UpdateUserCustomData: () => ({ body: { customData: { plan: 'pro' } } }),
  UpdateUserProfile: () => ({ body: { profile: { nickname: 'ada' } } }),
  UpdateUserPassword: () => ({ body: { password: 'a long enough passphrase 1' } }),
  UpdateUserIsSuspended: () => ({ body: { isSuspended: false } }),
  UpdateUserPasswordExpiration: async (w) => {
    const user = await createUser(w.app, { password: 'a long enough passphrase 2' });
    return { params: { userId: user }, body: { isExpired: true } };
  },
  UpdateUserLogtoConfigs: () => ({ body: { mfa: { skipped: true }, passkeySignIn: { skipped: false } } }),
  GetUsernameCaseSensitivityConflicts: () => ({ query: { limit: '10' } }),
  AssignUserRoles: async (w) => ({ params: { userId: w.user2 }, body: { roleIds: [await newRole(w)] } }),
  DeleteUserRole: async (w) => {
    const role = await newRole(w);
    await ok(w, 'POST', `/users/${w.user}/roles`, { roleIds: [role] });
    return { params: { roleId: role } };
  },
  GetUserIdentity: async (w) => {
    await ok(w, 'PUT', `/users/${w.user}/identities/contract`, { userId: 'contract-sub' });
    return { params: { target: 'contract' } };
  },
  ReplaceUserIdentity: () => ({ params: { target: 'contract-put' }, body: { userId: `sub-${suffix()}` } }),
  DeleteUserIdentity: async (w) => {
    await ok(w, 'PUT', `/users/${w.user2}/identities/contract-del`, { userId: `sub-${suffix()}` });
    return { params: { userId: w.user2, target: 'contract-del' } };
  },

  GetUserSsoIdentity: async (w) => {
    const connector = await ssoConnector(w);
    // The row a SAML sign-in through the connector leaves.
    await w.app.running.services.db
      .insertInto('user_sso_identities')
      .values({
        id: `ssoid-${suffix()}`,
        user_id: w.user,
        sso_connector_id: connector,
        issuer: 'https://idp.example.com',
        identity_id: 'contract-name-id',
        detail: '{}',
      })
      .execute();
    return { params: { ssoConnectorId: connector } };
  },
  ListUserSessions: async (w) => {
    await session(w);
    return {};
  },
  GetUserSession: async (w) => ({ params: { sessionId: await session(w) } }),
  DeleteUserSession: async (w) => ({ params: { sessionId: await session(w) } }),
  DeleteUserMfaVerification: async (w) => {
    // An enrolment as the Account API leaves it.
    await w.app.running.services.db
      .updateTable('users')
      .set({ mfa: JSON.stringify({ totpSecret: 'JBSWY3DPEHPK3PXP' }) } as never)
      .where('id', '=', w.user2)
      .execute();
    return { params: { userId: w.user2, verificationId: 'totp' } };
  },
  // A user of its own: one TOTP per user, and the seeded ones may have one already.
  CreateUserMfaVerification: async (w) => ({ params: { userId: await createUser(w.app) }, body: { type: 'Totp' } }),
  // A factor enrolled as today's routes do (with its creation time); never used yet, so no lastUsedAt.
  ListUserMfaVerifications: async (w) => {
    const userId = await createUser(w.app);
    await ok(w, 'POST', `/users/${userId}/mfa-verifications`, { type: 'Totp' });
    return { params: { userId } };
  },

  ReplaceUserRoles: async (w) => ({ params: { userId: w.user2 }, body: { roleIds: [await newRole(w)] } }),
  VerifyUserPassword: async (w) => {
    const user = await createUser(w.app);
    await ok(w, 'PATCH', `/users/${user}/password`, { password: 'a long enough passphrase 2' });
    return { params: { userId: user }, body: { password: 'a long enough passphrase 2' } };
  },
  CreateUserPersonalAccessToken: () => ({ body: { name: `pat-${suffix()}` } }),
  UpdateUserPersonalAccessToken: async (w) => ({ params: { name: await personalAccessToken(w) }, body: { name: `renamed-${suffix()}` } }),
  UpdatePersonalAccessTokenName: async (w) => ({ body: { currentName: await personalAccessToken(w), name: `renamed-${suffix()}` } }),
  DeleteUserPersonalAccessToken: async (w) => ({ params: { name: await personalAccessToken(w) } }),
  DeletePersonalAccessTokenPost: async (w) => ({ body: { name: await personalAccessToken(w) } }),
  CreateSubjectToken: (w) => ({ body: { userId: w.user, context: { ticket: 'contract' } } }),
  // Roles.
  CreateRole: (w) => ({ body: { name: `role-${suffix()}`, description: 'd', scopeIds: [w.scope] } }),
  UpdateRole: () => ({ body: { description: 'changed' } }),
  DeleteRole: async (w) => ({ params: { id: await newRole(w) } }),
  CreateRoleScope: async (w) => ({ params: { id: await newRole(w) }, body: { scopeIds: [w.scope] } }),
  DeleteRoleScope: async (w) => ({ params: { id: await newRole(w, 'User', { scopeIds: [w.scope] }) } }),
  CreateRoleUser: (w) => ({ body: { userIds: [w.user2] } }),
  DeleteRoleUser: async (w) => {
    const role = await newRole(w);
    await ok(w, 'POST', `/roles/${role}/users`, { userIds: [w.user] });
    return { params: { id: role } };
  },
  ListRoleApplications: (w) => ({ params: { id: w.m2mRole } }),
  ListApplicationRoles: () => ({}),
  AssignApplicationRoles: async (w) => ({ body: { roleIds: [await newRole(w, 'MachineToMachine')] } }),
  DeleteApplicationRole: async (w) => {
    const role = await newRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/applications/${w.application}/roles`, { roleIds: [role] });
    return { params: { roleId: role } };
  },

  CreateRoleApplication: async (w) => ({ params: { id: await newRole(w, 'MachineToMachine') }, body: { applicationIds: [w.application] } }),
  DeleteRoleApplication: async (w) => {
    const role = await newRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/roles/${role}/applications`, { applicationIds: [w.application] });
    return { params: { id: role, applicationId: w.application } };
  },
  ReplaceApplicationRoles: async (w) => ({ body: { roleIds: [w.m2mRole, await newRole(w, 'MachineToMachine')] } }),
  UpdateApplicationCustomData: () => ({ body: { plan: 'pro' } }),
  ReplaceApplicationAccessControl: async (w) => ({
    params: { id: await application(w) },
    body: { userIds: [w.user], userRoleIds: [w.role], organizationIds: [], organizationRoleRules: [] },
  }),
  UpdateResourceIsDefault: () => ({ body: { isDefault: false } }),
  // Resources and their scopes.
  CreateResource: () => ({ body: { name: 'Contract API', indicator: `https://contract-${suffix()}.example.com` } }),
  UpdateResource: () => ({ body: { name: 'Renamed API' } }),
  DeleteResource: async (w) => ({
    params: { id: (await ok(w, 'POST', '/resources', { name: 'doomed', indicator: `https://doomed-${suffix()}.example.com` })).id },
  }),
  CreateResourceScope: () => ({ body: { name: `s:${suffix()}`, description: 'd' } }),
  UpdateResourceScope: () => ({ body: { description: 'changed' } }),
  DeleteResourceScope: async (w) => ({ params: { scopeId: (await ok(w, 'POST', `/resources/${w.resource}/scopes`, { name: `gone:${suffix()}` })).id } }),

  // Applications.
  CreateApplication: () => ({
    body: { name: 'Contract app', type: 'Traditional', oidcClientMetadata: { redirectUris: ['https://example.com/cb'], postLogoutRedirectUris: [] } },
  }),
  UpdateApplication: () => ({ body: { description: 'changed' } }),
  DeleteApplication: async (w) => ({ params: { id: await application(w) } }),
  // Named secrets and per-application branding.
  ListApplicationSecrets: async (w) => {
    await namedSecret(w);
    return {};
  },
  CreateApplicationSecret: () => ({ body: { name: `s-${suffix()}`, expiresAt: Date.now() + 86_400_000 } }),
  UpdateApplicationSecret: async (w) => ({ params: { name: await namedSecret(w) }, body: { name: `renamed-${suffix()}` } }),
  DeleteApplicationSecret: async (w) => ({ params: { name: await namedSecret(w) } }),
  DeleteApplicationLegacySecret: async (w) => ({ params: { id: await application(w) } }),
  GetApplicationSignInExperience: async (w) => {
    await ok(w, 'PUT', `/applications/${w.application}/sign-in-experience`, { termsOfUseUrl: null, privacyPolicyUrl: null });
    return {};
  },
  ReplaceApplicationSignInExperience: () => ({
    body: {
      displayName: 'Contract',
      color: { primaryColor: '#112233' },
      branding: { logoUrl: 'https://example.com/logo.png' },
      termsOfUseUrl: 'https://example.com/terms',
      privacyPolicyUrl: null,
    },
  }),
  // Refused (KNOWN_REFUSED): the valid request of the product, answered 501.
  CreateApplicationProtectedAppMetadataCustomDomain: () => ({ body: { domain: 'auth.example.com' } }),
  DeleteApplicationProtectedAppMetadataCustomDomain: () => ({ params: { domain: 'auth.example.com' } }),

  // Organizations.
  CreateOrganization: () => ({ body: { name: `org ${suffix()}`, customData: { tier: 1 }, isMfaRequired: false } }),
  UpdateOrganization: () => ({ body: { description: 'changed' } }),
  DeleteOrganization: async (w) => ({ params: { id: (await ok(w, 'POST', '/organizations', { name: 'doomed' })).id } }),
  AddOrganizationUsers: (w) => ({ body: { userIds: [w.user2] } }),
  ReplaceOrganizationUsers: (w) => ({ body: { userIds: [w.user, w.user2] } }),
  DeleteOrganizationUser: async (w) => {
    const user = await createUser(w.app);
    await ok(w, 'POST', `/organizations/${w.organization}/users`, { userIds: [user] });
    return { params: { userId: user } };
  },
  AssignOrganizationRolesToUsers: async (w) => ({ body: { userIds: [w.user], organizationRoleIds: [await newOrganizationRole(w)] } }),
  AssignOrganizationRolesToUser: async (w) => ({ body: { organizationRoleIds: [await newOrganizationRole(w)] } }),
  ReplaceOrganizationUserRoles: (w) => ({ params: { userId: w.user2 }, body: { organizationRoleIds: [w.organizationRole] } }),
  DeleteOrganizationUserRole: async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organizations/${w.organization}/users/${w.user}/roles`, { organizationRoleIds: [role] });
    return { params: { organizationRoleId: role } };
  },
  AddOrganizationApplications: async (w) => ({ body: { applicationIds: [await application(w)] } }),
  ReplaceOrganizationApplications: (w) => ({ body: { applicationIds: [w.application] } }),
  DeleteOrganizationApplication: async (w) => {
    const app = await application(w);
    await ok(w, 'POST', `/organizations/${w.organization}/applications`, { applicationIds: [app] });
    return { params: { applicationId: app } };
  },
  AssignOrganizationRolesToApplications: async (w) => ({
    body: { applicationIds: [w.application], organizationRoleIds: [await newOrganizationRole(w, 'MachineToMachine')] },
  }),
  AssignOrganizationRolesToApplication: async (w) => ({ body: { organizationRoleIds: [await newOrganizationRole(w, 'MachineToMachine')] } }),
  ReplaceOrganizationApplicationRoles: (w) => ({ body: { organizationRoleIds: [w.organizationM2mRole] } }),
  DeleteOrganizationApplicationRole: async (w) => {
    const role = await newOrganizationRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/organizations/${w.organization}/applications/${w.application}/roles`, { organizationRoleIds: [role] });
    return { params: { organizationRoleId: role } };
  },
  ListOrganizationJitEmailDomains: async (w) => {
    await ok(w, 'POST', `/organizations/${w.organization}/jit/email-domains`, { emailDomain: `seed${suffix()}.example.com` });
    return {};
  },
  ReplaceOrganizationJitEmailDomains: () => ({ body: { emailDomains: ['example.com'] } }),
  CreateOrganizationJitEmailDomain: () => ({ body: { emailDomain: `d${suffix()}.example.org` } }),
  DeleteOrganizationJitEmailDomain: async (w) => {
    const domain = `gone${suffix()}.example.org`;
    await ok(w, 'POST', `/organizations/${w.organization}/jit/email-domains`, { emailDomain: domain });
    return { params: { emailDomain: domain } };
  },
  ListOrganizationJitRoles: async (w) => {
    await ok(w, 'POST', `/organizations/${w.organization}/jit/roles`, { organizationRoleIds: [await newOrganizationRole(w)] });
    return {};
  },
  CreateOrganizationJitRole: async (w) => ({ body: { organizationRoleIds: [await newOrganizationRole(w)] } }),
  ReplaceOrganizationJitRoles: (w) => ({ body: { organizationRoleIds: [w.organizationRole] } }),
  DeleteOrganizationJitRole: async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organizations/${w.organization}/jit/roles`, { organizationRoleIds: [role] });
    return { params: { organizationRoleId: role } };
  },
  ListOrganizationJitSsoConnectors: async (w) => {
    await ok(w, 'POST', `/organizations/${w.organization}/jit/sso-connectors`, { ssoConnectorIds: [await ssoConnector(w)] });
    return {};
  },
  CreateOrganizationJitSsoConnector: async (w) => ({ body: { ssoConnectorIds: [await ssoConnector(w)] } }),
  ReplaceOrganizationJitSsoConnectors: () => ({ body: { ssoConnectorIds: [] } }),
  DeleteOrganizationJitSsoConnector: async (w) => {
    const id = await ssoConnector(w);
    await ok(w, 'POST', `/organizations/${w.organization}/jit/sso-connectors`, { ssoConnectorIds: [id] });
    return { params: { ssoConnectorId: id } };
  },

  // Organization roles and scopes.
  CreateOrganizationRole: (w) => ({ body: { name: `orole-${suffix()}`, organizationScopeIds: [w.organizationScope], resourceScopeIds: [w.scope] } }),
  UpdateOrganizationRole: () => ({ body: { description: 'changed' } }),
  DeleteOrganizationRole: async (w) => ({ params: { id: await newOrganizationRole(w) } }),
  CreateOrganizationRoleScope: async (w) => ({ params: { id: await newOrganizationRole(w) }, body: { organizationScopeIds: [w.organizationScope] } }),
  ReplaceOrganizationRoleScopes: (w) => ({ body: { organizationScopeIds: [w.organizationScope] } }),
  DeleteOrganizationRoleScope: async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organization-roles/${role}/scopes`, { organizationScopeIds: [w.organizationScope] });
    return { params: { id: role } };
  },
  CreateOrganizationRoleResourceScope: async (w) => ({ params: { id: await newOrganizationRole(w) }, body: { scopeIds: [w.scope] } }),
  ReplaceOrganizationRoleResourceScopes: (w) => ({ body: { scopeIds: [w.scope] } }),
  DeleteOrganizationRoleResourceScope: async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organization-roles/${role}/resource-scopes`, { scopeIds: [w.scope] });
    return { params: { id: role } };
  },
  CreateOrganizationScope: () => ({ body: { name: `oscope-${suffix()}`, description: 'd' } }),
  UpdateOrganizationScope: () => ({ body: { description: 'changed' } }),
  DeleteOrganizationScope: async (w) => ({ params: { id: (await ok(w, 'POST', '/organization-scopes', { name: `gone-${suffix()}` })).id } }),

  // Organization invitations.
  CreateOrganizationInvitation: (w) => ({
    body: {
      organizationId: w.organization,
      invitee: `i${suffix()}@example.com`,
      expiresAt: Date.now() + 86_400_000,
      organizationRoleIds: [w.organizationRole],
      messagePayload: false,
    },
  }),
  ReplaceOrganizationInvitationStatus: async (w) => ({ params: { id: (await invite(w)).id }, body: { status: 'Revoked' } }),
  DeleteOrganizationInvitation: async (w) => ({ params: { id: (await invite(w)).id } }),
  CreateOrganizationInvitationMessage: () => ({ body: { link: 'https://example.com/invite' } }),

  // Hooks.
  CreateHook: (w) => ({ body: { name: 'contract hook', events: ['Role.Created'], config: { url: w.receiver.url } } }),
  UpdateHook: () => ({ body: { name: 'renamed hook' } }),
  DeleteHook: async (w) => ({
    params: { id: (await ok(w, 'POST', '/hooks', { name: 'doomed', events: ['Role.Deleted'], config: { url: w.receiver.url } })).id },
  }),
  UpdateHookSigningKey: () => ({}),
  CreateHookTest: (w) => ({ body: { events: ['User.Created'], config: { url: w.receiver.url } } }),

  // Sign-in experience and OIDC keys.
  UpdateSignInExp: () => ({ body: {} }),
  CheckPasswordWithDefaultSignInExperience: () => ({ body: { password: 'a long enough passphrase 1' } }),
  // One rotation only: a second would retire the key the cached admin token is signed with.
  RotateOidcKeys: () => ({ body: {} }),
  DeleteOidcKey: async (w) => ({ params: { keyId: await olderSigningKey(w) } }),
  UpdateOidcSessionConfig: () => ({ body: { ttl: 1_209_600 } }),
  UpsertIdTokenConfig: () => ({ body: { enabledExtendedClaims: ['roles', 'organizations', 'organization_roles'] } }),
};

/** An active signing key older than the current one, to delete. */
async function olderSigningKey(w: World): Promise<string> {
  const key = await newSigningKeyPair();
  await w.app.running.services.db
    .insertInto('signing_keys')
    .values({
      id: key.kid,
      alg: key.alg,
      private_key: JSON.stringify(key.privateJwk),
      public_jwk: JSON.stringify(key.publicJwk),
      created_at: new Date(0),
      retired_at: null,
    })
    .execute();
  return key.kid;
}

/** A sign-in session of the seeded user, as a sign-in leaves the row. */
async function session(w: World): Promise<string> {
  const id = `sess${suffix()}`;
  await w.app.running.services.db
    .insertInto('sessions')
    .values({ id, user_id: w.user, expires_at: new Date(Date.now() + 3_600_000), secret_digest: randomBytes(32) })
    .execute();
  return id;
}

async function ssoConnector(w: World): Promise<string> {
  return (await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` })).id as string;
}
