import * as secrets from '../../domain/directory/application-secrets.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import type { Resolvers } from '../types.generated.js';

export const applicationSecretResolvers: Resolvers = {
  NamedApplicationSecret: {
    tenantId: () => TENANT_ID,
    value: (secret) => secret.value ?? '',
  },
  Query: {
    applicationSecrets: async (_, { applicationId }, ctx) => secrets.listApplicationSecrets(ctx.db, applicationId),
  },
  Mutation: {
    createApplicationSecret: async (_, { applicationId, input }, ctx) => ({
      secret: await secrets.createApplicationSecret(ctx.db, applicationId, input, ctx.services.clock.now()),
      userErrors: [],
    }),
    renameApplicationSecret: async (_, { applicationId, name, newName }, ctx) => ({
      secret: await secrets.renameApplicationSecret(ctx.db, applicationId, name, newName),
      userErrors: [],
    }),
    deleteApplicationSecret: async (_, { applicationId, name }, ctx) => ({
      deletedName: await secrets.deleteApplicationSecret(ctx.db, applicationId, name),
      userErrors: [],
    }),
    deleteApplicationLegacySecret: async (_, { applicationId }, ctx) => ({
      application: await secrets.deleteApplicationLegacySecret(ctx.db, applicationId),
      userErrors: [],
    }),
  },
};
