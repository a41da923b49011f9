import { pageRequest } from '../../domain/pagination.js';
import * as sso from '../../domain/sso-connectors.js';
import { toConnection } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../types.generated.js';

const endpoints = (ctx: GraphQLContext) => ({ baseUrl: ctx.services.config.baseUrl });
const kek = (ctx: GraphQLContext) => ctx.services.config.keyEncryptionKey;

export const ssoConnectorResolvers: Resolvers = {
  Query: {
    ssoConnectorProviders: () => sso.SSO_PROVIDERS.map((p) => ({ ...p })),
    ssoConnectors: async (_, args, ctx) => toConnection(await sso.listSsoConnectors(ctx.db, pageRequest(args), endpoints(ctx))),
    ssoConnector: async (_, { id }, ctx) => sso.getSsoConnector(ctx.db, id, endpoints(ctx)),
  },
  Mutation: {
    createSsoConnector: async (_, { input }, ctx) => ({ ssoConnector: await sso.createSsoConnector(ctx.db, input, endpoints(ctx), kek(ctx)), userErrors: [] }),
    updateSsoConnector: async (_, { id, input }, ctx) => ({ ssoConnector: await sso.updateSsoConnector(ctx.db, id, input, endpoints(ctx), kek(ctx)), userErrors: [] }),
    deleteSsoConnector: async (_, { id }, ctx) => ({ deletedId: await sso.deleteSsoConnector(ctx.db, id), userErrors: [] }),
  },
};
