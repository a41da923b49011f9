// The MFA policy of the sign-in experience, in the compatible product's `mfa` shape: which
// second factors are allowed, whether a user without one is made to set one up at sign-in
// (Mandatory), invited to (UserControlled and the Prompt… policies, skippable) or left alone
// (NoPrompt), and whether members of an organization that requires MFA must have one
// (organizationRequiredMfaPolicy). `administratorsRequired` is Tessera's own: console
// administrators (holders of the Management API's `all` scope) must have a second factor.
// Stored beside the other sign-in experience settings (system_settings, one document).
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { getSetting } from '../../db/repositories/settings.js';
import { isConsoleAdministrator, isMemberOfMfaRequiredOrganization } from '../../db/repositories/mfa-requirement.js';
import { findUserLogtoConfig } from '../../db/repositories/user-compat.js';
import { DomainError, invalidInput } from '../errors.js';
import { parseFields } from '../input.js';
import { EXPERIENCE_SETTINGS_KEY } from '../directory/password-policy.js';
import { normalizeRecipient, type Recipient } from './verification-codes.js';

/**
 * The compatible product's factor names. The last two are codes sent to the user's own email or
 * phone: a user has them while they have that address (nothing to set up), and they count only
 * where a second factor is asked for anyway (see mfaRequirementOf), never on their own.
 */
export const MFA_FACTORS = ['Totp', 'WebAuthn', 'BackupCode', 'EmailVerificationCode', 'PhoneVerificationCode'] as const;
export type MfaFactorSetting = (typeof MFA_FACTORS)[number];
export type CodeFactor = 'EmailVerificationCode' | 'PhoneVerificationCode';

export const MFA_POLICIES = [
  'UserControlled',
  'Mandatory',
  'PromptOnlyAtSignIn',
  'PromptAtSignInAndSignUp',
  'NoPrompt',
  'PromptAtSignInAndSignUpMandatory',
  'PromptOnlyAtSignInMandatory',
] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];
export const ORGANIZATION_MFA_POLICIES = ['NoPrompt', 'Mandatory'] as const;
export type OrganizationRequiredMfaPolicy = (typeof ORGANIZATION_MFA_POLICIES)[number];

export interface MfaSettings {
  factors: MfaFactorSetting[];
  policy: MfaPolicy;
  organizationRequiredMfaPolicy: OrganizationRequiredMfaPolicy;
  administratorsRequired: boolean;
}

export type MfaSettingsPatch = { [K in keyof MfaSettings]?: MfaSettings[K] | null };

/**
 * What Tessera did before the policy was settable: every factor it has is accepted (an enrolled
 * TOTP or passkey is always asked for) and nobody is prompted to enrol. The compatible product's
 * default lists no factor, which here would stop asking existing users for theirs.
 */
export const DEFAULT_MFA_SETTINGS: MfaSettings = {
  factors: ['Totp', 'WebAuthn', 'BackupCode'],
  policy: 'NoPrompt',
  organizationRequiredMfaPolicy: 'Mandatory',
  administratorsRequired: false,
};

const MANDATORY: ReadonlySet<MfaPolicy> = new Set(['Mandatory', 'PromptAtSignInAndSignUpMandatory', 'PromptOnlyAtSignInMandatory']);
const PROMPTING: ReadonlySet<MfaPolicy> = new Set(['UserControlled', 'PromptOnlyAtSignIn', 'PromptAtSignInAndSignUp']);
/** The policies that ask at sign-up too (the compatible product's Mandatory and PromptAtSignInAndSignUp kinds). */
const AT_SIGN_UP: ReadonlySet<MfaPolicy> = new Set(['Mandatory', 'PromptAtSignInAndSignUp', 'PromptAtSignInAndSignUpMandatory']);

/** Whether a registration sets a second factor up (or is invited to) before its sign-in completes. */
export const mfaAtSignUp = (s: MfaSettings): boolean => AT_SIGN_UP.has(s.policy);

export function mergeMfaSettings(base: MfaSettingsPatch | undefined, patch: MfaSettingsPatch | null | undefined): MfaSettingsPatch | undefined {
  if (!patch) return base;
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null));
  return { ...base, ...given };
}

/** The MFA settings in effect. */
export async function getMfaSettings(db: Db): Promise<MfaSettings> {
  const stored = await getSetting<{ mfa?: MfaSettingsPatch }>(db, EXPERIENCE_SETTINGS_KEY);
  const merged = mergeMfaSettings(DEFAULT_MFA_SETTINGS, stored?.mfa) as MfaSettings;
  return { ...merged, factors: [...merged.factors] };
}

const shape = z.object({
  factors: z.array(z.enum(MFA_FACTORS, { error: `mfa.factors lists only ${MFA_FACTORS.join(', ')}` })).max(MFA_FACTORS.length * 2),
  policy: z.enum(MFA_POLICIES, { error: `mfa.policy is one of ${MFA_POLICIES.join(', ')}` }),
  organizationRequiredMfaPolicy: z.enum(ORGANIZATION_MFA_POLICIES, { error: 'mfa.organizationRequiredMfaPolicy is NoPrompt or Mandatory' }),
  administratorsRequired: z.boolean({ error: 'mfa.administratorsRequired must be true or false' }),
});

/** The rules of the compatible product (its codes), and the ones that keep every user able to sign in. */
export function validateMfaSettings(s: MfaSettings): void {
  parseFields(shape, s, ['mfa']);
  const field = ['mfa', 'factors'];
  if (new Set(s.factors).size !== s.factors.length)
    throw new DomainError('sign_in_experiences.duplicated_mfa_factors', 'mfa.factors lists a factor twice.', undefined, field);
  // Backup codes stand in for another factor; alone they are a second password.
  if (s.factors.includes('BackupCode') && !s.factors.some((f) => f !== 'BackupCode')) {
    throw new DomainError('sign_in_experiences.backup_code_cannot_be_enabled_alone', 'Backup codes cannot be the only MFA factor.', undefined, field);
  }
  // A user without an email or phone (or who signed in with a code to it) must still have a factor to set up.
  const demands = MANDATORY.has(s.policy) || s.administratorsRequired || PROMPTING.has(s.policy);
  if (demands && enrollableFactors(s).length === 0) {
    throw invalidInput('this mfa.policy asks users to set up a second factor: allow Totp or WebAuthn in mfa.factors', field);
  }
}

/** The factors a user can set up at sign-in (backup codes only come with another one). */
export function enrollableFactors(s: MfaSettings): Array<'Totp' | 'WebAuthn'> {
  return s.factors.filter((f): f is 'Totp' | 'WebAuthn' => f === 'Totp' || f === 'WebAuthn');
}

export const factorAllowed = (s: MfaSettings, factor: MfaFactorSetting): boolean => s.factors.includes(factor);

/** Why a user must have a second factor to finish signing in, or whether they are only invited to set one up. */
export type MfaRequirement = { level: 'required'; reason: 'policy' | 'organization' | 'administrator' } | { level: 'suggested' } | { level: 'none' };

/**
 * What the policy asks of this user at sign-in, for a user without an allowed factor: required
 * (by the policy, an organization they belong to, or being a console administrator), suggested
 * (a prompting policy, until the user skips it: their logto-configs `mfa.skipped`), or nothing.
 */
export async function mfaRequirementOf(db: Db, s: MfaSettings, userId: string): Promise<MfaRequirement> {
  if (MANDATORY.has(s.policy)) return { level: 'required', reason: 'policy' };
  if (s.organizationRequiredMfaPolicy === 'Mandatory' && (await isMemberOfMfaRequiredOrganization(db, userId))) {
    return { level: 'required', reason: 'organization' };
  }
  if (s.administratorsRequired && (await isConsoleAdministrator(db, userId))) return { level: 'required', reason: 'administrator' };
  if (!PROMPTING.has(s.policy)) return { level: 'none' };
  const config = await findUserLogtoConfig(db, userId);
  const skipped = (config?.mfa as { skipped?: unknown } | undefined)?.skipped === true;
  return skipped ? { level: 'none' } : { level: 'suggested' };
}

/**
 * Whether changes that need a proof (the Account API) also need the second factor of a user who
 * has one: under any policy but NoPrompt (the default, today's behaviour), and for a user the
 * policy requires to have one (an organization's requirement, administrators).
 */
export async function accountChangesNeedSecondFactor(db: Db, s: MfaSettings, userId: string): Promise<boolean> {
  if (s.policy !== 'NoPrompt') return true;
  return (await mfaRequirementOf(db, s, userId)).level === 'required';
}

/** A code factor a user has: the allowed factor, and the user's own current address the code goes to. */
export interface UserCodeFactor {
  factor: CodeFactor;
  recipient: Recipient;
}

/**
 * The code factors the policy allows that the user has an address for: an email code to the
 * primary email, an SMS code to the primary phone where text messages can be sent. Sign-in
 * (src/experience/sign-in-mfa.ts) and the Account API (./account.ts) both ask this.
 */
export function userCodeFactors(
  settings: MfaSettings,
  user: { primaryEmail: string | null; primaryPhone: string | null },
  smsConfigured: boolean,
): UserCodeFactor[] {
  const factors: UserCodeFactor[] = [];
  if (factorAllowed(settings, 'EmailVerificationCode') && user.primaryEmail) {
    factors.push({ factor: 'EmailVerificationCode', recipient: normalizeRecipient({ type: 'email', value: user.primaryEmail }) });
  }
  if (factorAllowed(settings, 'PhoneVerificationCode') && smsConfigured && user.primaryPhone) {
    factors.push({ factor: 'PhoneVerificationCode', recipient: normalizeRecipient({ type: 'phone', value: user.primaryPhone }) });
  }
  return factors;
}
