// Organization roles and organization scopes: thin calls into the domain.
import { TENANT_ID } from '../../domain/instance/tenant.js';
import * as roles from '../../domain/directory/organizations-roles.js';
import * as scopes from '../../domain/directory/organizations-scopes.js';
import { pageRequest } from '../../domain/pagination.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

export const organizationRoleResolvers: Resolvers = {
  OrganizationRole: {
    tenantId: () => TENANT_ID,
    usersCount: async (role, _, ctx) => (await roles.countRoleUsers(ctx.db, [role.id!])).get(role.id!) ?? 0,
  },
  OrganizationRoleResourceScope: {
    tenantId: () => TENANT_ID,
    resource: (scope) => ({ id: scope.resourceId, name: scope.resourceName, indicator: scope.resourceIndicator }),
  },
  Query: {
    organizationRoles: async (_, args, ctx) => toConnection(await roles.listOrganizationRoles(ctx.db, pageRequest(args), args.search)),
    organizationRole: async (_, { id }, ctx) => roles.getOrganizationRole(ctx.db, id),
    organizationScopes: async (_, args, ctx) => toConnection(await scopes.listOrganizationScopes(ctx.db, pageRequest(args), args.search)),
    organizationScope: async (_, { id }, ctx) => scopes.getOrganizationScope(ctx.db, id),
  },
  Mutation: {
    createOrganizationRole: async (_, { input }, ctx) => ({
      organizationRole: await roles.createOrganizationRole(ctx.db, input),
      userErrors: [],
    }),
    updateOrganizationRole: async (_, { id, input }, ctx) => ({
      organizationRole: await roles.updateOrganizationRole(ctx.db, id, input),
      userErrors: [],
    }),
    deleteOrganizationRole: async (_, { id }, ctx) => ({
      deletedId: await roles.deleteOrganizationRole(ctx.db, id),
      userErrors: [],
    }),
    replaceOrganizationRoleScopes: async (_, { id, organizationScopeIds }, ctx) => ({
      organizationScopes: await roles.replaceRoleScopes(ctx.db, id, organizationScopeIds),
      userErrors: [],
    }),
    addOrganizationRoleScopes: async (_, { id, organizationScopeIds }, ctx) => ({
      organizationScopes: await roles.addRoleScopes(ctx.db, id, organizationScopeIds),
      userErrors: [],
    }),
    removeOrganizationRoleScope: async (_, { id, organizationScopeId }, ctx) => ({
      organizationScopes: await roles.removeRoleScope(ctx.db, id, organizationScopeId),
      userErrors: [],
    }),
    replaceOrganizationRoleResourceScopes: async (_, { id, scopeIds }, ctx) => ({
      resourceScopes: await roles.replaceRoleResourceScopes(ctx.db, id, scopeIds),
      userErrors: [],
    }),
    addOrganizationRoleResourceScopes: async (_, { id, scopeIds }, ctx) => ({
      resourceScopes: await roles.addRoleResourceScopes(ctx.db, id, scopeIds),
      userErrors: [],
    }),
    removeOrganizationRoleResourceScope: async (_, { id, scopeId }, ctx) => ({
      resourceScopes: await roles.removeRoleResourceScope(ctx.db, id, scopeId),
      userErrors: [],
    }),
    createOrganizationScope: async (_, { input }, ctx) => ({
      organizationScope: await scopes.createOrganizationScope(ctx.db, input),
      userErrors: [],
    }),
    updateOrganizationScope: async (_, { id, input }, ctx) => ({
      organizationScope: await scopes.updateOrganizationScope(ctx.db, id, input),
      userErrors: [],
    }),
    deleteOrganizationScope: async (_, { id }, ctx) => ({
      deletedId: await scopes.deleteOrganizationScope(ctx.db, id),
      userErrors: [],
    }),
  },
};
