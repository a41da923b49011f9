// Application-level access control (schema/application-access-control.graphql): thin calls into
// domain/directory/application-access-control.ts.
import { getApplicationAccessControl, replaceApplicationAccessControl } from '../../domain/directory/application-access-control.js';
import type { Resolvers } from '../types.generated.js';

export const applicationAccessControlResolvers: Resolvers = {
  Query: {
    applicationAccessControl: async (_, { applicationId }, ctx) => getApplicationAccessControl(ctx.db, applicationId),
  },
  Mutation: {
    replaceApplicationAccessControl: async (_, { applicationId, input }, ctx) => ({
      accessControl: await replaceApplicationAccessControl(ctx.db, applicationId, input),
      userErrors: [],
    }),
  },
};
