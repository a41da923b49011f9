import { exchangeCode } from '../../connectors/index.js';
import * as connectors from '../../domain/federation/connectors.js';
import { startSocialConnectorTest, type ConnectorTestStart } from '../../domain/federation/connector-tests.js';
import { exchangeIdentityCode, linkExchangedIdentity, type ExchangedIdentity } from '../../domain/federation/user-identities-link.js';
import { beforeTransaction } from '../mutation-middleware.js';
import * as identities from '../../domain/federation/user-identities.js';
import type { Resolvers } from '../types.generated.js';
import type { GraphQLContext } from '../context.js';
import { outboundPolicyOf } from '../../net/outbound-urls.js';

/** The rule every upstream URL of a connector is held to (src/net/outbound-urls.ts). */
const outbound = (ctx: GraphQLContext) => outboundPolicyOf(ctx.services.config);

export const connectorResolvers: Resolvers = {
  Query: {
    connectors: async (_, __, ctx) => connectors.listConnectors(ctx.db),
    connector: async (_, { id }, ctx) => connectors.getConnector(ctx.db, id),
    connectorFactories: () => [...connectors.listConnectorFactories()],
    connectorFactory: (_, { id }) => connectors.getConnectorFactory(id),
    userIdentity: async (_, { id, target }, ctx) => ({ ...(await identities.getUserIdentity(ctx.db, id, target)) }),
  },
  ConnectorFactory: {
    configFields: (parent) => connectors.factoryConfigFields(parent.id as connectors.ConnectorFactoryId),
  },
  Connector: {
    callbackUri: (parent, _, ctx) => connectors.socialCallbackUrl(ctx.services.config.baseUrl, parent.id),
  },
  Mutation: {
    createConnector: async (_, { input }, ctx) => ({
      connector: await connectors.createConnector(ctx.db, input, ctx.services.config.keyEncryptionKey, outbound(ctx)),
      userErrors: [],
    }),
    updateConnector: async (_, { id, input }, ctx) => ({
      connector: await connectors.updateConnector(ctx.db, id, input, ctx.services.config.keyEncryptionKey, outbound(ctx)),
      userErrors: [],
    }),
    deleteConnector: async (_, { id }, ctx) => ({ deletedId: await connectors.deleteConnector(ctx.db, id), userErrors: [] }),
    // Asks the provider (an OIDC connector's discovery) and keeps the test before the transaction
    // opens: the test's row is its own, lapsing unused if the call fails later.
    startConnectorTest: beforeTransaction(
      ({ id }, ctx) =>
        startSocialConnectorTest(
          ctx.db,
          ctx.services.config.baseUrl,
          ctx.services.config.keyEncryptionKey,
          outbound(ctx),
          id,
          ctx.auth?.sub ?? null,
          ctx.services.clock.now(),
        ),
      async (_, __, ctx) => ({ ...(ctx.prepared as ConnectorTestStart), userErrors: [] }),
    ),
    setUserIdentity: async (_, { id, target, input }, ctx) => ({ ...(await identities.setUserIdentity(ctx.db, id, target, input)), userErrors: [] }),
    // The code exchange calls the provider: it runs before the transaction opens.
    linkUserIdentity: beforeTransaction(
      ({ id, input }, ctx) => exchangeIdentityCode(ctx.db, ctx.services.config.keyEncryptionKey, outbound(ctx), id, input, exchangeCode),
      async (_, { id }, ctx) => ({ ...(await linkExchangedIdentity(ctx.db, id, ctx.prepared as ExchangedIdentity)), userErrors: [] }),
    ),
    deleteUserIdentity: async (_, { id, target }, ctx) => ({ ...(await identities.deleteUserIdentity(ctx.db, id, target)), userErrors: [] }),
  },
};
