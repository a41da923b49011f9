// Email templates per usage and language (the compatible /api/email-templates).
import * as templates from '../../domain/sign-in/email-templates.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import type { Resolvers } from '../types.generated.js';

export const emailTemplateResolvers: Resolvers = {
  EmailTemplate: {
    tenantId: () => TENANT_ID,
    createdAt: (template) => template.createdAt.getTime(),
  },
  Query: {
    emailTemplates: (_, filter, ctx) => templates.listEmailTemplates(ctx.db, filter),
    emailTemplate: (_, { id }, ctx) => templates.getEmailTemplate(ctx.db, id),
  },
  Mutation: {
    replaceEmailTemplates: async (_, args, ctx) => ({ emailTemplates: await templates.replaceEmailTemplates(ctx.db, args.templates), userErrors: [] }),
    updateEmailTemplateDetails: async (_, { id, details }, ctx) => ({
      emailTemplate: await templates.updateEmailTemplateDetails(ctx.db, id, details),
      userErrors: [],
    }),
    deleteEmailTemplate: async (_, { id }, ctx) => {
      await templates.deleteEmailTemplate(ctx.db, id);
      return { rowCount: 1, userErrors: [] };
    },
    deleteEmailTemplates: async (_, filter, ctx) => ({ rowCount: await templates.deleteEmailTemplates(ctx.db, filter), userErrors: [] }),
  },
};
