// Organization invitations: thin calls into the domain.
import { TENANT_ID } from '../../domain/compat-tenant.js';
import * as invitations from '../../domain/organizations-invitations.js';
import { pageRequest } from '../../domain/pagination.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

export const organizationInvitationResolvers: Resolvers = {
  OrganizationInvitation: { tenantId: () => TENANT_ID },
  Query: {
    organizationInvitations: async (_, args, ctx) =>
      toConnection(
        await invitations.listOrganizationInvitations(ctx.db, pageRequest(args), {
          organizationId: args.organizationId,
          inviterId: args.inviterId,
        }),
      ),
    organizationInvitation: async (_, { id }, ctx) => invitations.getOrganizationInvitation(ctx.db, id),
  },
  Mutation: {
    createOrganizationInvitation: async (_, { input }, ctx) => ({
      organizationInvitation: await invitations.createOrganizationInvitation(ctx.db, input),
      membershipChange: null,
      userErrors: [],
    }),
    setOrganizationInvitationStatus: async (_, { id, input }, ctx) => ({
      ...(await invitations.setOrganizationInvitationStatus(ctx.db, id, input)),
      userErrors: [],
    }),
    deleteOrganizationInvitation: async (_, { id }, ctx) => ({
      deletedId: await invitations.deleteOrganizationInvitation(ctx.db, id),
      userErrors: [],
    }),
  },
};
