import { TENANT_ID } from '../../domain/instance/tenant.js';
import * as accessControl from '../../domain/directory/application-access-control.js';
import * as applications from '../../domain/directory/applications.js';
import { isThirdPartyApplication } from '../../domain/directory/consent.js';
import { internalResources } from '../../domain/oauth/internal-resources.js';
import { backchannelLogoutLogs } from '../../domain/oauth/backchannel-logout.js';
import * as organizations from '../../domain/directory/organizations.js';
import { pageRequest } from '../../domain/pagination.js';
import { outboundPolicyOf } from '../../net/outbound-urls.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

export const applicationResolvers: Resolvers = {
  Query: {
    applicationOrganizations: async (_, args, ctx) =>
      toConnection(await organizations.listApplicationOrganizations(ctx.db, args.applicationId, pageRequest(args))),
    applications: async (_, args, ctx) => toConnection(await applications.listApplications(ctx.db, pageRequest(args), args)),
    application: async (_, { id }, ctx) => applications.getApplication(ctx.db, id),
    applicationBackchannelLogoutLogs: async (_, args, ctx) => toConnection(await backchannelLogoutLogs(ctx.db, args.id, args, pageRequest(args))),
  },
  Application: {
    tenantId: () => TENANT_ID,
    isThirdParty: async (application, _, ctx) => isThirdPartyApplication(ctx.db, application.id),
    protectedAppMetadata: () => null,
    appLevelAccessControlEnabled: async (application, _, ctx) => accessControl.applicationAccessControlEnabled(ctx.db, application.id),
  },
  Mutation: {
    updateApplicationCustomData: async (_, { id, customData }, ctx) => ({
      value: await applications.mergeApplicationCustomData(ctx.db, id, customData),
      userErrors: [],
    }),
    createApplication: async (_, { input }, ctx) => ({
      ...(await applications.createApplication(ctx.db, input, internalResources(ctx.services.config), outboundPolicyOf(ctx.services.config))),
      userErrors: [],
    }),
    updateApplication: async (_, { id, input }, ctx) => ({
      application: await applications.updateApplication(ctx.db, id, input, internalResources(ctx.services.config), outboundPolicyOf(ctx.services.config)),
      userErrors: [],
    }),
    deleteApplication: async (_, { id }, ctx) => ({
      deletedId: await applications.deleteApplication(ctx.db, id),
      userErrors: [],
    }),
    rotateApplicationSecret: async (_, { id }, ctx) => ({
      ...(await applications.rotateApplicationSecret(ctx.db, id)),
      userErrors: [],
    }),
  },
};
