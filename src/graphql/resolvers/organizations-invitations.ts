// Organization invitations: thin calls into the domain.
import { TENANT_ID } from '../../domain/instance/tenant.js';
import * as invitations from '../../domain/directory/organizations-invitations.js';
import { invitationMail } from '../../domain/sign-in/invitation-mail.js';
import { messageNotifier } from '../../domain/sign-in/message-delivery.js';
import { pageRequest } from '../../domain/pagination.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

export const organizationInvitationResolvers: Resolvers = {
  OrganizationInvitation: { tenantId: () => TENANT_ID },
  Query: {
    organizationInvitations: async (_, args, ctx) =>
      toConnection(
        await invitations.listOrganizationInvitations(ctx.db, ctx.services.clock, pageRequest(args), {
          organizationId: args.organizationId,
          inviterId: args.inviterId,
        }),
      ),
    organizationInvitation: async (_, { id }, ctx) => invitations.getOrganizationInvitation(ctx.db, ctx.services.clock, id),
  },
  Mutation: {
    createOrganizationInvitation: async (_, { input, messagePayload }, ctx) => {
      const payload = messagePayload ? invitations.checkMessagePayload(messagePayload) : undefined;
      const organizationInvitation = await invitations.createOrganizationInvitation(ctx.db, ctx.services.clock, input);
      // Inside the mutation's transaction: an invitation whose mail could not go is not kept.
      if (payload)
        await messageNotifier(ctx.db, ctx.services.config).sendMail(
          await invitationMail(ctx.db, ctx.services.clock, ctx.services.config, organizationInvitation.id, payload),
        );
      return { organizationInvitation, membershipChange: null, userErrors: [] };
    },
    sendOrganizationInvitationMessage: async (_, { id, messagePayload }, ctx) => {
      const payload = invitations.checkMessagePayload(messagePayload) ?? {};
      await messageNotifier(ctx.db, ctx.services.config).sendMail(await invitationMail(ctx.db, ctx.services.clock, ctx.services.config, id, payload));
      return { organizationInvitation: await invitations.getOrganizationInvitation(ctx.db, ctx.services.clock, id), membershipChange: null, userErrors: [] };
    },
    setOrganizationInvitationStatus: async (_, { id, input }, ctx) => ({
      ...(await invitations.setOrganizationInvitationStatus(ctx.db, ctx.services.clock, id, input)),
      userErrors: [],
    }),
    deleteOrganizationInvitation: async (_, { id }, ctx) => ({
      deletedId: await invitations.deleteOrganizationInvitation(ctx.db, id),
      userErrors: [],
    }),
  },
};
