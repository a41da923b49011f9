import * as roles from '../../domain/directory/roles.js';
import { pageRequest } from '../../domain/pagination.js';
import { batchLoader } from '../batch-loader.js';
import { toConnection } from '../connection.js';
import type { Page } from '../../domain/pagination.js';
import type { Resolvers, Role as RoleNode } from '../types.generated.js';
import type { GraphQLContext } from '../context.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';

// A domain role lacks `scopes`, which Role.scopes loads only when a query asks for it.
// (cast: the generated parent type lists the fields its own resolvers fill)
const node = (role: roles.Role) => role as unknown as RoleNode as never;
const nodes = (page: Page<roles.Role>) => ({ ...page, items: page.items.map(node) });
const scopesOf = batchLoader(
  (ctx, ids) => roles.scopesOfRoles(ctx.db, ids),
  () => [],
);
const holdersOf = batchLoader(
  (ctx, ids) => roles.roleHolders(ctx.db, ids),
  (): roles.RoleHolders => ({ usersCount: 0, applicationsCount: 0, featuredUsers: [], featuredApplications: [] }),
);

/** An assignment's payload: the ids, and the named roles (read after the write, in its transaction). */
async function assigned(ctx: GraphQLContext, result: roles.RoleAssignment) {
  const named = await Promise.all(result.roleIds.map((id) => roles.getRole(ctx.db, id)));
  return { ...result, roles: named.map(node), userErrors: [] };
}

export const roleResolvers: Resolvers = {
  Query: {
    roles: async (_, args, ctx) => toConnection(nodes(await roles.listRoles(ctx.db, pageRequest(args), args))),
    role: async (_, { id }, ctx) => node(await roles.getRole(ctx.db, id)),
    roleScopes: async (_, args, ctx) => toConnection(await roles.listRoleScopes(ctx.db, args.id, pageRequest(args))),
    roleUsers: async (_, args, ctx) => toConnection(await roles.listRoleUsers(ctx.db, args.id, pageRequest(args), args)),
    roleApplications: async (_, args, ctx) => toConnection(await roles.listRoleApplications(ctx.db, args.id, pageRequest(args), args)),
    userRoles: async (_, args, ctx) => toConnection(nodes(await roles.listUserRoles(ctx.db, args.userId, pageRequest(args), args))),
    applicationRoles: async (_, args, ctx) => toConnection(nodes(await roles.listApplicationRoles(ctx.db, args.applicationId, pageRequest(args), args))),
  },
  Role: {
    // createRole already carries the scopes it granted; other parents load them.
    scopes: async (parent, _, ctx) => parent.scopes ?? scopesOf(ctx, parent.id!),
    tenantId: () => TENANT_ID,
    usersCount: async (parent, _, ctx) => (await holdersOf(ctx, parent.id!)).usersCount,
    applicationsCount: async (parent, _, ctx) => (await holdersOf(ctx, parent.id!)).applicationsCount,
    featuredUsers: async (parent, _, ctx) => (await holdersOf(ctx, parent.id!)).featuredUsers,
    featuredApplications: async (parent, _, ctx) => (await holdersOf(ctx, parent.id!)).featuredApplications,
  },
  Mutation: {
    createRole: async (_, { input }, ctx) => ({ role: node(await roles.createRole(ctx.db, input)), userErrors: [] }),
    updateRole: async (_, { id, input }, ctx) => ({ role: node(await roles.updateRole(ctx.db, id, input)), userErrors: [] }),
    deleteRole: async (_, { id }, ctx) => ({ deletedId: await roles.deleteRole(ctx.db, id), userErrors: [] }),
    addRoleScopes: async (_, { id, scopeIds }, ctx) => ({ scopes: await roles.addRoleScopes(ctx.db, id, scopeIds), userErrors: [] }),
    removeRoleScope: async (_, { id, scopeId }, ctx) => ({
      deletedId: await roles.removeRoleScope(ctx.db, id, scopeId),
      userErrors: [],
    }),
    assignRoleUsers: async (_, { id, userIds }, ctx) => ({ users: await roles.assignRoleUsers(ctx.db, id, userIds), userErrors: [] }),
    removeRoleUser: async (_, { id, userId }, ctx) => ({
      deletedId: await roles.removeRoleUser(ctx.db, id, userId),
      userErrors: [],
    }),
    assignUserRoles: async (_, { userId, roleIds }, ctx) => assigned(ctx, await roles.assignUserRoles(ctx.db, userId, roleIds)),
    replaceUserRoles: async (_, { userId, roleIds }, ctx) => ({ roleIds: await roles.replaceUserRoles(ctx.db, userId, roleIds), userErrors: [] }),
    removeUserRole: async (_, { userId, roleId }, ctx) => ({
      deletedId: await roles.removeUserRole(ctx.db, userId, roleId),
      userErrors: [],
    }),
    assignApplicationRoles: async (_, { applicationId, roleIds }, ctx) => assigned(ctx, await roles.assignApplicationRoles(ctx.db, applicationId, roleIds)),
    replaceApplicationRoles: async (_, { applicationId, roleIds }, ctx) => ({
      roleIds: await roles.replaceApplicationRoles(ctx.db, applicationId, roleIds),
      userErrors: [],
    }),
    assignRoleApplications: async (_, { id, applicationIds }, ctx) => ({
      applicationIds: await roles.assignRoleApplications(ctx.db, id, applicationIds),
      userErrors: [],
    }),
    removeRoleApplication: async (_, { id, applicationId }, ctx) => ({
      deletedId: await roles.removeRoleApplication(ctx.db, id, applicationId),
      userErrors: [],
    }),
    removeApplicationRole: async (_, { applicationId, roleId }, ctx) => ({
      deletedId: await roles.removeApplicationRole(ctx.db, applicationId, roleId),
      userErrors: [],
    }),
  },
};
