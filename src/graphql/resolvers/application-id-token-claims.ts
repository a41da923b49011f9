// An application's ID-token claim mappings (schema/application-id-token-claims.graphql): thin
// calls into domain/directory/application-id-token-claims.ts.
import * as claims from '../../domain/directory/application-id-token-claims.js';
import type { Resolvers } from '../types.generated.js';

export const applicationIdTokenClaimResolvers: Resolvers = {
  Query: {
    testApplicationIdTokenClaims: async (_, { id, userId, grantType }, ctx) => claims.testApplicationIdTokenClaims(ctx.db, id, { userId, grantType }),
  },
  Application: {
    idTokenClaims: async (application, _, ctx) => claims.getApplicationIdTokenClaims(ctx.db, application.id),
  },
  Mutation: {
    setApplicationIdTokenClaims: async (_, { id, mappings }, ctx) => ({
      mappings: await claims.setApplicationIdTokenClaims(ctx.db, id, mappings),
      userErrors: [],
    }),
  },
};
