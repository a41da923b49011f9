import * as appSignIn from '../../domain/sign-in/application-sign-in-experience.js';
import { invalidInput } from '../../domain/errors.js';
import { setPasswordExpired } from '../../domain/sign-in/password-expiration.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import * as logtoConfigs from '../../domain/directory/user-logto-configs.js';
import type { Resolvers } from '../types.generated.js';

export const compatRecordResolvers: Resolvers = {
  ApplicationSignInExperience: {
    tenantId: () => TENANT_ID,
  },
  Query: {
    userLogtoConfig: async (_, { userId }, ctx) => logtoConfigs.getUserLogtoConfig(ctx.db, userId),
    // A unique index on lower(username) has kept case variants out from the start.
    usernameCaseConflicts: (_, { limit }) => {
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidInput('limit must be an integer between 1 and 100', ['limit']);
      return { totalConflicts: 0, samples: [] };
    },
    applicationSignInExperience: async (_, { applicationId }, ctx) => appSignIn.getApplicationSignInExperience(ctx.db, applicationId),
  },
  Mutation: {
    updateUserLogtoConfig: async (_, { userId, input }, ctx) => ({
      config: await logtoConfigs.updateUserLogtoConfig(ctx.db, userId, {
        ...(input.mfa != null ? { mfa: Object.fromEntries(Object.entries(input.mfa).filter(([, v]) => v != null)) } : {}),
        ...(input.passkeySignIn != null ? { passkeySignIn: Object.fromEntries(Object.entries(input.passkeySignIn).filter(([, v]) => v != null)) } : {}),
      }),
      userErrors: [],
    }),
    updateUserPasswordExpiration: async (_, { userId, isExpired }, ctx) => ({
      user: await setPasswordExpired(ctx.db, userId, isExpired),
      userErrors: [],
    }),
    replaceApplicationSignInExperience: async (_, { applicationId, input }, ctx) => ({
      signInExperience: await appSignIn.replaceApplicationSignInExperience(ctx.db, applicationId, input),
      userErrors: [],
    }),
  },
};
