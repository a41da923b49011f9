// SCIM connections (Tessera's own; the compatible product has none): created with their token
// shown once, listed without it, revoked.
import { getOrganization } from '../../domain/directory/organizations.js';
import * as scim from '../../domain/scim/connections.js';
import type { Resolvers } from '../types.generated.js';

export const scimConnectionResolvers: Resolvers = {
  ScimConnection: {
    // Deleting an organization deletes its connections, so a bound connection always has one.
    organization: (connection, _args, ctx) => (connection.organizationId ? getOrganization(ctx.db, connection.organizationId) : null),
  },
  Query: {
    scimConnections: (_, _args, ctx) => scim.listScimConnections(ctx.db),
  },
  Mutation: {
    createScimConnection: async (_, { input }, ctx) => {
      const { connection, token } = await scim.createScimConnection(ctx.db, input);
      return { scimConnection: { ...connection, token }, userErrors: [] };
    },
    revokeScimConnection: async (_, { id }, ctx) => ({
      scimConnection: await scim.revokeScimConnection(ctx.db, id, ctx.services.clock.now()),
      userErrors: [],
    }),
  },
};
