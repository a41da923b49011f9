// The compatible product's sign-in experience keys for things Tessera has no setting for (terms
// links, custom CSS, support contacts, adaptive MFA, email block lists…). GET /api/sign-in-exp
// answers each with the value that describes what Tessera does, so a script written for the
// product reads a complete, truthful object; a PATCH may send a key back with that same value (a
// script that reads, changes one thing and writes the whole object back keeps working) but not
// change it: there is nothing behind it to change, and silently dropping it would lie. The one
// exception is `sentinelPolicy`, which is Tessera's account lockout under the product's name: a
// change to it changes `lockout`.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { DomainError } from '../errors.js';
import { parseFields } from '../input.js';
import { getExperienceSettings, updateExperienceSettings, type ExperienceSettings, type ExperienceSettingsPatch } from './experience-settings.js';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from './verification-codes.js';
import { smsDeliveryConfigured } from './message-delivery.js';

export interface CompatibleExperienceKeys {
  tenantId: string;
  id: string;
  hideLogtoBranding: boolean;
  termsOfUseUrl: null;
  privacyPolicyUrl: null;
  agreeToTermsPolicy: 'Automatic';
  socialSignIn: Record<string, never>;
  signInMode: 'SignInAndRegister';
  customCss: null;
  customContent: Record<string, never>;
  customUiAssets: null;
  customUiCsp: Record<string, never>;
  adaptiveMfa: { enabled: false };
  supportEmail: null;
  supportWebsiteUrl: null;
  unknownSessionRedirectUrl: null;
  sentinelPolicy: { maxAttempts: number; lockoutDuration: number };
  emailBlocklistPolicy: Record<string, never>;
  verificationCodePolicy: { expirationDuration: number; maxRetryAttempts: number };
  forgotPasswordMethods: Array<'EmailVerificationCode' | 'PhoneVerificationCode'>;
  passkeySignIn: { enabled: true; showPasskeyButton: true; allowAutofill: false };
  signUpProfileFields: null;
  passwordExpiration: { enabled: false };
  usernamePolicy: Record<string, never>;
}

export const COMPATIBLE_EXPERIENCE_KEYS = [
  'tenantId',
  'id',
  'hideLogtoBranding',
  'termsOfUseUrl',
  'privacyPolicyUrl',
  'agreeToTermsPolicy',
  'socialSignIn',
  'signInMode',
  'customCss',
  'customContent',
  'customUiAssets',
  'customUiCsp',
  'adaptiveMfa',
  'supportEmail',
  'supportWebsiteUrl',
  'unknownSessionRedirectUrl',
  'sentinelPolicy',
  'emailBlocklistPolicy',
  'verificationCodePolicy',
  'forgotPasswordMethods',
  'passkeySignIn',
  'signUpProfileFields',
  'passwordExpiration',
  'usernamePolicy',
] as const satisfies ReadonlyArray<keyof CompatibleExperienceKeys>;

/**
 * What Tessera does, in the product's keys: one tenant (its id given by the caller, the instance's); no product branding on the pages; no terms
 * or support links; registration always open beside sign-in; the account lockout (its attempts, and
 * its duration in minutes, the product's unit) as the sentinel policy; codes valid 10 minutes (in
 * seconds) with 10 attempts; a password reset by email code, and by SMS code where SMS is set up;
 * a passkey button on the sign-in page (no autofill); passwords that do not expire by age.
 */
export function compatibleExperienceKeys(settings: ExperienceSettings, context: { smsConfigured: boolean; tenantId: string }): CompatibleExperienceKeys {
  return {
    tenantId: context.tenantId,
    id: context.tenantId,
    hideLogtoBranding: true,
    termsOfUseUrl: null,
    privacyPolicyUrl: null,
    agreeToTermsPolicy: 'Automatic',
    socialSignIn: {},
    signInMode: 'SignInAndRegister',
    customCss: null,
    customContent: {},
    customUiAssets: null,
    customUiCsp: {},
    adaptiveMfa: { enabled: false },
    supportEmail: null,
    supportWebsiteUrl: null,
    unknownSessionRedirectUrl: null,
    sentinelPolicy: { maxAttempts: settings.lockout.maxAttempts, lockoutDuration: Math.ceil(settings.lockout.durationSeconds / 60) },
    emailBlocklistPolicy: {},
    verificationCodePolicy: { expirationDuration: CODE_TTL_SECONDS, maxRetryAttempts: CODE_MAX_ATTEMPTS },
    forgotPasswordMethods: context.smsConfigured ? ['EmailVerificationCode', 'PhoneVerificationCode'] : ['EmailVerificationCode'],
    passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: false },
    signUpProfileFields: null,
    passwordExpiration: { enabled: false },
    usernamePolicy: {},
  };
}

export type CompatibleExperienceInput = Partial<Record<keyof CompatibleExperienceKeys, unknown>>;

/** The product's lockout in its own unit (minutes), read as Tessera's lockout patch. */
const sentinelPolicy = z
  .object({ maxAttempts: z.number().int().min(1).max(1000).optional(), lockoutDuration: z.number().int().min(1).max(525_600).optional() })
  .strict();

/**
 * Applies a PATCH of the sign-in experience that may carry the product's keys: `sentinelPolicy`
 * becomes a change of `lockout`; any other key must be sent back with the value Tessera answers
 * (guard.invalid_input naming the key and that value otherwise; nothing is written then).
 */
export async function updateExperienceSettingsWithCompatibleKeys(
  db: Db,
  config: Config,
  patch: ExperienceSettingsPatch,
  compatible: CompatibleExperienceInput,
  tenantId: string,
): Promise<ExperienceSettings> {
  const current = compatibleExperienceKeys(await getExperienceSettings(db, config), { smsConfigured: await smsDeliveryConfigured(db, config), tenantId });
  for (const key of COMPATIBLE_EXPERIENCE_KEYS) {
    const sent = compatible[key];
    if (sent === undefined || key === 'sentinelPolicy' || isDeepStrictEqual(sent, current[key])) continue;
    throw new DomainError(
      'guard.invalid_input',
      `${key} is not a setting Tessera has: it answers ${JSON.stringify(current[key])}, which a PATCH may send back but not change (docs/compatibility.md)`,
      { key },
      [key],
    );
  }
  const sentinel = compatible.sentinelPolicy === undefined ? undefined : parseFields(sentinelPolicy, compatible.sentinelPolicy, ['sentinelPolicy']);
  const lockout = sentinel && {
    ...patch.lockout,
    ...(sentinel.maxAttempts === undefined ? {} : { maxAttempts: sentinel.maxAttempts }),
    ...(sentinel.lockoutDuration === undefined ? {} : { durationSeconds: sentinel.lockoutDuration * 60 }),
  };
  return updateExperienceSettings(db, config, lockout ? { ...patch, lockout } : patch);
}
