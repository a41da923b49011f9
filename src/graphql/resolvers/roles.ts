import * as roles from '../../domain/roles.js';
import { pageRequest } from '../../domain/pagination.js';
import { batchLoader } from '../batch-loader.js';
import { toConnection } from '../connection.js';
import type { Page } from '../../domain/pagination.js';
import type { Resolvers, Role as RoleNode } from '../types.generated.js';

// A domain role lacks `scopes`, which Role.scopes loads only when a query asks for it.
const node = (role: roles.Role) => role as RoleNode;
const nodes = (page: Page<roles.Role>) => ({ ...page, items: page.items.map(node) });
const scopesOf = batchLoader((ctx, ids) => roles.scopesOfRoles(ctx.db, ids), () => []);

export const roleResolvers: Resolvers = {
  Query: {
    roles: async (_, args, ctx) => toConnection(nodes(await roles.listRoles(ctx.db, pageRequest(args), args.type, args.search))),
    role: async (_, { id }, ctx) => node(await roles.getRole(ctx.db, id)),
    roleScopes: async (_, args, ctx) => toConnection(await roles.listRoleScopes(ctx.db, args.id, pageRequest(args))),
    roleUsers: async (_, args, ctx) => toConnection(await roles.listRoleUsers(ctx.db, args.id, pageRequest(args))),
    roleApplications: async (_, args, ctx) => toConnection(await roles.listRoleApplications(ctx.db, args.id, pageRequest(args))),
    userRoles: async (_, args, ctx) => toConnection(nodes(await roles.listUserRoles(ctx.db, args.userId, pageRequest(args)))),
    applicationRoles: async (_, args, ctx) =>
      toConnection(nodes(await roles.listApplicationRoles(ctx.db, args.applicationId, pageRequest(args)))),
  },
  Role: {
    // createRole already carries the scopes it granted; other parents load them.
    scopes: async (parent, _, ctx) => parent.scopes ?? scopesOf(ctx, parent.id!),
  },
  Mutation: {
    createRole: async (_, { input }, ctx) => ({ role: await roles.createRole(ctx.db, input), userErrors: [] }),
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
    assignUserRoles: async (_, { userId, roleIds }, ctx) => ({
      roles: (await roles.assignUserRoles(ctx.db, userId, roleIds)).map(node),
      userErrors: [],
    }),
    removeUserRole: async (_, { userId, roleId }, ctx) => ({
      deletedId: await roles.removeUserRole(ctx.db, userId, roleId),
      userErrors: [],
    }),
    assignApplicationRoles: async (_, { applicationId, roleIds }, ctx) => ({
      roles: (await roles.assignApplicationRoles(ctx.db, applicationId, roleIds)).map(node),
      userErrors: [],
    }),
    removeApplicationRole: async (_, { applicationId, roleId }, ctx) => ({
      deletedId: await roles.removeApplicationRole(ctx.db, applicationId, roleId),
      userErrors: [],
    }),
  },
};
