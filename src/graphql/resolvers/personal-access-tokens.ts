import * as pats from '../../domain/oauth/personal-access-tokens.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import type { Resolvers } from '../types.generated.js';

export const personalAccessTokenResolvers: Resolvers = {
  PersonalAccessToken: {
    tenantId: () => TENANT_ID,
  },
  Query: {
    personalAccessTokens: async (_, { userId }, ctx) => pats.listPersonalAccessTokens(ctx.db, userId),
  },
  Mutation: {
    createPersonalAccessToken: async (_, { userId, input }, ctx) => ({
      personalAccessToken: await pats.createPersonalAccessToken(ctx.db, userId, input, ctx.services.clock.now()),
      userErrors: [],
    }),
    renamePersonalAccessToken: async (_, { userId, name, newName }, ctx) => ({
      personalAccessToken: await pats.renamePersonalAccessToken(ctx.db, userId, name, newName),
      userErrors: [],
    }),
    deletePersonalAccessToken: async (_, { userId, name }, ctx) => ({
      deletedName: await pats.deletePersonalAccessToken(ctx.db, userId, name),
      userErrors: [],
    }),
  },
};
