import { clientRegistrationSettings, updateClientRegistrationSettings } from '../../domain/instance/client-registration/settings.js';
import { createInitialAccessToken, deleteInitialAccessToken, listInitialAccessTokens } from '../../domain/instance/client-registration/initial-tokens.js';
import { registrationKindsOf } from '../../domain/instance/client-registration/registration.js';
import { internalResources } from '../../domain/oauth/internal-resources.js';
import type { Resolvers } from '../types.generated.js';

const KIND = { dynamic: 'DYNAMIC', metadata_document: 'METADATA_DOCUMENT' } as const;

export const clientRegistrationResolvers: Resolvers = {
  Application: {
    registrationKind: async (application, _, ctx) => {
      const kind = (await registrationKindsOf(ctx.db, [application.id])).get(application.id);
      return kind ? KIND[kind] : null;
    },
  },
  Query: {
    clientRegistrationSettings: async (_, __, ctx) => clientRegistrationSettings(ctx.db),
    initialAccessTokens: async (_, __, ctx) => listInitialAccessTokens(ctx.db),
  },
  Mutation: {
    updateClientRegistrationSettings: async (_, { input }, ctx) => ({
      settings: await updateClientRegistrationSettings(ctx.db, input, internalResources(ctx.services.config)),
      userErrors: [],
    }),
    createInitialAccessToken: async (_, { input }, ctx) => {
      const { token, value } = await createInitialAccessToken(ctx.db, input, ctx.services.clock.now());
      return { initialAccessToken: { ...token, value }, userErrors: [] };
    },
    deleteInitialAccessToken: async (_, { id }, ctx) => ({ deletedId: await deleteInitialAccessToken(ctx.db, id), userErrors: [] }),
  },
};
