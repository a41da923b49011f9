import { exchangeCode } from '../../connectors/index.js';
import * as connectors from '../../domain/connectors.js';
import { linkIdentityByCode } from '../../domain/user-identities-link.js';
import * as identities from '../../domain/user-identities.js';
import type { Resolvers } from '../types.generated.js';

export const connectorResolvers: Resolvers = {
  Query: {
    connectors: async (_, __, ctx) => connectors.listConnectors(ctx.db),
    connector: async (_, { id }, ctx) => connectors.getConnector(ctx.db, id),
    connectorFactories: () => [...connectors.listConnectorFactories()],
    connectorFactory: (_, { id }) => connectors.getConnectorFactory(id),
    userIdentity: async (_, { id, target }, ctx) => ({ ...(await identities.getUserIdentity(ctx.db, id, target)) }),
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
    setUserIdentity: async (_, { id, target, input }, ctx) => ({ ...(await identities.setUserIdentity(ctx.db, id, target, input)), userErrors: [] }),
    linkUserIdentity: async (_, { id, input }, ctx) => ({
      ...(await linkIdentityByCode(ctx.db, ctx.services.config.keyEncryptionKey, id, input, exchangeCode)),
      userErrors: [],
    }),
    deleteUserIdentity: async (_, { id, target }, ctx) => ({ ...(await identities.deleteUserIdentity(ctx.db, id, target)), userErrors: [] }),
  },
};
