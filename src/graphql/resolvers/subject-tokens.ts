import { createSubjectToken } from '../../domain/oauth/subject-tokens.js';
import type { Resolvers } from '../types.generated.js';

export const subjectTokenResolvers: Resolvers = {
  Mutation: {
    createSubjectToken: async (_, { input }, ctx) => ({
      subjectToken: await createSubjectToken(
        ctx.db,
        { userId: input.userId, context: input.context ?? undefined, creatorId: ctx.auth?.sub },
        ctx.services.clock.now(),
      ),
      userErrors: [],
    }),
  },
};
