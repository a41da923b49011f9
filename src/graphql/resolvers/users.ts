import * as users from '../../domain/users.js';
import { getUserSsoIdentity } from '../../domain/user-identities.js';
import { pageRequest } from '../../domain/pagination.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

export const userResolvers: Resolvers = {
  Query: {
    users: async (_, args, ctx) => toConnection(await users.listUsers(ctx.db, pageRequest(args), args.search)),
    user: async (_, { id }, ctx) => users.getUser(ctx.db, id),
    userSsoIdentity: async (_, { id, ssoConnectorId }, ctx) => getUserSsoIdentity(ctx.db, id, ssoConnectorId),
  },
  Mutation: {
    createUser: async (_, { input }, ctx) => ({ user: await users.createUser(ctx.db, input), userErrors: [] }),
    updateUser: async (_, { id, input }, ctx) => ({ user: await users.updateUser(ctx.db, id, input), userErrors: [] }),
    updateUserCustomData: async (_, { id, customData }, ctx) => ({
      value: await users.mergeUserCustomData(ctx.db, id, customData),
      userErrors: [],
    }),
    updateUserProfile: async (_, { id, profile }, ctx) => ({
      value: await users.mergeUserProfile(ctx.db, id, profile),
      userErrors: [],
    }),
    updateUserPassword: async (_, { id, password }, ctx) => ({
      user: await users.setUserPassword(ctx.db, id, password),
      userErrors: [],
    }),
    setUserSuspended: async (_, { id, isSuspended }, ctx) => ({
      user: await users.setUserSuspended(ctx.db, id, isSuspended),
      userErrors: [],
    }),
    deleteUser: async (_, { id }, ctx) => ({ deletedId: await users.deleteUser(ctx.db, id), userErrors: [] }),
  },
};
