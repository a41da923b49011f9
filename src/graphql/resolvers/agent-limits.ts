// A user's limits on the agents acting for them (schema/agent-limits.graphql): thin calls into
// domain/oauth/user-agent-limits.ts.
import { listAgentLimits, removeAgentLimit, setAgentLimit } from '../../domain/oauth/user-agent-limits.js';
import type { Resolvers } from '../types.generated.js';

export const agentLimitResolvers: Resolvers = {
  Query: {
    userAgentLimits: (_, { userId }, ctx) => listAgentLimits(ctx.db, userId),
  },
  Mutation: {
    setUserAgentLimit: async (_, { userId, applicationId, resources }, ctx) => ({
      limit: await setAgentLimit(ctx.db, userId, applicationId, resources),
      userErrors: [],
    }),
    removeUserAgentLimit: async (_, { userId, applicationId }, ctx) => ({
      removedApplicationId: await removeAgentLimit(ctx.db, userId, applicationId),
      userErrors: [],
    }),
  },
};
