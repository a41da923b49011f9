import * as connectors from '../../domain/connectors.js';
import type { Resolvers } from '../types.generated.js';

export const connectorResolvers: Resolvers = {
  Query: {
    connectors: async (_, __, ctx) => connectors.listConnectors(ctx.db),
    connector: async (_, { id }, ctx) => connectors.getConnector(ctx.db, id),
    connectorFactories: () => [...connectors.listConnectorFactories()],
    connectorFactory: (_, { id }) => connectors.getConnectorFactory(id),
  },
  Mutation: {
    createConnector: async (_, { input }, ctx) => ({
      connector: await connectors.createConnector(ctx.db, input, ctx.services.config.keyEncryptionKey),
      userErrors: [],
    }),
    updateConnector: async (_, { id, input }, ctx) => ({
      connector: await connectors.updateConnector(ctx.db, id, input, ctx.services.config.keyEncryptionKey),
      userErrors: [],
    }),
    deleteConnector: async (_, { id }, ctx) => ({ deletedId: await connectors.deleteConnector(ctx.db, id), userErrors: [] }),
  },
};
