import { TENANT_ID } from '../../domain/instance/tenant.js';
import { pageRequest } from '../../domain/pagination.js';
import * as sso from '../../domain/federation/sso-connectors.js';
import { startSsoConnectorTest, type ConnectorTestStart } from '../../domain/federation/connector-tests.js';
import { outboundPolicyOf } from '../../net/outbound-urls.js';
import { toConnection } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import { beforeTransaction } from '../mutation-middleware.js';
import type { Resolvers } from '../types.generated.js';

const endpoints = (ctx: GraphQLContext) => ({ baseUrl: ctx.services.config.baseUrl });
const kek = (ctx: GraphQLContext) => ctx.services.config.keyEncryptionKey;
// A metadata URL is fetched under the webhook targets' rule, and its switch for private addresses.
const fetchPolicy = (ctx: GraphQLContext) => ({ allowPrivate: ctx.services.config.webhookAllowPrivateTargets });
// An OIDC issuer is held to the same rule (src/net/outbound-urls.ts).
const outbound = (ctx: GraphQLContext) => outboundPolicyOf(ctx.services.config);
const fetched = (ctx: GraphQLContext) => ctx.prepared as sso.FetchedSamlMetadata | undefined;

export const ssoConnectorResolvers: Resolvers = {
  Query: {
    ssoConnectorProviders: () => sso.SSO_PROVIDERS.map((p) => ({ ...p })),
    ssoConnectors: async (_, args, ctx) => toConnection(await sso.listSsoConnectors(ctx.db, pageRequest(args), endpoints(ctx))),
    ssoConnector: async (_, { id }, ctx) => sso.getSsoConnector(ctx.db, id, endpoints(ctx)),
  },
  SsoConnector: {
    tenantId: () => TENANT_ID,
    enableTokenStorage: () => false,
  },
  SsoConnectorProvider: {
    configFields: (parent) => (parent.providerName ? sso.providerConfigFields(parent.providerName) : []),
  },
  Mutation: {
    // Asks the IdP (an OIDC connector's discovery) and keeps the test before the transaction opens.
    startSsoConnectorTest: beforeTransaction(
      ({ id }, ctx) => startSsoConnectorTest(ctx.db, endpoints(ctx), kek(ctx), outbound(ctx), id, ctx.auth?.sub ?? null, ctx.services.clock.now()),
      async (_, __, ctx) => ({ ...(ctx.prepared as ConnectorTestStart), userErrors: [] }),
    ),
    // The IdP's metadata URL is fetched before the transaction opens (no connection held while it answers).
    createSsoConnector: beforeTransaction(
      ({ input }, ctx) => sso.fetchSamlMetadata(ctx.db, null, input, fetchPolicy(ctx)),
      async (_, { input }, ctx) => ({
        ssoConnector: await sso.createSsoConnector(ctx.db, input, endpoints(ctx), kek(ctx), outbound(ctx), fetched(ctx)),
        userErrors: [],
      }),
    ),
    updateSsoConnector: beforeTransaction(
      ({ id, input }, ctx) => sso.fetchSamlMetadata(ctx.db, id, input, fetchPolicy(ctx)),
      async (_, { id, input }, ctx) => ({
        ssoConnector: await sso.updateSsoConnector(ctx.db, id, input, endpoints(ctx), kek(ctx), outbound(ctx), fetched(ctx)),
        userErrors: [],
      }),
    ),
    deleteSsoConnector: async (_, { id }, ctx) => ({ deletedId: await sso.deleteSsoConnector(ctx.db, id), userErrors: [] }),
  },
};
