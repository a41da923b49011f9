import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../domain/sign-in/languages.js';
import type { Db } from '../../db/database.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import {
  draftExperienceSettings,
  getExperienceSettings,
  type ExperienceSettings,
  type ExperienceSettingsPatch,
} from '../../domain/sign-in/experience-settings.js';
import {
  COMPATIBLE_EXPERIENCE_KEYS,
  compatibleExperienceKeys,
  updateExperienceSettingsWithCompatibleKeys,
  type CompatibleExperienceInput,
} from '../../domain/sign-in/experience-compat.js';
import type { Config } from '../../config.js';
import { DomainError, invalidInput } from '../../domain/errors.js';
import { checkPassword } from '../../domain/sign-in/password-check.js';
import type { MutationUpdateSignInExperienceArgs, Resolvers } from '../types.generated.js';
import { smsDeliveryConfigured } from '../../domain/sign-in/message-delivery.js';

type Input = MutationUpdateSignInExperienceArgs['input'];

/** The settings as the schema shows them: `verify` is `verifyEmail` under the compatible name, and the product's other keys beside them. */
const view = async (s: ExperienceSettings, db: Db, config: Config) => ({
  ...s,
  signUp: { ...s.signUp, verify: s.signUp.verifyEmail },
  ...compatibleExperienceKeys(s, { smsConfigured: await smsDeliveryConfigured(db, config), tenantId: TENANT_ID }),
});

/** The product's keys of the input apart from Tessera's own settings. */
function splitInput(input: Input): { own: Input; compatible: CompatibleExperienceInput } {
  const own: Record<string, unknown> = { ...input };
  const compatible: CompatibleExperienceInput = {};
  for (const key of COMPATIBLE_EXPERIENCE_KEYS) {
    if (key in own) compatible[key] = own[key];
    delete own[key];
  }
  return { own, compatible };
}

/** The input as the domain's patch: `verify` is the compatible name of `verifyEmail`; isPasswordPrimary defaults to true. */
function patchOf(input: Input): ExperienceSettingsPatch {
  const { signUp, signIn, ...rest } = input;
  let verifyEmail = signUp?.verifyEmail ?? undefined;
  if (signUp?.verify !== undefined && signUp.verify !== null) {
    if (verifyEmail !== undefined && verifyEmail !== signUp.verify) {
      throw new DomainError('guard.invalid_input', 'signUp.verify and signUp.verifyEmail are one setting: give one of them', undefined, ['signUp', 'verify']);
    }
    verifyEmail = signUp.verify;
  }
  return {
    ...rest,
    ...(signUp ? { signUp: { identifiers: signUp.identifiers, password: signUp.password, verifyEmail } } : {}),
    ...(signIn ? { signIn: { methods: signIn.methods?.map((m) => ({ ...m, isPasswordPrimary: m.isPasswordPrimary ?? true })) } } : {}),
  };
}

export const signInExperienceResolvers: Resolvers = {
  Query: {
    signInExperience: async (_, __, ctx) => view(await getExperienceSettings(ctx.db, ctx.services.config), ctx.db, ctx.services.config),
    checkPassword: (_, { password, userId }, ctx) => checkPassword(ctx.db, password, userId),
    signInExperiencePreview: async (_, { input, language }, ctx) => {
      const settings = await draftExperienceSettings(ctx.db, ctx.services.config, patchOf(splitInput(input).own));
      const shown = language ?? settings.languageInfo.fallbackLanguage;
      if (!isSupportedLanguage(shown)) throw invalidInput(`language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`, ['language']);
      if (!ctx.services.renderSignInPreview) throw new Error('the sign-in pages are not mounted in this process');
      return ctx.services.renderSignInPreview(settings, shown);
    },
  },
  Mutation: {
    updateSignInExperience: async (_, { input }, ctx) => {
      const { own, compatible } = splitInput(input);
      const settings = await updateExperienceSettingsWithCompatibleKeys(ctx.db, ctx.services.config, patchOf(own), compatible, TENANT_ID);
      return { signInExperience: await view(settings, ctx.db, ctx.services.config), userErrors: [] };
    },
  },
};
