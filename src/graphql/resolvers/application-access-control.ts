// Application-level access control (schema/application-access-control.graphql): thin calls into
// domain/directory/application-access-control.ts.
import { accessControlLabels, getApplicationAccessControl, replaceApplicationAccessControl } from '../../domain/directory/application-access-control.js';
import type { Resolvers } from '../types.generated.js';

export const applicationAccessControlResolvers: Resolvers = {
  ApplicationAccessControl: {
    labels: (parent, _, ctx) => accessControlLabels(ctx.db, parent),
  },
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
