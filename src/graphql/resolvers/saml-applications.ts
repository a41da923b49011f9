import * as saml from '../../domain/directory/saml-applications.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import { pageRequest } from '../../domain/pagination.js';
import { toConnection } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../types.generated.js';

const endpoints = (ctx: GraphQLContext) => ({ baseUrl: ctx.services.config.baseUrl });
const kek = (ctx: GraphQLContext) => ctx.services.config.keyEncryptionKey;
/** SP metadata by URL is fetched under the webhook target rule (private targets only where the operator allows them). */
const fetchPolicy = (ctx: GraphQLContext) => ({ allowPrivate: ctx.services.config.webhookAllowPrivateTargets });

export const samlApplicationResolvers: Resolvers = {
  SamlApplication: {
    tenantId: () => TENANT_ID,
    type: () => 'SAML',
    idp: (app, _, ctx) => saml.idpEndpoints(endpoints(ctx), app.id),
    metadata: (app, _, ctx) => saml.samlIdpMetadata(ctx.db, app.id, endpoints(ctx)),
  },
  SamlApplicationSecret: {
    fingerprints: (secret) => saml.secretFingerprints(secret),
  },
  Query: {
    samlApplications: async (_, args, ctx) => toConnection(await saml.listSamlApplications(ctx.db, pageRequest(args))),
    samlApplication: async (_, { id }, ctx) => saml.getSamlApplication(ctx.db, id),
    samlApplicationSecrets: async (_, { id }, ctx) => saml.listSamlApplicationSecrets(ctx.db, id),
  },
  Mutation: {
    createSamlApplication: async (_, { input }, ctx) => ({
      samlApplication: await saml.createSamlApplication(ctx.db, input, kek(ctx), ctx.services.clock.now(), fetchPolicy(ctx)),
      userErrors: [],
    }),
    updateSamlApplication: async (_, { id, input }, ctx) => ({
      samlApplication: await saml.updateSamlApplication(ctx.db, id, input, fetchPolicy(ctx)),
      userErrors: [],
    }),
    deleteSamlApplication: async (_, { id }, ctx) => ({ deletedId: await saml.deleteSamlApplication(ctx.db, id), userErrors: [] }),
    createSamlApplicationSecret: async (_, { id, lifeSpanInYears }, ctx) => ({
      samlApplicationSecret: await saml.createSamlApplicationSecret(ctx.db, id, lifeSpanInYears, kek(ctx), ctx.services.clock.now()),
      userErrors: [],
    }),
    updateSamlApplicationSecret: async (_, { id, secretId, active }, ctx) => ({
      samlApplicationSecret: await saml.setSamlApplicationSecretActive(ctx.db, id, secretId, active),
      userErrors: [],
    }),
    deleteSamlApplicationSecret: async (_, { id, secretId }, ctx) => ({
      deletedId: await saml.deleteSamlApplicationSecret(ctx.db, id, secretId),
      userErrors: [],
    }),
  },
};
