import { GraphQLError } from 'graphql';
import { OAuthError } from '../../oidc/errors.js';
import { issueToken } from '../../oidc/token-endpoint.js';
import type { Resolvers } from '../types.generated.js';

export const oauthResolvers: Resolvers = {
  Mutation: {
    issueToken: async (_, { input }, ctx) => {
      try {
        return await issueToken(ctx, input);
      } catch (error) {
        if (error instanceof OAuthError) {
          throw new GraphQLError(error.description, {
            originalError: error,
            extensions: { code: error.error, http: { status: error.status } },
          });
        }
        throw error;
      }
    },
  },
};
