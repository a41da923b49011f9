import {
  getExperienceSettings,
  updateExperienceSettings,
  type ExperienceSettings,
  type ExperienceSettingsPatch,
} from '../../domain/sign-in/experience-settings.js';
import { DomainError } from '../../domain/errors.js';
import { checkPassword } from '../../domain/sign-in/password-check.js';
import type { MutationUpdateSignInExperienceArgs, Resolvers } from '../types.generated.js';

type Input = MutationUpdateSignInExperienceArgs['input'];

/** The settings as the schema shows them: `verify` is `verifyEmail` under the compatible name. */
const view = (s: ExperienceSettings) => ({ ...s, signUp: { ...s.signUp, verify: s.signUp.verifyEmail } });

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
    signInExperience: async (_, __, ctx) => view(await getExperienceSettings(ctx.db, ctx.services.config)),
    checkPassword: (_, { password, userId }, ctx) => checkPassword(ctx.db, password, userId),
  },
  Mutation: {
    updateSignInExperience: async (_, { input }, ctx) => ({
      signInExperience: view(await updateExperienceSettings(ctx.db, ctx.services.config, patchOf(input))),
      userErrors: [],
    }),
  },
};
