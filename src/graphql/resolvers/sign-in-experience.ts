import { getExperienceSettings, updateExperienceSettings } from '../../domain/experience-settings.js';
import { checkPassword } from '../../domain/password-check.js';
import type { Resolvers } from '../types.generated.js';

export const signInExperienceResolvers: Resolvers = {
  Query: {
    signInExperience: (_, __, ctx) => getExperienceSettings(ctx.db, ctx.services.config),
    checkPassword: (_, { password, userId }, ctx) => checkPassword(ctx.db, password, userId),
  },
  Mutation: {
    updateSignInExperience: async (_, { input }, ctx) => ({
      signInExperience: await updateExperienceSettings(ctx.db, ctx.services.config, input),
      userErrors: [],
    }),
  },
};
