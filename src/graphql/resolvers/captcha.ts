// The CAPTCHA provider (the compatible product's /api/captcha-provider): one per instance, the
// secret key masked in every answer. Removing it turns the sign-in experience's captchaPolicy off
// in the same transaction, so sign-in never waits on a provider that is gone.
import { TENANT_ID } from '../../domain/instance/tenant.js';
import { getCaptchaProvider, setCaptchaProvider } from '../../domain/sign-in/captcha.js';
import { removeCaptchaProvider } from '../../domain/sign-in/experience-settings.js';
import { DomainError } from '../../domain/errors.js';
import type { Resolvers } from '../types.generated.js';

export const captchaResolvers: Resolvers = {
  Query: {
    captchaProvider: async (_, __, ctx) => {
      const provider = await getCaptchaProvider(ctx.db);
      if (!provider) throw new DomainError('entity.not_found', 'No CAPTCHA provider is set.', { entity: 'captcha provider' });
      return { ...provider, tenantId: TENANT_ID };
    },
  },
  Mutation: {
    updateCaptchaProvider: async (_, { config }, ctx) => {
      // Omitted and null are alike: the domain's shape has no nulls.
      const given = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== null && v !== undefined));
      const provider = await setCaptchaProvider(ctx.db, ctx.services.config.keyEncryptionKey, ctx.services.clock, given);
      return { captchaProvider: { ...provider, tenantId: TENANT_ID }, userErrors: [] };
    },
    deleteCaptchaProvider: async (_, __, ctx) => {
      await removeCaptchaProvider(ctx.db);
      return { deleted: true, userErrors: [] };
    },
  },
};
