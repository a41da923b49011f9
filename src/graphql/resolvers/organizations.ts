// Organizations, their members and just-in-time email domains: thin calls into the domain.
import { TENANT_ID } from '../../domain/instance/tenant.js';
import * as organizations from '../../domain/directory/organizations.js';
import * as jit from '../../domain/federation/organizations-jit.js';
import * as members from '../../domain/directory/organizations-members.js';
import { pageRequest } from '../../domain/pagination.js';
import type { SsoConnector } from '../../domain/federation/sso-connectors.js';
import { toConnection } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import * as accessControl from '../../domain/directory/application-access-control.js';
import type { Resolvers } from '../types.generated.js';

const membership = (membershipChange: members.MembershipChange, memberIds?: readonly string[]) => ({
  membershipChange,
  memberIds: memberIds ? [...new Set(memberIds)] : null,
  userErrors: [],
});
const memberRoles = (organizationRoles: Awaited<ReturnType<typeof members.getMemberRoles>>) => ({
  organizationRoles,
  organizationRoleIds: organizationRoles.map((role) => role.id),
  userErrors: [],
});

const domains = (emailDomains: jit.OrganizationEmailDomain[]) => ({ emailDomains, userErrors: [] });
const ssoConnectors = (list: SsoConnector[]) => ({ ssoConnectors: list, userErrors: [] });
const endpoints = (ctx: GraphQLContext) => ({ baseUrl: ctx.services.config.baseUrl });

export const organizationResolvers: Resolvers = {
  Organization: { tenantId: () => TENANT_ID },
  OrganizationUser: { applicationId: () => null },
  OrganizationEmailDomain: { tenantId: () => TENANT_ID },
  OrganizationApplication: {
    tenantId: () => TENANT_ID,
    isThirdParty: () => false,
    protectedAppMetadata: () => null,
    appLevelAccessControlEnabled: async (application, _, ctx) => accessControl.applicationAccessControlEnabled(ctx.db, application.id),
  },
  OrganizationScope: { tenantId: () => TENANT_ID },
  Query: {
    organizations: async (_, args, ctx) => toConnection(await organizations.listOrganizations(ctx.db, pageRequest(args), args.search)),
    organization: async (_, { id }, ctx) => organizations.getOrganization(ctx.db, id),
    userOrganizations: async (_, { userId }, ctx) => organizations.listUserOrganizations(ctx.db, userId),
    organizationUsers: async (_, args, ctx) => toConnection(await members.listOrganizationUsers(ctx.db, args.id, pageRequest(args), args.search)),
    organizationApplications: async (_, args, ctx) => toConnection(await members.listOrganizationApplications(ctx.db, args.id, pageRequest(args), args)),
    organizationUserRoles: async (_, { id, userId }, ctx) => members.getMemberRoles(ctx.db, id, 'user', userId),
    organizationUserScopes: async (_, { id, userId }, ctx) => members.getMemberScopes(ctx.db, id, userId),
    organizationApplicationRoles: async (_, { id, applicationId }, ctx) => members.getMemberRoles(ctx.db, id, 'application', applicationId),
    organizationJitEmailDomains: async (_, { id }, ctx) => jit.getJitEmailDomains(ctx.db, id),
    organizationJitEmailDomainPage: async (_, args, ctx) => jit.pageJitEmailDomains(ctx.db, args.id, pageRequest(args)),
    organizationJitRoles: async (_, { id }, ctx) => jit.getJitRoles(ctx.db, id),
    organizationJitSsoConnectors: async (_, { id }, ctx) => jit.getJitSsoConnectors(ctx.db, id, endpoints(ctx)),
  },
  Mutation: {
    createOrganization: async (_, { input }, ctx) => ({
      organization: await organizations.createOrganization(ctx.db, input),
      userErrors: [],
    }),
    updateOrganization: async (_, { id, input }, ctx) => ({
      organization: await organizations.updateOrganization(ctx.db, id, input),
      userErrors: [],
    }),
    deleteOrganization: async (_, { id }, ctx) => ({
      deletedId: await organizations.deleteOrganization(ctx.db, id),
      userErrors: [],
    }),
    replaceOrganizationUsers: async (_, { id, userIds }, ctx) => membership(await members.replaceMembers(ctx.db, id, 'user', userIds)),
    addOrganizationUsers: async (_, { id, userIds }, ctx) => membership(await members.addMembers(ctx.db, id, 'user', userIds), userIds),
    removeOrganizationUser: async (_, { id, userId }, ctx) => membership(await members.removeMember(ctx.db, id, 'user', userId)),
    replaceOrganizationApplications: async (_, { id, applicationIds }, ctx) =>
      membership(await members.replaceMembers(ctx.db, id, 'application', applicationIds)),
    addOrganizationApplications: async (_, { id, applicationIds }, ctx) =>
      membership(await members.addMembers(ctx.db, id, 'application', applicationIds), applicationIds),
    removeOrganizationApplication: async (_, { id, applicationId }, ctx) => membership(await members.removeMember(ctx.db, id, 'application', applicationId)),
    assignOrganizationRolesToUsers: async (_, { id, userIds, organizationRoleIds }, ctx) => ({
      ...(await members.assignRolesToMembers(ctx.db, id, 'user', userIds, organizationRoleIds)),
      userErrors: [],
    }),
    assignOrganizationRolesToApplications: async (_, { id, applicationIds, organizationRoleIds }, ctx) => ({
      ...(await members.assignRolesToMembers(ctx.db, id, 'application', applicationIds, organizationRoleIds)),
      userErrors: [],
    }),
    replaceOrganizationUserRoles: async (_, { id, userId, organizationRoleIds }, ctx) =>
      memberRoles(await members.replaceMemberRoles(ctx.db, id, 'user', userId, organizationRoleIds)),
    addOrganizationUserRoles: async (_, { id, userId, organizationRoleIds, organizationRoleNames }, ctx) =>
      memberRoles(
        await members.addMemberRoles(ctx.db, id, 'user', userId, await members.roleIdsOf(ctx.db, organizationRoleIds ?? [], organizationRoleNames ?? [])),
      ),
    removeOrganizationUserRole: async (_, { id, userId, organizationRoleId }, ctx) =>
      memberRoles(await members.removeMemberRole(ctx.db, id, 'user', userId, organizationRoleId)),
    replaceOrganizationApplicationRoles: async (_, { id, applicationId, organizationRoleIds }, ctx) =>
      memberRoles(await members.replaceMemberRoles(ctx.db, id, 'application', applicationId, organizationRoleIds)),
    addOrganizationApplicationRoles: async (_, { id, applicationId, organizationRoleIds }, ctx) =>
      memberRoles(await members.addMemberRoles(ctx.db, id, 'application', applicationId, organizationRoleIds)),
    removeOrganizationApplicationRole: async (_, { id, applicationId, organizationRoleId }, ctx) =>
      memberRoles(await members.removeMemberRole(ctx.db, id, 'application', applicationId, organizationRoleId)),
    replaceOrganizationJitEmailDomains: async (_, { id, emailDomains }, ctx) => domains(await jit.replaceJitEmailDomains(ctx.db, id, emailDomains)),
    addOrganizationJitEmailDomain: async (_, { id, emailDomain }, ctx) => ({ ...(await jit.addJitEmailDomain(ctx.db, id, emailDomain)), userErrors: [] }),
    removeOrganizationJitEmailDomain: async (_, { id, emailDomain }, ctx) => domains(await jit.removeJitEmailDomain(ctx.db, id, emailDomain)),
    replaceOrganizationJitRoles: async (_, { id, organizationRoleIds }, ctx) => memberRoles(await jit.replaceJitRoles(ctx.db, id, organizationRoleIds)),
    addOrganizationJitRoles: async (_, { id, organizationRoleIds }, ctx) => memberRoles(await jit.addJitRoles(ctx.db, id, organizationRoleIds)),
    removeOrganizationJitRole: async (_, { id, organizationRoleId }, ctx) => memberRoles(await jit.removeJitRole(ctx.db, id, organizationRoleId)),
    replaceOrganizationJitSsoConnectors: async (_, { id, ssoConnectorIds }, ctx) =>
      ssoConnectors(await jit.replaceJitSsoConnectors(ctx.db, id, ssoConnectorIds, endpoints(ctx))),
    addOrganizationJitSsoConnectors: async (_, { id, ssoConnectorIds }, ctx) =>
      ssoConnectors(await jit.addJitSsoConnectors(ctx.db, id, ssoConnectorIds, endpoints(ctx))),
    removeOrganizationJitSsoConnector: async (_, { id, ssoConnectorId }, ctx) =>
      ssoConnectors(await jit.removeJitSsoConnector(ctx.db, id, ssoConnectorId, endpoints(ctx))),
  },
};
