// The OIDC settings of the compatible /api/configs (session lifetime, ID token claims): thin calls into the domain.
import * as configs from '../../domain/oauth/oidc-configs.js';
import type { Resolvers } from '../types.generated.js';

export const oidcConfigResolvers: Resolvers = {
  Query: {
    oidcSessionConfig: (_, __, ctx) => configs.getOidcSessionConfig(ctx.db),
    idTokenConfig: (_, __, ctx) => configs.getIdTokenConfig(ctx.db),
  },
  Mutation: {
    updateOidcSessionConfig: async (_, { input }, ctx) => ({ oidcSessionConfig: await configs.updateOidcSessionConfig(ctx.db, input), userErrors: [] }),
    replaceIdTokenConfig: async (_, { input }, ctx) => ({ idTokenConfig: await configs.replaceIdTokenConfig(ctx.db, input), userErrors: [] }),
  },
};
